import { IncomingMessage, ServerResponse } from 'node:http'
import { Duplex } from 'node:stream'
import { expect } from 'chai'
import { writeEvent } from '../../src/adapters/http/advisor/sse-write.js'

/** A socket that records each write the response makes to it (one entry per system call it would make). */
class RecordingSocket extends Duplex {
  readonly writes: string[] = []
  override _read(): void {}
  override _write(chunk: Buffer, _encoding: unknown, done: () => void): void {
    this.writes.push(chunk.toString())
    done()
  }
  override _writev(chunks: { chunk: Buffer }[], done: () => void): void {
    this.writes.push(chunks.map((c) => c.chunk.toString()).join(''))
    done()
  }
}

describe('writeEvent: the advisor stream’s writes to the socket', () => {
  it('parts written in the same tick leave in one socket write, framed as one chunk each', async () => {
    const socket = new RecordingSocket()
    const req = new IncomingMessage(socket as never)
    req.method = 'POST'
    // HTTP/1.1, so the response is chunked as the service's are.
    req.httpVersionMajor = 1
    req.httpVersionMinor = 1
    req.httpVersion = '1.1'
    const res = new ServerResponse(req)
    res.assignSocket(socket as never)
    res.writeHead(200, { 'content-type': 'text/event-stream' })
    await Promise.all(['data: start\n\n', 'data: meta\n\n', 'data: text\n\n'].map((p) => writeEvent(res, p)))
    await new Promise((resolve) => setImmediate(resolve))
    expect(socket.writes).to.have.length(1)
    expect(socket.writes[0]).to.match(/^HTTP\/1\.1 200 OK\r\n/)
    expect(socket.writes[0]).to.match(
      /\r\n\r\nd\r\ndata: start\n\n\r\nc\r\ndata: meta\n\n\r\nc\r\ndata: text\n\n\r\n$/,
    )

    await Promise.all(['data: one\n\n', 'data: two\n\n'].map((p) => writeEvent(res, p)))
    await new Promise((resolve) => setImmediate(resolve))
    expect(socket.writes).to.have.length(2)
    expect(socket.writes[1]).to.equal('b\r\ndata: one\n\n\r\nb\r\ndata: two\n\n\r\n')
  })
})
