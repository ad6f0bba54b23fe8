import { expect } from 'chai'
import { asValue } from 'awilix'
import { randomUUID } from 'node:crypto'
import { HttpEmbedder } from '../../src/adapters/embedding/http-embedder.js'
import { FixedClock } from '../fakes/fixed-clock.js'
import { freePort, startEmbeddingServer, type EmbeddingServer } from '../support/embedding-server.js'
import { jsonInit, startTestApp, type TestApp } from '../support/test-app.js'
import { newUser, TEST_SERVICE_KEY, userToken } from '../support/tokens.js'

const admin = { authorization: `Bearer ${TEST_SERVICE_KEY}` }

describe('POST /rag/ingest (manual memory ingestion, administrators only)', function () {
  this.timeout(60_000)
  let app: TestApp
  let embeddingPort: number
  let server: EmbeddingServer | undefined
  const clock = new FixedClock('2026-11-21T12:00:00Z')

  before(async () => {
    // The real client against a port where nothing listens yet: the embedding server starts later.
    embeddingPort = await freePort()
    app = await startTestApp({
      clock,
      register: (container) => {
        container.register({
          embedder: asValue(
            new HttpEmbedder({
              serverUrl: `http://127.0.0.1:${embeddingPort}`,
              timeoutMs: 5000,
              batchSize: 64,
              recheckAfterMs: 0,
            }),
          ),
        })
      },
    })
  })
  after(async () => {
    await app.close()
    await server?.stop()
  })

  /** A user known to the service, with one expense on 2026-11-20 (the day before the clock). */
  async function userWithADay(): Promise<string> {
    const user = newUser()
    const res = await app.fetch(
      '/transactions',
      jsonInit(
        'POST',
        {
          amount: '12.50',
          type: 'expense',
          currency: 'USD',
          occurred_at: '2026-11-20T10:00:00Z',
          merchant: 'Blue Bottle',
          category: 'coffee',
        },
        user.auth,
      ),
    )
    expect(res.status).to.equal(201)
    return user.id
  }
  const rows = async (userId: string) =>
    app.container
      .resolve('db')
      .selectFrom('user_embeddings')
      .select(['period', 'period_start', 'content', 'embedding', 'model'])
      .where('user_id', '=', userId)
      .execute()
  const ingest = (query: string, headers: Record<string, string> = admin) =>
    app.fetch(`/rag/ingest?${query}`, { method: 'POST', headers })

  it('401 without a token, 403 with a user token, 404 for an unknown user', async () => {
    const userId = await userWithADay()
    const anonymous = await ingest(`user_id=${userId}`, {})
    expect(anonymous.status).to.equal(401)
    expect(anonymous.headers.get('www-authenticate')).to.match(/^Bearer/)
    expect(
      (await ingest(`user_id=${userId}`, { authorization: `Bearer ${userToken(userId)}` })).status,
    ).to.equal(403)
    const unknown = await ingest(`user_id=${randomUUID()}`)
    expect(unknown.status).to.equal(404)
    expect(((await unknown.json()) as { code: string }).code).to.equal('not_found')
    expect((await ingest('period=daily')).status).to.be.oneOf([400, 422])
  })

  it('embedding server down: every period skipped (embedding_unavailable), nothing written; back up: ingested', async () => {
    const userId = await userWithADay()
    const down = await ingest(`user_id=${userId}&period=daily`)
    expect(down.status).to.equal(200)
    expect(await down.json()).to.deep.equal({
      user_id: userId,
      results: [
        { period: 'daily', period_start: '2026-11-20', status: 'skipped', reason: 'embedding_unavailable' },
      ],
    })
    expect(await rows(userId)).to.deep.equal([])
    const ready = (await (await app.fetch('/ready')).json()) as { checks: Record<string, string> }
    expect(ready.checks.embedding).to.equal('degraded')

    server = await startEmbeddingServer({ port: embeddingPort })
    const up = await ingest(`user_id=${userId}&period=daily`)
    expect(up.status).to.equal(200)
    expect(((await up.json()) as { results: unknown[] }).results).to.deep.equal([
      { period: 'daily', period_start: '2026-11-20', status: 'ingested', reason: null },
    ])
    const [row] = await rows(userId)
    expect(row).to.include({ period: 'daily', period_start: '2026-11-20' })
    expect(row!.content).to.match(
      /^Daily spending summary for Friday 2026-11-20 \(UTC\)\.\nSpent 12\.50 USD across 1 expense\./,
    )
    expect(row!.embedding.length).to.equal(384 * 4)
    expect(row!.model).to.not.equal('unknown')
  })

  it('administrator 200: period=all answers for daily, weekly and monthly; a rerun updates, never duplicates', async () => {
    server ??= await startEmbeddingServer({ port: embeddingPort })
    const userId = await userWithADay()
    const first = await ingest(`user_id=${userId}`)
    expect(first.status).to.equal(200)
    expect(((await first.json()) as { results: unknown[] }).results).to.deep.equal([
      { period: 'daily', period_start: '2026-11-20', status: 'ingested', reason: null },
      { period: 'weekly', period_start: '2026-11-08', status: 'skipped', reason: 'no_activity' },
      { period: 'monthly', period_start: '2026-10-01', status: 'skipped', reason: 'no_activity' },
    ])
    expect((await ingest(`user_id=${userId}`)).status).to.equal(200)
    expect(
      (await app.fetch(`/rag/ingest/?user_id=${userId}&period=daily`, { method: 'POST', headers: admin }))
        .status,
    ).to.equal(200)
    expect(await rows(userId)).to.have.length(1)
  })
})
