import { createServer, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import type Koa from 'koa'
import { answerClientError } from './client-error.js'

/** Node's defaults are generous (5 min per request, no socket timeout); these are set from config. */
export interface ServerTimeouts {
  readonly requestTimeoutMs: number
  readonly headersTimeoutMs: number
  readonly keepAliveTimeoutMs: number
}

export interface RunningServer {
  readonly server: Server
  readonly port: number
  /**
   * The stop has begun, nothing is closed yet: from now on every answer says `Connection: close`
   * (a response already streaming ends its socket with it), so each client leaves its socket after
   * its next answer instead of finding it closed under a request it has just sent. New connections
   * are still accepted and served the same way, for a load balancer that has not yet seen /ready.
   */
  drain(): void
  /**
   * Stops accepting, closes the kept-alive sockets that are idle, lets in-flight requests finish,
   * then cuts what is left at the deadline. Drains first if drain() was not called.
   */
  close(deadlineMs: number): Promise<void>
}

/** How long a connection accepted just before a stop has to send its first request. */
const FRESH_CONNECTION_GRACE_MS = 1_000

export async function listen(
  koa: Koa<never> | Koa,
  port: number,
  host: string,
  timeouts: ServerTimeouts,
): Promise<RunningServer> {
  const handler = koa.callback()
  // Responses still to be written, so that a stop can tell each client not to reuse its socket.
  const open = new Set<ServerResponse>()
  // Every connection, which of them have served a request, and how many requests each has under way.
  const sockets = new Set<Socket>()
  const served = new WeakSet<Socket>()
  const busy = new Map<Socket, number>()
  let closing = false
  const server = createServer((req, res) => {
    if (closing) res.setHeader('Connection', 'close')
    open.add(res)
    const socket = req.socket
    served.add(socket)
    busy.set(socket, (busy.get(socket) ?? 0) + 1)
    res.once('close', () => {
      open.delete(res)
      const left = (busy.get(socket) ?? 1) - 1
      if (left > 0) busy.set(socket, left)
      else busy.delete(socket)
    })
    void handler(req, res)
  })
  server.on('connection', (socket: Socket) => {
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
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
  const drain = () => {
    if (closing) return
    closing = true
    for (const res of open) {
      if (!res.headersSent) res.setHeader('Connection', 'close')
      // A response already streaming (SSE): Node's own "last response on this socket" flag,
      // the one `Connection: close` sets, so the socket ends with it instead of idling.
      else (res as ServerResponse & { _last?: boolean })._last = true
    }
  }
  return {
    server,
    port: (server.address() as AddressInfo).port,
    drain,
    close: (deadlineMs) =>
      new Promise<void>((resolve) => {
        drain()
        // A kept-alive socket that is idle now is closed at once: after a drain's grace its client
        // has not used it since the stop began (each answer since said `Connection: close`).
        // A connection accepted a moment ago that has not sent its first request yet is not idle
        // in that sense: its request may be on its way, and a reset would lose it (its client
        // cannot tell whether it was handled). It gets FRESH_CONNECTION_GRACE_MS to send it (the
        // answer then says `Connection: close`), and is cut after that if it sent nothing. Node's
        // own server.close() closes the first kind and leaves the second, as this does.
        const deadline = setTimeout(() => server.closeAllConnections(), deadlineMs)
        deadline.unref()
        server.close(() => {
          clearTimeout(deadline)
          resolve()
        })
        const idle = (socket: Socket) => !busy.has(socket)
        for (const socket of sockets) if (idle(socket) && served.has(socket)) socket.destroy()
        const fresh = setTimeout(() => {
          for (const socket of sockets) if (idle(socket)) socket.destroy()
        }, FRESH_CONNECTION_GRACE_MS)
        fresh.unref()
      }),
  }
}
