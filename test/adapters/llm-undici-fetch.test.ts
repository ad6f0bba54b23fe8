import { once } from 'node:events'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { connect, type AddressInfo } from 'node:net'
import { expect } from 'chai'
import { Agent } from 'undici'
import { modelDispatcher, undiciFetch, type OutboundProxy } from '../../src/adapters/llm/undici-fetch.js'
import { expectRejection } from '../support/expect-rejection.js'

/** The openai SDK's fetch on undici's request(): what the SDK reads of a Response, against node:http. */
describe('undiciFetch (the model client’s fetch)', () => {
  let server: Server
  let url: string
  let handle: (req: IncomingMessage, body: string, res: ServerResponse) => void
  const agent = new Agent()
  const fetchFn = undiciFetch(agent)

  before(async () => {
    server = createServer((req, res) => {
      let body = ''
      req.setEncoding('utf8')
      req.on('data', (chunk: string) => (body += chunk))
      req.on('end', () => handle(req, body, res))
    })
    server.listen(0, '127.0.0.1')
    await once(server, 'listening')
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  after(async () => {
    await agent.close()
    server.closeAllConnections()
    server.close()
  })

  it('sends the method, the headers and the string body; answers status, headers and body', async () => {
    let seen: {
      method?: string | undefined
      auth?: string | undefined
      type?: string | undefined
      body: string
    } = {
      body: '',
    }
    handle = (req, body, res) => {
      seen = { method: req.method, auth: req.headers.authorization, type: req.headers['content-type'], body }
      res.setHeader('set-cookie', ['a=1', 'b=2'])
      res.writeHead(201, { 'content-type': 'application/json', 'x-request-id': 'req-1' })
      res.end('{"ok":true}')
    }
    const response = await fetchFn(`${url}/v1/chat/completions`, {
      method: 'POST',
      headers: new Headers({ authorization: 'Bearer k', 'content-type': 'application/json' }),
      body: '{"model":"m"}',
    })
    expect(seen).to.deep.equal({
      method: 'POST',
      auth: 'Bearer k',
      type: 'application/json',
      body: '{"model":"m"}',
    })
    expect(response.status).to.equal(201)
    expect(response.ok).to.equal(true)
    expect(response.headers.get('x-request-id')).to.equal('req-1')
    expect(response.headers.getSetCookie()).to.deep.equal(['a=1', 'b=2'])
    expect(await response.json()).to.deep.equal({ ok: true })
  })

  it('streams the body as it comes (an SSE answer read chunk by chunk)', async () => {
    let finish = () => {}
    handle = (_req, _body, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' })
      res.write('data: one\n\n')
      finish = () => res.end('data: [DONE]\n\n')
    }
    const response = await fetchFn(`${url}/sse`, { method: 'POST', body: '{}' })
    const reader = response.body!.getReader()
    const first = await reader.read()
    expect(new TextDecoder().decode(first.value)).to.equal('data: one\n\n')
    finish()
    const second = await reader.read()
    expect(new TextDecoder().decode(second.value)).to.equal('data: [DONE]\n\n')
    expect((await reader.read()).done).to.equal(true)
  })

  it('answers a 204 without a body, and an error status as it is', async () => {
    handle = (req, _body, res) => {
      res.writeHead(req.url === '/none' ? 204 : 429, { 'retry-after': '7' })
      res.end(req.url === '/none' ? undefined : '{"error":{"message":"slow down"}}')
    }
    const none = await fetchFn(`${url}/none`, { method: 'POST', body: '{}' })
    expect(none.status).to.equal(204)
    expect(none.body).to.equal(null)
    const limited = await fetchFn(`${url}/limited`, { method: 'POST', body: '{}' })
    expect(limited.status).to.equal(429)
    expect(limited.headers.get('retry-after')).to.equal('7')
    expect(await limited.text()).to.equal('{"error":{"message":"slow down"}}')
  })

  it('an aborted signal rejects the call and drops the request upstream', async () => {
    let closed: Promise<unknown> = Promise.resolve()
    handle = (req, _body, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' })
      res.write(': waiting\n\n')
      closed = once(req.socket, 'close')
    }
    const controller = new AbortController()
    const response = await fetchFn(`${url}/slow`, { method: 'POST', body: '{}', signal: controller.signal })
    const reader = response.body!.getReader()
    await reader.read()
    controller.abort(new DOMException('gone', 'AbortError'))
    await expectRejection(reader.read(), Error)
    await closed
  })

  describe("modelDispatcher (through the environment's proxy when Node is asked to)", () => {
    let proxy: Server
    let proxyUrl: string
    let tunnels: string[]
    before(async () => {
      // A CONNECT proxy, as undici's ProxyAgent speaks to one: it records each tunnel's target.
      proxy = createServer((_req, res) => res.writeHead(405).end())
      proxy.on('connect', (req: IncomingMessage, client, head: Buffer) => {
        tunnels.push(req.url ?? '')
        const [host, port] = (req.url ?? '').split(':')
        const upstream = connect(Number(port), host, () => {
          client.write('HTTP/1.1 200 Connection Established\r\n\r\n')
          upstream.write(head)
          upstream.pipe(client).pipe(upstream)
        })
        upstream.on('error', () => client.destroy())
        client.on('error', () => upstream.destroy())
      })
      proxy.listen(0, '127.0.0.1')
      await once(proxy, 'listening')
      proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`
    })
    beforeEach(() => (tunnels = []))
    after(() => {
      proxy.closeAllConnections()
      proxy.close()
    })

    const proxied = (p: Partial<OutboundProxy>): OutboundProxy => ({
      httpProxy: undefined,
      httpsProxy: undefined,
      noProxy: undefined,
      ...p,
    })
    const call = async (dispatcher: ReturnType<typeof modelDispatcher>) => {
      handle = (_req, body, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(body)
      try {
        const response = await undiciFetch(dispatcher)(`${url}/v1/chat/completions`, {
          method: 'POST',
          body: '{"n":1}',
        })
        return await response.text()
      } finally {
        await dispatcher.close()
      }
    }

    it('goes through the configured proxy', async () => {
      const answer = await call(modelDispatcher(proxied({ httpProxy: proxyUrl })))
      expect(answer).to.equal('{"n":1}')
      expect(tunnels).to.deep.equal([new URL(url).host])
    })

    it('connects directly to a host in NO_PROXY', async () => {
      const bypassed = modelDispatcher(proxied({ httpProxy: proxyUrl, noProxy: '127.0.0.1' }))
      expect(await call(bypassed)).to.equal('{"n":1}')
      expect(tunnels).to.deep.equal([])
    })

    it('connects directly without a proxy', async () => {
      expect(await call(modelDispatcher(undefined))).to.equal('{"n":1}')
      expect(tunnels).to.deep.equal([])
    })
  })
})
