import { randomUUID } from 'node:crypto'
import { STATUS_CODES } from 'node:http'
import type { Duplex } from 'node:stream'
import { problem, PROBLEM_CONTENT_TYPE } from '../adapters/http/problem.js'

/** Node's parser codes for a request it refused before Koa saw it, with the status each deserves. */
function statusOf(error: NodeJS.ErrnoException): { status: number; code: string; detail: string } {
  if (error.code === 'HPE_HEADER_OVERFLOW')
    return { status: 431, code: 'headers_too_large', detail: 'the request headers are too large' }
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT' || error.code === 'ERR_HTTP_HEADERS_TIMEOUT')
    return { status: 408, code: 'request_timeout', detail: 'the request did not arrive in time' }
  return { status: 400, code: 'bad_request', detail: 'the request is not valid HTTP' }
}

/**
 * The server's 'clientError' handler: what Node would answer in plain text (400, 408, 431) is
 * answered as problem+json with a request id, as every other error of the API is; the connection
 * is then closed, since the parser cannot find where the next request would start.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  const open =
    socket.writable && !(socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent
  if (!open || error.code === 'ECONNRESET') {
    socket.destroy()
    return
  }
  const { status, code, detail } = statusOf(error)
  const requestId = randomUUID()
  const body = JSON.stringify({ ...problem(status, code, detail), request_id: requestId })
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\n` +
      `Content-Type: ${PROBLEM_CONTENT_TYPE}\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      `X-Request-Id: ${requestId}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  )
}
