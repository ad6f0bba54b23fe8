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
    expect(Object.keys(body.checks)).to.have.members([
      'database',
      'embedding',
      'llm',
      'push',
      'scheduler',
      'redis',
    ])
    expect(body.checks.redis).to.equal('disabled')
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
    expect(doc.paths).to.have.property('/transactions') // documented without the trailing slash
    expect(doc.paths).to.not.have.property('/transactions/')
    expect(doc.paths['/transactions/{id}']).to.have.keys(['get', 'patch', 'put', 'delete'])
    expect(doc.paths['/health']).to.have.property('get')
    expect((await app.fetch('/transactions', { redirect: 'manual' })).status).to.equal(401) // both forms served
  })

  it('is a document a generator turns into good types: named schemas, operationIds, documented errors', async () => {
    type Op = {
      operationId: string
      responses: Record<
        string,
        { content?: Record<string, { schema: { $ref?: string; items?: { $ref?: string } } }> }
      >
      security: unknown[]
    }
    const doc = (await (await app.fetch('/openapi.json')).json()) as {
      info: { description: string }
      servers: unknown[]
      paths: Record<string, Record<string, Op>>
      components: { schemas: Record<string, unknown> }
    }
    const ops = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ path, method, op })),
    )
    const ids = ops.map((o) => o.op.operationId)
    expect(new Set(ids).size, 'operationIds are unique').to.equal(ids.length)
    expect(ids).to.include.members([
      'listAccounts',
      'createAccount',
      'getAccount',
      'updateAccount',
      'replaceAccount',
      'deleteAccount',
      'listTransactions',
      'getStockQuote',
      'askAdvisor',
      'streamAdvisor',
      'getMe',
      'getMetrics',
    ])
    for (const id of ids) expect(id, id).to.match(/^[a-z][A-Za-z]+$/)
    expect(doc.components.schemas).to.include.keys([
      'Problem',
      'Account',
      'AccountDraft',
      'AccountPatch',
      'Transaction',
      'TransactionDraft',
      'Holding',
      'HoldingValuation',
      'Quote',
      'CryptoPrice',
      'ForexRate',
      'Notification',
      'Device',
      'Newsletter',
      'Insight',
      'User',
      'AdvisorAnswer',
      'ParsedBill',
      'ParsedNotification',
    ])
    // Resources are referenced, not inlined: one type each.
    expect(
      doc.paths['/accounts/{id}']!.get!.responses['200']!.content!['application/json']!.schema.$ref,
    ).to.equal('#/components/schemas/Account')
    expect(
      doc.paths['/accounts']!.get!.responses['200']!.content!['application/json']!.schema.items!.$ref,
    ).to.equal('#/components/schemas/Account')
    // Every error response is problem+json, and every operation documents the 4xx it can answer.
    for (const { path, method, op } of ops) {
      for (const [status, response] of Object.entries(op.responses)) {
        // /ready's 503 is its own report (which dependency is down), not a problem.
        if ((status === 'default' || Number(status) >= 400) && !(path === '/ready' && status === '503'))
          expect(
            response.content?.['application/problem+json']?.schema.$ref,
            `${method} ${path} ${status}`,
          ).to.equal('#/components/schemas/Problem')
      }
      if (op.security.length > 0) expect(op.responses, `${method} ${path}`).to.include.keys(['401', '503'])
    }
    expect(doc.paths['/accounts/{id}']!.patch!.responses).to.include.keys(['400', '401', '404', '412', '422'])
    expect(doc.paths['/accounts']!.post!.responses).to.include.keys(['409', '413', '415', '422'])
    expect(doc.paths['/ai/ask']!.post!.responses).to.include.keys(['429'])
    expect(doc.paths['/ai/parse-bill']!.post).to.have.nested.property(
      'requestBody.content.multipart/form-data',
    )
    expect(doc.servers).to.have.length(1)
    expect(doc.info.description)
      .to.contain('Idempotency-Key')
      .and.contain('If-None-Match')
      .and.contain('problem+json')
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
    expect(param('/transactions', 'get', 'account_id')).to.equal('uuid')
    expect(param('/holdings', 'get', 'account_id')).to.equal('uuid')
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
