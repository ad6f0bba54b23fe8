import { expect } from 'chai'
import { EmbeddingUnavailableError } from '../../src/domain/errors.js'
import { freePort, startEmbeddingServer, type EmbeddingServer } from '../support/embedding-server.js'
import { expectRejection } from '../support/expect-rejection.js'
import { startTestApp, type TestApp } from '../support/test-app.js'

async function readyChecks(app: TestApp): Promise<Record<string, string>> {
  const res = await app.fetch('/ready')
  expect(res.status).to.equal(200) // an optional part never makes the service not ready
  return ((await res.json()) as { checks: Record<string, string> }).checks
}

describe('/ready and the wired embedder', function () {
  this.timeout(60_000)
  let app: TestApp | undefined
  let server: EmbeddingServer | undefined
  afterEach(async () => {
    await app?.close()
    await server?.stop()
    app = server = undefined
  })

  it('reports embedding as disabled without EMBEDDING_SERVER_URL, and embedding fails as unavailable', async () => {
    app = await startTestApp()
    expect((await readyChecks(app)).embedding).to.equal('disabled')
    const embedder = app.container.resolve('embedder')
    expect(await embedder.status()).to.equal('not_configured')
    await expectRejection(embedder.embed(['a']), EmbeddingUnavailableError)
  })

  it('reports degraded while the server is down, then ok once it runs, without a restart', async () => {
    const port = await freePort()
    app = await startTestApp({
      env: { EMBEDDING_SERVER_URL: `http://127.0.0.1:${port}`, EMBEDDING_RECHECK_MS: '50' },
    })
    expect((await readyChecks(app)).embedding).to.equal('degraded')
    server = await startEmbeddingServer({ port })
    await new Promise((resolve) => setTimeout(resolve, 60))
    expect((await readyChecks(app)).embedding).to.equal('ok')
    expect(await app.container.resolve('embedder').embed(['paid rent'])).to.have.length(1)
  })
})
