import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect } from 'chai'
import { EmbeddingHealth } from '../../src/adapters/embedding/embedding-health.js'
import { HttpEmbedder } from '../../src/adapters/embedding/http-embedder.js'
import { EmbeddingUnavailableError } from '../../src/domain/errors.js'
import { freePort, startEmbeddingServer, type EmbeddingServer } from '../support/embedding-server.js'
import { expectRejection } from '../support/expect-rejection.js'

const client = (serverUrl: string, extra: Partial<ConstructorParameters<typeof HttpEmbedder>[0]> = {}) =>
  new HttpEmbedder({ serverUrl, timeoutMs: 5000, batchSize: 64, recheckAfterMs: 50, ...extra })
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A fake embedding server on 127.0.0.1:0 answering with `handler`. */
async function fakeServer(handler: http.RequestListener): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer(handler)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

const healthy = (res: http.ServerResponse, dimensions = 384) => {
  res
    .writeHead(200, { 'content-type': 'application/json' })
    .end(JSON.stringify({ status: 'ok', model: 'fake', dimensions }))
}

describe('HttpEmbedder against the real embedding server', function () {
  this.timeout(60_000)
  let server: EmbeddingServer | undefined
  afterEach(async () => server?.stop())

  it('is degraded while the server is stopped, and recovers when it starts, without a restart', async () => {
    const port = await freePort()
    const embedder = client(`http://127.0.0.1:${port}`)
    const health = new EmbeddingHealth({ embedder })
    expect(await embedder.status()).to.equal('down')
    expect(await health.check()).to.equal('degraded')
    const error = await expectRejection(embedder.embed(['paid rent']), EmbeddingUnavailableError)
    expect(error.message).to.contain(`127.0.0.1:${port}`)

    server = await startEmbeddingServer({ port })
    await pause(60) // past recheckAfterMs
    expect(await embedder.status()).to.equal('up')
    expect(await health.check()).to.equal('ok')
    expect(embedder.model).to.equal('ledgerline/random-bert-tiny')
    const vectors = await embedder.embed(['paid rent', 'coffee'])
    expect(vectors).to.have.length(2)
    expect(vectors[0]).to.have.length(384)

    await server.stop()
    await pause(60)
    await expectRejection(embedder.embed(['paid rent']), EmbeddingUnavailableError)
    expect(await health.check()).to.equal('degraded')
  })

  describe('with one running server', () => {
    let shared: EmbeddingServer
    before(async () => {
      shared = await startEmbeddingServer()
    })
    after(async () => shared?.stop())

    it('splits large inputs into batches and keeps the input order', async () => {
      const texts = Array.from({ length: 7 }, (_, i) => `transaction number ${i} at the grocery store`)
      const whole = await client(shared.url).embed(texts)
      const split = await client(shared.url, { batchSize: 2 }).embed(texts)
      expect(split).to.have.length(7)
      split.forEach((v, i) => v.forEach((x, j) => expect(x).to.be.closeTo(whole[i]![j]!, 1e-5)))
    })

    it('clips texts over 10,000 characters instead of sending what the server refuses', async () => {
      const [vector] = await client(shared.url).embed(['x'.repeat(12_000)])
      expect(vector).to.have.length(384)
    })
  })
})

describe('HttpEmbedder against misbehaving servers', () => {
  let fake: { url: string; close(): Promise<void> } | undefined
  afterEach(async () => fake?.close())

  it('treats a server with another dimension as down', async () => {
    fake = await fakeServer((_req, res) => healthy(res, 768))
    const embedder = client(fake.url)
    expect(await embedder.status()).to.equal('down')
    const error = await expectRejection(embedder.embed(['a']), EmbeddingUnavailableError)
    expect(error.message).to.contain('768 dimensions')
  })

  it('checks the count and the dimension of the embeddings that come back', async () => {
    let answer: { embeddings: number[][] } = { embeddings: [[1, 2, 3]] }
    fake = await fakeServer((req, res) => {
      if (req.url === '/health') return healthy(res)
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer))
    })
    const embedder = client(fake.url)
    expect((await expectRejection(embedder.embed(['a']), EmbeddingUnavailableError)).message).to.contain(
      'not 384 finite numbers',
    )
    await pause(60)
    answer = { embeddings: [Array(384).fill(0.05)] }
    expect((await expectRejection(embedder.embed(['a', 'b']), EmbeddingUnavailableError)).message).to.contain(
      'asked for 2 embeddings, got 1',
    )
    await pause(60)
    expect(await embedder.embed(['a'])).to.deep.equal(answer.embeddings)
  })

  it('gives up after its timeout', async () => {
    fake = await fakeServer((req, res) => {
      if (req.url === '/health') return healthy(res)
      // never answers /embed
    })
    const embedder = client(fake.url, { timeoutMs: 200 })
    const error = await expectRejection(embedder.embed(['a']), EmbeddingUnavailableError)
    expect(error.message).to.contain('no answer within 200 ms')
    expect(await embedder.status()).to.equal('down')
  })

  it('waits as asked by a 429 and tries again', async () => {
    let calls = 0
    fake = await fakeServer((req, res) => {
      if (req.url === '/health') return healthy(res)
      if (++calls === 1)
        return res
          .writeHead(429, { 'retry-after': '1', 'content-type': 'application/problem+json' })
          .end('{}')
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ embeddings: [Array(384).fill(0.05)] }))
    })
    expect(await client(fake.url).embed(['a'])).to.have.length(1)
    expect(calls).to.equal(2)
  })

  it('does not call the server for an empty list', async () => {
    expect(await client('http://127.0.0.1:9').embed([])).to.deep.equal([])
  })
})
