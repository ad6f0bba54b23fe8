import type { IncomingMessage, ServerResponse } from 'node:http'

/** How long a refused upload may go on arriving (and be thrown away) before the socket is cut. */
const LINGER_MS = 5_000

/**
 * Closes the connection of a request answered before its body was read (413, or refused before
 * reading), without losing the answer. Closing a socket that still has unread incoming data makes
 * the kernel send a reset, and a reset makes the client's kernel drop what it had not read yet:
 * the 413 itself. So the rest of the body is read and discarded, the socket is ended once the
 * body is over, and cut after LINGER_MS at the latest (nginx calls this a lingering close).
 * The answer says `Connection: close`, so the client sends nothing more on this socket.
 */
export function lingeringClose(req: IncomingMessage, res: ServerResponse): void {
  res.setHeader('Connection', 'close')
  // `Connection: close` makes Node destroy the socket as soon as the answer is written; that is
  // the reset described above. Node reads its private `_last` at that moment: keep the socket.
  res.once('prefinish', () => ((res as ServerResponse & { _last?: boolean })._last = false))
  const socket = req.socket
  const cut = setTimeout(() => socket.destroy(), LINGER_MS)
  cut.unref()
  socket.once('close', () => clearTimeout(cut))
  req.once('end', () => res.once('finish', () => socket.end()))
  if (req.complete) res.once('finish', () => socket.end())
  req.resume()
}
