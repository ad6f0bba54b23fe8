import { connect } from 'node:net'
import { expect } from 'chai'
import { startTestApp, type TestApp } from '../support/test-app.js'
import { newUser } from '../support/tokens.js'

/**
 * Writes `head` then `chunks` (as fast as the socket takes them) and resolves with what came back
 * once the socket closed. The body is never finished: the client stops uploading and ends its side
 * when an answer arrives, as HTTP clients do on an early final response. A server that neither
 * answered nor closed would time the test out.
 */
function rawExchange(
  port: number,
  head: string,
  chunks: Iterable<string | Buffer>,
  { stopOnAnswer = true } = {},
): Promise<{ answer: string; closedByServer: boolean }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    let answer = ''
    let closed = false
    socket.on('data', (c: Buffer) => {
      answer += c.toString('latin1')
      // As HTTP clients do on an early final answer: stop uploading, and say so.
      if (stopOnAnswer && /\r\n\r\n/.test(answer) && !closed) {
        closed = true
        socket.end()
      }
    })
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // Writing into a socket the server has already closed: what a refused upload looks like.
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') reject(error)
    })
    socket.on('close', () => {
      closed = true
      resolve({ answer, closedByServer: true })
    })
    socket.write(head)
    const iterator = chunks[Symbol.iterator]()
    const pump = () => {
      for (;;) {
        if (socket.destroyed || closed) return
        const next = iterator.next()
        if (next.done) return // the body stays unfinished: only the server can end this exchange
        if (!socket.write(next.value)) return void socket.once('drain', pump)
      }
    }
    pump()
  })
}

function* chunked(total: number, size = 64 * 1024): Generator<string> {
  const piece = 'a'.repeat(size)
  for (let sent = 0; sent < total; sent += size) yield `${size.toString(16)}\r\n${piece}\r\n`
}

describe('request edges: bodies over the limit, repeated headers, unstorable text', () => {
  let app: TestApp
  const user = newUser()
  before(async () => {
    app = await startTestApp()
  })
  after(async () => app.close())

  const port = () => Number(new URL(app.baseUrl).port)
  const statusOf = (answer: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1])

  it('answers a chunked JSON body over the limit with 413 problem+json and closes the connection', async () => {
    const head =
      `POST /accounts/ HTTP/1.1\r\nHost: x\r\nAuthorization: ${user.auth.authorization}\r\n` +
      'Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n'
    const { answer, closedByServer } = await rawExchange(port(), head, chunked(20 * 1024 * 1024))
    expect(statusOf(answer)).to.equal(413)
    expect(answer)
      .to.match(/connection: close/i)
      .and.match(/application\/problem\+json/)
    expect(closedByServer).to.equal(true)
  })

  it('answers a declared Content-Length over the limit with 413 before reading the body, and closes', async () => {
    const head =
      `POST /accounts/ HTTP/1.1\r\nHost: x\r\nAuthorization: ${user.auth.authorization}\r\n` +
      'Content-Type: application/json\r\nContent-Length: 50000000\r\n\r\n'
    const { answer, closedByServer } = await rawExchange(port(), head, ['{"name":"'])
    expect(statusOf(answer)).to.equal(413)
    expect(answer).to.match(/connection: close/i)
    expect(closedByServer).to.equal(true)
  })

  it('answers a multipart bill upload over its limit with 413 and closes, without reading the rest', async () => {
    const head =
      `POST /ai/parse-bill HTTP/1.1\r\nHost: x\r\nAuthorization: ${user.auth.authorization}\r\n` +
      'Content-Type: multipart/form-data; boundary=b\r\nTransfer-Encoding: chunked\r\n\r\n'
    // This client keeps uploading regardless: the server reads and drops the rest for a while
    // (a lingering close), so the 413 is not lost to a reset, then cuts the connection.
    const { answer, closedByServer } = await rawExchange(port(), head, chunked(200 * 1024 * 1024), {
      stopOnAnswer: false,
    })
    expect(statusOf(answer)).to.equal(413)
    expect(answer).to.match(/connection: close/i)
    expect(closedByServer).to.equal(true)
  })

  for (const name of ['Authorization', 'Idempotency-Key', 'If-Match']) {
    it(`refuses two ${name} headers with 400 (ambiguous)`, async () => {
      const other = newUser()
      const lines = {
        Authorization: `Authorization: ${user.auth.authorization}\r\nAuthorization: ${other.auth.authorization}\r\n`,
        'Idempotency-Key': `Authorization: ${user.auth.authorization}\r\nIdempotency-Key: a\r\nIdempotency-Key: b\r\n`,
        'If-Match': `Authorization: ${user.auth.authorization}\r\nIf-Match: "v1"\r\nIf-Match: "v2"\r\n`,
      }[name]
      const body = JSON.stringify({ name: 'Two', type: 'cash', currency: 'USD', balance: '1.00' })
      const head =
        `POST /accounts/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n${lines}` +
        `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`
      const { answer } = await rawExchange(port(), head, [body])
      expect(statusOf(answer)).to.equal(400)
      const problem = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as { detail: string }
      expect(problem.detail.toLowerCase()).to.contain(name.toLowerCase())
    })
  }

  it('names a missing required field as required', async () => {
    const res = await app.fetch('/accounts/', {
      method: 'POST',
      headers: { ...user.auth, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'cash', currency: 'USD', balance: '1.00' }),
    })
    expect(res.status).to.equal(422)
    expect(((await res.json()) as { errors: unknown[] }).errors).to.deep.include({
      pointer: '/name',
      detail: 'is required',
    })
  })

  it('refuses NUL and unpaired surrogates in body (422 with pointers), query and path (400)', async () => {
    const res = await app.fetch('/accounts/', {
      method: 'POST',
      headers: { ...user.auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'a\u0000b',
        type: 'cash',
        currency: 'USD',
        balance: '1.00',
        institution: 'x\ud800',
      }),
    })
    expect(res.status).to.equal(422)
    const pointers = ((await res.json()) as { errors: { pointer: string }[] }).errors.map((e) => e.pointer)
    expect(pointers).to.have.members(['/name', '/institution'])
    expect((await app.fetch('/transactions/?category=a%00b', { headers: user.auth })).status).to.equal(400)
    expect((await app.fetch('/accounts/a%00b', { headers: user.auth })).status).to.equal(400)
  })

  it('checks id filters as UUIDs (400), never passing them to SQL', async () => {
    for (const path of ['/transactions/?account_id=not-a-uuid', '/holdings/?account_id=1']) {
      const res = await app.fetch(path, { headers: user.auth })
      expect(res.status, path).to.equal(400)
      expect(((await res.json()) as { code: string }).code).to.equal('bad_request')
    }
  })
})
