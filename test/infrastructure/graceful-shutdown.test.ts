import { request } from 'node:http'
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

  it('refuses to start with a bad configuration and names every problem', async () => {
    const failed = await startServiceProcess({ PORT: 'x', DATABASE_URL: testDatabaseUrl() }).then(
      () => '',
      (error: Error) => error.message,
    )
    expect(failed).to.contain('DATABASE_SERVICE_KEY').and.contain('JWT_SECRET').and.contain('PORT')
  })
})
