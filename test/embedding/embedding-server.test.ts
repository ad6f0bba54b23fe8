import { expect } from 'chai'
import { startEmbeddingServer, type EmbeddingServer } from '../support/embedding-server.js'

const TEXTS = [
  'Paid rent of 1200 dollars for the month of march',
  'coffee',
  'Salary deposit into checking account, monthly income',
]

async function embed(server: EmbeddingServer, texts: unknown): Promise<number[][]> {
  const res = await post(server, { texts })
  expect(res.status, await res.clone().text()).to.equal(200)
  return ((await res.json()) as { embeddings: number[][] }).embeddings
}

function post(
  server: EmbeddingServer,
  body: unknown,
  headers: Record<string, string> = { 'content-type': 'application/json' },
): Promise<Response> {
  return fetch(`${server.url}/embed`, {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

const norm = (v: number[]): number => Math.sqrt(v.reduce((sum, x) => sum + x * x, 0))
const maxDiff = (a: number[], b: number[]): number => Math.max(...a.map((x, i) => Math.abs(x - b[i]!)))

async function expectProblem(res: Response, status: number, code: string): Promise<Record<string, unknown>> {
  expect(res.status).to.equal(status)
  expect(res.headers.get('content-type')).to.equal('application/problem+json')
  const body = (await res.json()) as Record<string, unknown>
  expect(body).to.include({ status, code })
  return body
}

describe('embedding server: the real process with the tiny generated model', function () {
  this.timeout(60_000)
  let server: EmbeddingServer
  before(async () => {
    server = await startEmbeddingServer()
  })
  after(async () => server?.stop())

  it('reports its model and 384 dimensions on /health, with or without a trailing slash', async () => {
    for (const path of ['/health', '/health/']) {
      const res = await fetch(`${server.url}${path}`)
      expect(res.status).to.equal(200)
      // The generated test model names itself, not the real model it stands in for.
      expect(await res.json()).to.include({
        status: 'ok',
        model: 'ledgerline/random-bert-tiny',
        dimensions: 384,
      })
    }
  })

  it('returns one 384-dim unit vector per text, in input order, each as if embedded alone', async () => {
    const together = await embed(server, TEXTS)
    expect(together).to.have.length(3)
    for (const [i, text] of TEXTS.entries()) {
      expect(together[i]).to.have.length(384)
      expect(norm(together[i]!)).to.be.closeTo(1, 1e-5)
      const [alone] = await embed(server, [text])
      expect(maxDiff(alone!, together[i]!)).to.be.below(1e-5)
    }
    expect(maxDiff(together[0]!, together[1]!)).to.be.above(1e-3) // different texts, different vectors
  })

  it('is deterministic', async () => {
    expect(await embed(server, TEXTS)).to.deep.equal(await embed(server, TEXTS))
  })

  it('answers an empty list with an empty list', async () => {
    expect(await embed(server, [])).to.deep.equal([])
  })

  it('truncates texts longer than 256 tokens', async () => {
    const long = 'rent '.repeat(300)
    const [a, b] = await embed(server, [long, `${long} ${'coffee '.repeat(100)}`])
    expect(maxDiff(a!, b!)).to.be.below(1e-5)
  })

  it('refuses bad input with problem+json', async () => {
    await expectProblem(await post(server, '{"texts": ['), 400, 'bad_request')
    const missing = await expectProblem(await post(server, {}), 422, 'validation_failed')
    expect(missing.errors).to.deep.equal([{ pointer: '/texts', detail: 'is required' }])
    await expectProblem(await post(server, { texts: 'one text' }), 422, 'validation_failed')
    const notString = await expectProblem(await post(server, { texts: ['ok', 3] }), 422, 'validation_failed')
    expect(notString.errors).to.deep.equal([{ pointer: '/texts/1', detail: 'must be a string' }])
    await expectProblem(await post(server, { texts: Array(257).fill('x') }), 413, 'payload_too_large')
    await expectProblem(await post(server, { texts: ['ok', 'x'.repeat(10_001)] }), 413, 'payload_too_large')
    await expectProblem(
      await post(server, { texts: [] }, { 'content-type': 'text/plain' }),
      415,
      'unsupported_media_type',
    )
    await expectProblem(await fetch(`${server.url}/embed`), 405, 'method_not_allowed')
    await expectProblem(await fetch(`${server.url}/nope`), 404, 'not_found')
  })

  it('accepts exactly 256 texts of 10,000 characters', async () => {
    const vectors = await embed(server, [...Array<string>(255).fill('x'), 'é'.repeat(10_000)])
    expect(vectors).to.have.length(256)
  })
})

describe('embedding server: loading, busy, broken', function () {
  this.timeout(60_000)

  it('answers 503 problem+json while the model loads, then 200', async () => {
    const server = await startEmbeddingServer({
      env: { EMBEDDING_LOAD_DELAY_MS: '1000' },
      waitUntilReady: false,
    })
    try {
      const health = await fetch(`${server.url}/health`)
      await expectProblem(health, 503, 'model_loading')
      expect(health.headers.get('retry-after')).to.equal('1')
      await expectProblem(await post(server, { texts: ['x'] }), 503, 'model_loading')
      let status = 503
      while (status === 503) status = await fetch(`${server.url}/health`).then((r) => r.status)
      expect(status).to.equal(200)
      expect(await embed(server, ['x'])).to.have.length(1)
    } finally {
      await server.stop()
    }
  })

  it('answers /health during a long batch and 429 with Retry-After once the queue is full', async () => {
    const server = await startEmbeddingServer({ env: { EMBEDDING_QUEUE_LIMIT: '64' } })
    try {
      const longTexts = (n: number) =>
        Array.from({ length: n }, (_, i) => `${i} ${'monthly grocery spending review '.repeat(64)}`)
      const big = embed(server, longTexts(48))
      const small = embed(server, longTexts(16))
      let sawBusy = false
      for (let i = 0; i < 2000 && !sawBusy; i++) {
        const health = (await (await fetch(`${server.url}/health`)).json()) as { queued_texts: number }
        sawBusy = health.queued_texts > 0
      }
      expect(sawBusy, 'health answered while texts were queued').to.equal(true)
      const refused = await post(server, { texts: longTexts(10) })
      await expectProblem(refused, 429, 'rate_limited')
      expect(Number(refused.headers.get('retry-after'))).to.be.at.least(1)
      expect(await big).to.have.length(48)
      expect(await small).to.have.length(16)
    } finally {
      await server.stop()
    }
  })

  it('finishes the texts it accepted before stopping on SIGTERM', async () => {
    const server = await startEmbeddingServer()
    const pending = embed(
      server,
      Array.from({ length: 32 }, (_, i) => `${i} ${'paid rent '.repeat(120)}`),
    )
    let queued = 0
    while (queued === 0)
      queued = ((await (await fetch(`${server.url}/health`)).json()) as { queued_texts: number }).queued_texts
    const stopped = server.stop() // SIGTERM while the texts are queued
    expect(await pending).to.have.length(32)
    await stopped
  })

  it('stops at start-up with a message naming what it tried when the model is missing', async () => {
    const error = await startEmbeddingServer({
      env: { EMBEDDING_MODEL_PATH: '/nonexistent/model-dir' },
    }).then(
      () => undefined,
      (e: unknown) => e as Error,
    )
    expect(error?.message).to.contain('exited (code 1)')
    expect(error?.message).to.contain('/nonexistent/model-dir')
    expect(error?.message).to.contain('missing: config.json')
  })
})
