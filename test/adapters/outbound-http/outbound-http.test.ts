import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect } from 'chai'
import { OutboundHttp, type OutboundRequest } from '../../../src/adapters/outbound-http/outbound-http.js'
import { OutboundRefusedError } from '../../../src/adapters/outbound-http/outbound-refused.js'
import { parseAllowedHosts } from '../../../src/adapters/outbound-http/outbound-targets.js'
import { CountingListener } from '../../support/counting-listener.js'
import { expectRejection } from '../../support/expect-rejection.js'

const get = (url: string, maxBytes = 1024): OutboundRequest => ({
  method: 'GET',
  url: new URL(url),
  signal: AbortSignal.timeout(5000),
  maxBytes,
})

async function httpServer(
  handler: Parameters<typeof createServer>[1],
): Promise<{ server: Server; url: string }> {
  const server = createServer(handler)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }
}

describe('outbound HTTP to user-chosen URLs', () => {
  let listener: CountingListener
  const strict = new OutboundHttp({ allowedHosts: [] })
  const loopbackAllowed = new OutboundHttp({ allowedHosts: [{ host: '127.0.0.1', port: undefined }] })
  beforeEach(async () => {
    listener = await CountingListener.start()
  })
  afterEach(() => listener.close())
  after(async () => {
    await strict.close()
    await loopbackAllowed.close()
  })

  it('never connects to loopback, whichever way the address is written, without the allow-list', async () => {
    for (const host of [
      '127.0.0.1',
      'localhost',
      '127.1',
      '2130706433',
      '0x7f000001',
      '[::ffff:127.0.0.1]',
    ]) {
      const refused = await expectRejection(
        strict.request(get(`http://${host}:${listener.port}/x`)),
        OutboundRefusedError,
      )
      expect(refused.refusal, host).to.equal('address')
      expect(refused.message).to.match(
        /(not a public internet address|resolves to an address that is not public)/,
      )
    }
    // [::1] and private or metadata addresses are refused the same way, before any connection.
    for (const url of [
      'http://[::1]:9/',
      'http://10.0.0.1:9/',
      'http://169.254.169.254/latest',
      'http://[fd00::1]/',
    ])
      expect((await expectRejection(strict.request(get(url)), OutboundRefusedError)).refusal).to.equal(
        'address',
      )
    expect(listener.accepted).to.equal(0)
  })

  it('reaches a host the operator allowed (host, or host:port)', async () => {
    const answer = await loopbackAllowed.request(get(`http://127.0.0.1:${listener.port}/`))
    expect(answer.status).to.equal(404)
    const byPort = new OutboundHttp({ allowedHosts: [{ host: '127.0.0.1', port: listener.port }] })
    try {
      expect((await byPort.request(get(`http://127.0.0.1:${listener.port}/`))).status).to.equal(404)
      await expectRejection(
        byPort.request(get(`http://127.0.0.1:${listener.port + 1}/`)),
        OutboundRefusedError,
      )
    } finally {
      await byPort.close()
    }
    expect(listener.accepted).to.equal(2)
  })

  it('does not follow a redirect, to another origin or its own', async () => {
    const { server, url } = await httpServer((req, res) => {
      const target = req.url === '/far' ? `http://127.0.0.1:${listener.port}/internal` : '/elsewhere'
      res.writeHead(req.url === '/far' ? 307 : 302, { location: target }).end()
    })
    try {
      for (const path of ['/far', '/near']) {
        const refused = await expectRejection(
          loopbackAllowed.request(get(`${url}${path}`)),
          OutboundRefusedError,
        )
        expect(refused.refusal).to.equal('redirect')
        expect(refused.message).to.match(/redirects are not followed/)
      }
      expect(listener.accepted).to.equal(0)
    } finally {
      server.close()
    }
  })

  it('stops reading an answer past its cap, declared or streamed', async () => {
    let written = 0
    let closedEarly = false
    const { server, url } = await httpServer((req, res) => {
      if (req.url === '/declared')
        return void res.writeHead(200, { 'content-length': '5000' }).end('x'.repeat(5000))
      // 10 MB in 64 KB chunks, unless the reader goes away.
      res.writeHead(200, { 'content-type': 'text/plain' })
      res.on('close', () => (closedEarly = written < 10 * 1024 * 1024))
      const chunk = Buffer.alloc(64 * 1024, 'x')
      const push = () => {
        while (written < 10 * 1024 * 1024) {
          written += chunk.length
          if (!res.write(chunk)) return void res.once('drain', push)
        }
        res.end()
      }
      push()
    })
    try {
      for (const path of ['/declared', '/streamed']) {
        const refused = await expectRejection(
          loopbackAllowed.request(get(`${url}${path}`, 4096)),
          OutboundRefusedError,
        )
        expect(refused.refusal).to.equal('too_large')
        expect(refused.message).to.match(/more than 4096 bytes/)
      }
      await new Promise((resolve) => setTimeout(resolve, 100))
      expect(closedEarly, `the server wrote ${written} bytes`).to.equal(true)
    } finally {
      server.closeAllConnections()
      server.close()
    }
  })

  it('reads OUTBOUND_ALLOWED_HOSTS entries: host, host:port, [IPv6]:port; anything else is named', () => {
    expect(parseAllowedHosts(' bridge.internal , 127.0.0.1:8080,[::1]:9000,LOCALHOST ')).to.deep.equal([
      { host: 'bridge.internal', port: undefined },
      { host: '127.0.0.1', port: 8080 },
      { host: '[::1]', port: 9000 },
      { host: 'localhost', port: undefined },
    ])
    expect(parseAllowedHosts('')).to.deep.equal([])
    expect(parseAllowedHosts('ok.example,http://x/y')).to.deep.equal({ invalid: 'http://x/y' })
    expect(parseAllowedHosts('user@host')).to.deep.equal({ invalid: 'user@host' })
  })
})
