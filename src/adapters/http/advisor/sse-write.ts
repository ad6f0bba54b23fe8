import type { ServerResponse } from 'node:http'

/**
 * Writes one event-stream chunk, respecting back-pressure; resolves at once when the client is
 * gone (the abort does the rest).
 *
 * Parts written in the same tick (start, data-meta and text-start; the deltas of one packet from
 * the model) leave in one socket write because Node corks the socket for the rest of the tick on
 * a response's first write of the tick, and that delays no part. The response itself must not be
 * corked (`res.cork()`): a corked chunked response buffers its chunks, and its uncork uncorks the
 * socket first and then writes the chunk's size, each part and the CRLF with a system call each
 * (Node 24, lib/_http_outgoing.js), which was a tenth of a stream's CPU over HTTP.
 */
export function writeEvent(res: ServerResponse, chunk: string): Promise<void> {
  if (res.destroyed || res.writableEnded) return Promise.resolve()
  if (res.write(chunk)) return Promise.resolve()
  return new Promise((resolve) => {
    const done = () => {
      res.off('drain', done)
      res.off('close', done)
      resolve()
    }
    res.on('drain', done)
    res.on('close', done)
  })
}
