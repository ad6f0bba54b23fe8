import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type Koa from 'koa'

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
  const server = createServer((req, res) => void handler(req, res))
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
        const deadline = setTimeout(() => server.closeAllConnections(), deadlineMs)
        // A keep-alive socket whose request just finished goes idle: close it then, not at keepAliveTimeout.
        const sweeper = setInterval(() => server.closeIdleConnections(), 100)
        deadline.unref()
        server.close(() => {
          clearTimeout(deadline)
          clearInterval(sweeper)
          resolve()
        })
        server.closeIdleConnections()
      }),
  }
}
