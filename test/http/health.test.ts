import { expect } from 'chai'
import { startTestApp, type TestApp } from '../support/test-app.js'

describe('GET /health, /ready, /openapi.json, /docs', () => {
  let app: TestApp
  before(async () => {
    app = await startTestApp()
  })
  after(async () => app.close())

  it('answers /health without auth and without checks', async () => {
    const res = await app.fetch('/health')
    expect(res.status).to.equal(200)
    expect(await res.json()).to.deep.equal({ status: 'ok', version: '2.0.0' })
    expect(res.headers.get('x-request-id')).to.match(/^[0-9a-f-]{36}$/)
  })

  it('answers /health/ (trailing slash) the same, with no redirect', async () => {
    const res = await app.fetch('/health/', { redirect: 'manual' })
    expect(res.status).to.equal(200)
  })

  it('echoes a sane X-Request-Id and replaces an insane one', async () => {
    expect(
      (await app.fetch('/health', { headers: { 'x-request-id': 'abc-123' } })).headers.get('x-request-id'),
    ).to.equal('abc-123')
    const replaced = (
      await app.fetch('/health', { headers: { 'x-request-id': 'bad id with spaces' } })
    ).headers.get('x-request-id')
    expect(replaced).to.not.equal('bad id with spaces')
  })

  it('reports the database in /ready and the optional parts as disabled', async () => {
    const res = await app.fetch('/ready')
    expect(res.status).to.equal(200)
    const body = (await res.json()) as { status: string; checks: Record<string, string> }
    expect(body.checks.database).to.equal('ok')
    expect(Object.keys(body.checks)).to.have.members(['database', 'embedding', 'llm', 'push', 'scheduler'])
  })

  it('reads not ready (503, status stopping, checks kept) from the moment a stop begins', async () => {
    const stopping = await startTestApp()
    try {
      stopping.container.resolve('lifecycle').beginShutdown()
      const res = await stopping.fetch('/ready')
      expect(res.status).to.equal(503)
      expect(res.headers.get('content-type')).to.match(/^application\/json/)
      const body = (await res.json()) as { status: string; checks: Record<string, string> }
      expect(body.status).to.equal('stopping')
      expect(body.checks.database).to.equal('ok')
      expect((await stopping.fetch('/health')).status).to.equal(200)
    } finally {
      await stopping.close()
    }
  })

  it('serves an OpenAPI 3.1 document listing the routes', async () => {
    const res = await app.fetch('/openapi.json')
    const doc = (await res.json()) as { openapi: string; paths: Record<string, Record<string, unknown>> }
    expect(doc.openapi).to.equal('3.1.0')
    expect(doc.paths).to.have.property('/transactions/')
    expect(doc.paths['/transactions/{id}']).to.have.keys(['get', 'patch', 'put', 'delete'])
    expect(doc.paths['/health']).to.have.property('get')
  })

  it('documents ids as UUIDs (format uuid), in paths and in filters', async () => {
    type Param = { name: string; in: string; schema: { format?: string } }
    const doc = (await (await app.fetch('/openapi.json')).json()) as {
      paths: Record<string, Record<string, { parameters: Param[] }>>
    }
    const param = (path: string, method: string, name: string) =>
      doc.paths[path]![method]!.parameters.find((p) => p.name === name)!.schema.format
    for (const path of ['/accounts/{id}', '/transactions/{id}', '/holdings/{id}']) {
      for (const method of ['get', 'patch', 'put', 'delete'])
        expect(param(path, method, 'id'), `${method} ${path}`).to.equal('uuid')
    }
    expect(param('/notifications/{id}/read', 'post', 'id')).to.equal('uuid')
    expect(param('/transactions/', 'get', 'account_id')).to.equal('uuid')
    expect(param('/holdings/', 'get', 'account_id')).to.equal('uuid')
    expect(param('/market/crypto/{id}', 'get', 'id')).to.equal(undefined) // a coin id, not a UUID
  })

  it('serves the docs page and its assets locally', async () => {
    const page = await app.fetch('/docs')
    expect(page.status).to.equal(200)
    expect(await page.text()).to.contain('/openapi.json')
    const asset = await app.fetch('/docs/assets/swagger-ui-bundle.js')
    expect(asset.status).to.equal(200)
  })

  it('answers an unknown route with problem+json 404', async () => {
    const res = await app.fetch('/nope')
    expect(res.status).to.equal(404)
    expect(res.headers.get('content-type')).to.contain('application/problem+json')
    const body = (await res.json()) as Record<string, unknown>
    expect(body).to.include({ status: 404, code: 'not_found' })
    expect(body.request_id).to.equal(res.headers.get('x-request-id'))
  })
})
