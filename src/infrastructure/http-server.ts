import { createServer, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type Koa from 'koa'
import { answerClientError } from './client-error.js'

export interface ServerTimeouts {
  readonly requestTimeoutMs: number
  readonly headersTimeoutMs: number
  readonly keepAliveTimeoutMs: number
}

export interface RunningServer {
  readonly server: Server
  readonly port: number
  /** Stops accepting, lets in-flight requests finish, then cuts what is left at the deadline. */
  close(deadlineMs: number): Promise<void>
}

/** Node's defaults are generous (5 min per request, no socket timeout); these are set from config. */
export async function listen(
  koa: Koa<never> | Koa,
  port: number,
  host: string,
  timeouts: ServerTimeouts,
): Promise<RunningServer> {
  const handler = koa.callback()
  // Responses still to be written, so that a stop can tell each client not to reuse its socket.
  const open = new Set<ServerResponse>()
  let closing = false
  const server = createServer((req, res) => {
    if (closing) res.setHeader('Connection', 'close')
    open.add(res)
    res.once('close', () => open.delete(res))
    void handler(req, res)
  })
  server.on('clientError', answerClientError)
  server.requestTimeout = timeouts.requestTimeoutMs
  server.headersTimeout = timeouts.headersTimeoutMs
  server.keepAliveTimeout = timeouts.keepAliveTimeoutMs
  server.setTimeout(timeouts.requestTimeoutMs + 5_000)
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  return {
    server,
    port: (server.address() as AddressInfo).port,
    close: (deadlineMs) =>
      new Promise<void>((resolve) => {
        // From now on every response closes its socket (`Connection: close`), so no client reuses
        // a socket we are about to close; what is idle now is closed once, here. No periodic sweep
        // of idle sockets: it would also cut a connection accepted a moment ago whose first request
        // is still on its way, which its client cannot safely retry.
        closing = true
        for (const res of open) {
          if (!res.headersSent) res.setHeader('Connection', 'close')
          // A response already streaming (SSE): Node's own "last response on this socket" flag,
          // the one `Connection: close` sets, so the socket ends with it instead of idling.
          else (res as ServerResponse & { _last?: boolean })._last = true
        }
        const deadline = setTimeout(() => server.closeAllConnections(), deadlineMs)
        deadline.unref()
        server.close(() => {
          clearTimeout(deadline)
          resolve()
        })
        server.closeIdleConnections()
      }),
  }
}
