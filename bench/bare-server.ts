import { createServer } from 'node:http'

/**
 * The floor for the HTTP benchmarks: node:http answering a fixed JSON body, nothing else.
 * Arguments: the body, then optionally the status (default 200). A request body is read and
 * dropped, as a server must before answering a POST on a kept-alive connection.
 */
const body = process.argv[2] ?? '{}'
const status = Number(process.argv[3] ?? 200)
const server = createServer((req, res) => {
  req.resume()
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  })
  res.end(body)
})
server.listen(0, '127.0.0.1', () => {
  const address = server.address()
  process.stdout.write(
    `${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`,
  )
})
process.on('SIGTERM', () => server.close(() => process.exit(0)))
