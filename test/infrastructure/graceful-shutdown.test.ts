import { Agent, request } from 'node:http'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect } from 'chai'
import { startServiceProcess } from '../support/service-process.js'
import { testDatabaseUrl } from '../support/test-database.js'
import { TEST_JWT_SECRET, TEST_SERVICE_KEY, newUser } from '../support/tokens.js'

describe('graceful shutdown of the real process', function () {
  this.timeout(60_000)

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`on ${signal}: stops accepting, finishes the in-flight request, exits 0`, async () => {
      const service = await startServiceProcess({
        DATABASE_URL: testDatabaseUrl(),
        DATABASE_SERVICE_KEY: TEST_SERVICE_KEY,
        JWT_SECRET: TEST_JWT_SECRET,
        SCHEDULER_ENABLED: 'false',
      })
      const user = newUser()
      const body = JSON.stringify({ name: 'In flight', type: 'cash', currency: 'USD', balance: '1.00' })
      // A request whose body is still arriving when the signal comes.
      const inFlight = new Promise<number>((resolve, reject) => {
        const req = request(
          {
            host: '127.0.0.1',
            port: service.port,
            path: '/accounts/',
            method: 'POST',
            headers: {
              ...user.auth,
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(body),
            },
          },
          (res) => {
            res.resume()
            resolve(res.statusCode ?? 0)
          },
        )
        req.on('error', reject)
        req.write(body.slice(0, 10))
        setTimeout(() => {
          service.child.kill(signal)
          setTimeout(() => req.end(body.slice(10)), 400)
        }, 200)
      })
      expect(await inFlight).to.equal(201)
      const refused = await fetch(`http://127.0.0.1:${service.port}/health`).then(
        () => 'answered',
        () => 'refused',
      )
      expect(refused).to.equal('refused')
      expect(await service.exited).to.equal(0)
      expect(service.logs.map((l) => l.msg)).to.include('stopped')
    })
  }

  // With a grace the service resets nothing (shutdown-drain.test.ts); with none it closes at once.
  it('with no grace, under 30-way keep-alive load: every answer after the signal says Connection: close, and no request fails for a client that retries a closed reused socket', async () => {
    const service = await startServiceProcess({
      DATABASE_URL: testDatabaseUrl(),
      DATABASE_SERVICE_KEY: TEST_SERVICE_KEY,
      JWT_SECRET: TEST_JWT_SECRET,
      SCHEDULER_ENABLED: 'false',
      SHUTDOWN_GRACE_MS: '0',
    })
    const user = newUser()
    const agent = new Agent({ keepAlive: true, maxSockets: 30 })
    type Answer = { status: number; connection: string | undefined }
    // A client as HTTP clients are: a request that finds its reused socket closed before any
    // answer is retried once on a new connection (Node's documented `reusedSocket` pattern).
    const get = (path: string, retried = false): Promise<Answer | 'refused' | 'reset'> =>
      new Promise((resolve) => {
        // The retry goes out on a new connection (another pooled socket may be closing too).
        const via = retried ? { agent: false as const } : { agent }
        const req = request(
          { host: '127.0.0.1', port: service.port, path, ...via, headers: user.auth },
          (res) => {
            res.resume()
            res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }))
          },
        )
        req.on('error', (error: NodeJS.ErrnoException) => {
          if (error.code === 'ECONNREFUSED') return resolve('refused')
          // A new connection the kernel queued just before the listener closed is reset, not
          // refused, by the OS: the same "this instance is gone" as a refusal.
          if (retried && error.code === 'ECONNRESET') return resolve('refused')
          if (req.reusedSocket && !retried) {
            resets++
            return resolve(get(path, true))
          }
          failures.push(
            `${error.code ?? error.message}${retried ? ' (retry)' : ''} reused=${req.reusedSocket}`,
          )
          resolve('reset')
        })
        req.end()
      })
    const failures: string[] = []
    let resets = 0
    let signalled = false
    const afterSignal: Answer[] = []
    const failed: string[] = []
    const client = async (i: number) => {
      for (;;) {
        const path = i % 2 ? '/accounts/?limit=5' : '/health'
        const sentAfterSignal = signalled
        const answer = await get(path)
        if (answer === 'refused') return // the listener is closed: a load balancer goes elsewhere
        if (answer === 'reset') failed.push(path)
        else if (answer.status !== 200) failed.push(`${path} ${answer.status}`)
        else if (sentAfterSignal) afterSignal.push(answer) // a fresh socket can still catch the listener open
      }
    }
    // Five creates whose bodies are still arriving at the signal: answered after it, on sockets
    // the service must say it will close.
    const slow = Array.from(
      { length: 5 },
      (_, i) =>
        new Promise<Answer>((resolve, reject) => {
          const body = JSON.stringify({ name: `slow ${i}`, type: 'cash', currency: 'USD', balance: '1.00' })
          const req = request(
            {
              host: '127.0.0.1',
              port: service.port,
              path: '/accounts/',
              method: 'POST',
              agent,
              headers: {
                ...user.auth,
                'content-type': 'application/json',
                'content-length': Buffer.byteLength(body),
              },
            },
            (res) => {
              res.resume()
              res.on('end', () =>
                resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }),
              )
            },
          )
          req.on('error', reject)
          req.write(body.slice(0, 5))
          const finish = () => (signalled ? req.end(body.slice(5)) : setTimeout(finish, 5))
          finish()
        }),
    )
    const clients = Array.from({ length: 25 }, (_, i) => client(i))
    await new Promise((r) => setTimeout(r, 1500))
    service.child.kill('SIGTERM')
    // Requests sent once the service has logged the signal are handled after it (one thread).
    while (!service.logs.some((l) => String(l.msg).startsWith('shutting down'))) {
      await new Promise((r) => setTimeout(r, 1))
    }
    signalled = true
    await Promise.all(clients)
    afterSignal.push(...(await Promise.all(slow)))
    agent.destroy()

    expect(await service.exited).to.equal(0)
    console.log(
      `      shutdown under load: ${afterSignal.length} answers after SIGTERM, ${resets} reused sockets found closed (retried), ${failed.length} failed`,
    )
    expect(failed, failures.join(', ')).to.deep.equal([])
    expect(afterSignal.every((a) => a.connection === 'close')).to.equal(true)
    expect(afterSignal.filter((a) => a.status === 201)).to.have.length(5)
  })

  it("answers Node's own parser refusals (431, 400) as problem+json with a request id, then closes", async () => {
    const service = await startServiceProcess({
      DATABASE_URL: testDatabaseUrl(),
      DATABASE_SERVICE_KEY: TEST_SERVICE_KEY,
      JWT_SECRET: TEST_JWT_SECRET,
      SCHEDULER_ENABLED: 'false',
    })
    const raw = (text: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(service.port, '127.0.0.1', () => socket.end(text))
        let answer = ''
        socket.on('data', (c: Buffer) => (answer += c.toString()))
        socket.on('close', () => resolve(answer))
        socket.on('error', reject)
      })
    try {
      for (const [text, status] of [
        [`GET /health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
        ['NOT A REQUEST LINE\r\n\r\n', 400],
      ] as const) {
        const answer = await raw(text)
        const [head, body] = answer.split('\r\n\r\n')
        expect(head).to.match(new RegExp(`^HTTP/1.1 ${status} `))
        expect(head).to.match(/content-type: application\/problem\+json/i)
        expect(head).to.match(/connection: close/i)
        const requestId = /x-request-id: (\S+)/i.exec(head!)?.[1]
        const problem = JSON.parse(body!) as { status: number; request_id: string }
        expect(problem.status).to.equal(status)
        expect(problem.request_id).to.equal(requestId)
      }
    } finally {
      service.child.kill('SIGTERM')
      await service.exited
    }
  })

  it('reads the env file LEDGERLINE_ENV_FILE names (never over the real environment), and none when it is empty', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ledgerline-env-'))
    const file = join(dir, 'custom.env')
    // PORT is also in the real environment (0): the file's value must lose.
    writeFileSync(file, 'PORT=not-a-port\nMARKET_RETRIES=99\nJWT_SECRET=from-the-file-0123456789abcdef\n')
    try {
      const failed = await startServiceProcess({
        LEDGERLINE_ENV_FILE: file,
        DATABASE_URL: testDatabaseUrl(),
      }).then(
        () => '',
        (error: Error) => error.message,
      )
      expect(failed).to.contain('MARKET_RETRIES').and.contain('DATABASE_SERVICE_KEY')
      expect(failed).to.not.contain('JWT_SECRET').and.not.contain('PORT')
      const service = await startServiceProcess({
        LEDGERLINE_ENV_FILE: '',
        DATABASE_URL: testDatabaseUrl(),
        DATABASE_SERVICE_KEY: TEST_SERVICE_KEY,
        JWT_SECRET: TEST_JWT_SECRET,
        SCHEDULER_ENABLED: 'false',
      })
      service.child.kill('SIGTERM')
      expect(await service.exited).to.equal(0)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('refuses to start with a bad configuration and names every problem', async () => {
    const failed = await startServiceProcess({ PORT: 'x', DATABASE_URL: testDatabaseUrl() }).then(
      () => '',
      (error: Error) => error.message,
    )
    expect(failed).to.contain('DATABASE_SERVICE_KEY').and.contain('JWT_SECRET').and.contain('PORT')
  })
})
