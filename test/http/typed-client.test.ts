import { readFileSync } from 'node:fs'
import { expect } from 'chai'
import { createLedgerlineClient } from '../../clients/typescript/index.js'
import { startTestApp, type TestApp } from '../support/test-app.js'
import { newUser } from '../support/tokens.js'

describe('the typed client (clients/typescript) against the real service', () => {
  let app: TestApp
  before(async () => {
    app = await startTestApp()
  })
  after(async () => app.close())

  it('is generated from the document the service serves (no drift)', async () => {
    const served = await (await app.fetch('/openapi.json')).json()
    const committed = JSON.parse(readFileSync('clients/typescript/openapi.json', 'utf8')) as unknown
    expect(served, 'regenerate with: node --import tsx scripts/generate-client.ts').to.deep.equal(committed)
  })

  it('is the npm package @ledgerline/client, its version the served API version, built to dist/ with types', async () => {
    const served = (await (await app.fetch('/openapi.json')).json()) as { info: { version: string } }
    const manifest = JSON.parse(readFileSync('clients/typescript/package.json', 'utf8')) as Record<
      string,
      unknown
    >
    const build = JSON.parse(readFileSync('clients/typescript/tsconfig.json', 'utf8')) as {
      compilerOptions: { outDir: string; declaration: boolean }
    }
    expect(manifest).to.include({
      name: '@ledgerline/client',
      version: served.info.version,
      types: `./${build.compilerOptions.outDir}/index.d.ts`,
      main: `./${build.compilerOptions.outDir}/index.js`,
    })
    expect(build.compilerOptions.declaration).to.equal(true)
    expect(manifest.files).to.include.members([build.compilerOptions.outDir, 'openapi.json'])
    expect(manifest.dependencies).to.have.property('openapi-fetch')
    // The whole round (npm pack, an app installing the tarball, tsc) is CI's scripts/check-client-package.ts.
  })

  it('creates, lists with a cursor, gets with an ETag, patches with If-Match, and reads a problem', async () => {
    const user = newUser()
    const api = createLedgerlineClient({ baseUrl: app.baseUrl, token: user.token })

    const ids: string[] = []
    for (const name of ['First', 'Second', 'Third']) {
      const { data, error, response } = await api.POST('/accounts', {
        body: { name, type: 'checking', currency: 'USD', balance: '10.00' },
      })
      expect(error).to.equal(undefined)
      expect(response.status).to.equal(201)
      ids.push(data!.id) // typed: data is an Account
    }

    const firstPage = await api.GET('/accounts', { params: { query: { limit: 2 } } })
    expect(firstPage.data!.map((a) => a.name)).to.deep.equal(['Third', 'Second'])
    const cursor = firstPage.response.headers.get('x-next-cursor')!
    const secondPage = await api.GET('/accounts', { params: { query: { limit: 2, cursor } } })
    expect(secondPage.data!.map((a) => a.name)).to.deep.equal(['First'])

    const got = await api.GET('/accounts/{id}', { params: { path: { id: ids[0]! } } })
    const etag = got.response.headers.get('etag')!
    expect(etag).to.equal('"v1"')
    expect(got.data!.balance).to.equal('10.00')

    const patched = await api.PATCH('/accounts/{id}', {
      params: { path: { id: ids[0]! }, header: { 'If-Match': etag } },
      body: { name: 'Renamed' },
    })
    expect(patched.data!.name).to.equal('Renamed')
    expect(patched.data!.version).to.equal(2)

    const stale = await api.PATCH('/accounts/{id}', {
      params: { path: { id: ids[0]! }, header: { 'If-Match': etag } },
      body: { name: 'Again' },
    })
    expect(stale.data).to.equal(undefined)
    expect(stale.error).to.include({ status: 412, code: 'precondition_failed' }) // typed: a Problem

    const invalid = await api.POST('/accounts', {
      body: { name: 'Bad', type: 'checking', currency: 'USD', balance: 'lots' },
    })
    expect(invalid.response.status).to.equal(422)
    expect(invalid.error!.errors![0]!.pointer).to.equal('/balance')
  })
})
