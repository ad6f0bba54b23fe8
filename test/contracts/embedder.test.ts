import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { HttpEmbedder } from '../../src/adapters/embedding/http-embedder.js'
import { FakeEmbedder } from '../fakes/fake-embedder.js'
import { describeEmbedderContract } from './embedder.contract.js'

/**
 * A stand-in embedding server on loopback speaking the server's wire format (GET /health,
 * POST /embed {texts} -> {embeddings}; see embedding/README.md), with FakeEmbedder's vectors.
 */
async function embeddingServer() {
  const vectors = new FakeEmbedder()
  let up = true
  const server = http.createServer((req, res) => {
    if (!up) return void res.writeHead(503, { 'content-type': 'application/json' }).end('{"code":"down"}')
    if (req.url === '/health')
      return void res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ status: 'ok', model: vectors.model, dimensions: vectors.dimensions }))
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      const { texts } = JSON.parse(body) as { texts: string[] }
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ embeddings: texts.map((t) => vectors.vector(t)) }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    breakDown: () => void (up = false),
    close: async () => {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

/** The Embedder contract, held by FakeEmbedder and by HttpEmbedder over HTTP. */
describe('contract: Embedder', () => {
  describe('FakeEmbedder', () => {
    describeEmbedderContract(async () => {
      const fake = new FakeEmbedder()
      return { port: fake, breakDown: () => void fake.down(), close: async () => {} }
    })
  })
  describe('HttpEmbedder over a stand-in embedding server', () => {
    describeEmbedderContract(async () => {
      const server = await embeddingServer()
      const port = new HttpEmbedder({
        serverUrl: server.url,
        timeoutMs: 2000,
        batchSize: 64,
        recheckAfterMs: 0,
      })
      return { port, breakDown: server.breakDown, close: server.close }
    })
  })
})
