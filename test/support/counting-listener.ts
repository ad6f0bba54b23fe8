import { createServer, type AddressInfo, type Server, type Socket } from 'node:net'

/**
 * A TCP listener on 127.0.0.1 that counts the connections it accepts and answers each with a
 * fixed HTTP response: the target a hostile user points the service at. `accepted` staying 0 is
 * the proof that nothing reached it.
 */
export class CountingListener {
  accepted = 0
  readonly #server: Server
  readonly #sockets = new Set<Socket>()

  private constructor(server: Server) {
    this.#server = server
  }

  static async start(
    answer = 'HTTP/1.1 404 Not Found\r\ncontent-length: 0\r\n\r\n',
  ): Promise<CountingListener> {
    const holder: { listener?: CountingListener } = {}
    const server = createServer((socket) => {
      const listener = holder.listener!
      listener.accepted++
      listener.#sockets.add(socket)
      socket.on('close', () => listener.#sockets.delete(socket))
      socket.on('error', () => undefined)
      socket.once('data', () => socket.end(answer))
    })
    holder.listener = new CountingListener(server)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    return holder.listener
  }

  get port(): number {
    return (this.#server.address() as AddressInfo).port
  }

  async close(): Promise<void> {
    for (const socket of this.#sockets) socket.destroy()
    await new Promise<void>((resolve) => this.#server.close(() => resolve()))
  }
}
