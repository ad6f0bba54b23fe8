import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface RecordedRequest {
  readonly method: string
  readonly path: string
  readonly query: URLSearchParams
  readonly headers: IncomingMessage['headers']
}

export interface FakeReply {
  readonly status?: number
  readonly headers?: Record<string, string | string[]>
  /** A string is sent as is; anything else as JSON. */
  readonly body?: unknown
}

/** 'hang' never answers (until the server closes); the others answer at once. */
export type FakeMode = 'ok' | 'down' | 'hang' | 'rate-limit'

export type FakeHandler = (req: RecordedRequest) => FakeReply | 'hang'

/** A real HTTP server on 127.0.0.1:0 that records every request; vendor fakes give it a handler. */
export class FakeServer {
  readonly requests: RecordedRequest[] = []
  #server: Server

  private constructor(server: Server) {
    this.#server = server
  }

  static async start(handler: FakeHandler): Promise<FakeServer> {
    const holder: { fake?: FakeServer } = {}
    const server = createServer((req: IncomingMessage, res: ServerResponse) => {
      const url = new URL(req.url ?? '/', 'http://fake')
      const recorded = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
      }
      holder.fake!.requests.push(recorded)
      req.resume()
      const reply = handler(recorded)
      if (reply === 'hang') return
      const body =
        reply.body === undefined
          ? ''
          : typeof reply.body === 'string'
            ? reply.body
            : JSON.stringify(reply.body)
      const type =
        typeof reply.body === 'string' ? 'text/plain;charset=utf-8' : 'application/json;charset=utf-8'
      res.writeHead(reply.status ?? 200, { 'content-type': type, ...reply.headers })
      res.end(body)
    })
    holder.fake = new FakeServer(server)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    return holder.fake
  }

  get url(): string {
    return `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`
  }

  /** Requests whose path starts with `prefix`. */
  count(prefix: string): number {
    return this.requests.filter((r) => r.path.startsWith(prefix)).length
  }

  async close(): Promise<void> {
    this.#server.closeAllConnections()
    await new Promise<void>((resolve) => this.#server.close(() => resolve()))
  }
}

/** The failure replies shared by the vendor fakes. */
export function failureReply(mode: FakeMode, retryAfter = '30'): FakeReply | 'hang' | undefined {
  if (mode === 'hang') return 'hang'
  if (mode === 'down') return { status: 502, body: '<html>Bad Gateway</html>' }
  if (mode === 'rate-limit')
    return { status: 429, headers: { 'retry-after': retryAfter }, body: 'Too Many Requests' }
  return undefined
}

/** A fake provider: one FakeServer on loopback, answering every request through `handle`. */
export abstract class FakeProvider {
  constructor(readonly server: FakeServer) {}

  get url(): string {
    return this.server.url
  }

  abstract handle(req: RecordedRequest): FakeReply | 'hang'

  /** Starts the fake that `make` builds around a fresh server. */
  static async startWith<T extends FakeProvider>(make: (server: FakeServer) => T): Promise<T> {
    const holder: { fake?: T } = {}
    const server = await FakeServer.start((req) => holder.fake!.handle(req))
    holder.fake = make(server)
    return holder.fake
  }
}
