import { Router } from '@koa/router'
import { expect } from 'chai'
import { buildHttpApp } from '../../src/infrastructure/wiring/http.js'
import { startTestApp, type TestApp } from '../support/test-app.js'

/**
 * indexed-router.ts matches a request against the routes of its first path segment only: for
 * every route of the real app, in the forms a client may send it, the answer must be exactly the
 * one @koa/router's own walk over every route gives.
 */
describe('the indexed router matches as @koa/router does, testing fewer routes', () => {
  let app: TestApp
  before(async () => {
    app = await startTestApp()
  })
  after(async () => app.close())

  it('gives the same layers, in the same order, for every route, method and form of path', () => {
    const { api } = buildHttpApp(app.container, app.config)
    const walkAll = (path: string, method: string) => Router.prototype.match.call(api.router, path, method)
    const id = '00000000-0000-4000-8000-000000000000'
    const paths = new Set(['/', '', '/nowhere', '//health', '/health/x', '/HEALTH', '/Market/stock/AAPL'])
    for (const layer of api.router.stack) {
      const concrete = String(layer.path).replace(/:[A-Za-z_]+/g, id)
      for (const form of [concrete, concrete.replace(/\/$/, ''), `${concrete}/`, concrete.toUpperCase()])
        paths.add(form)
    }
    expect(paths.size).to.be.greaterThan(100)
    const names = (layers: readonly { path: unknown; methods: readonly string[] }[]) =>
      layers.map((l) => `${l.methods.join(',')} ${String(l.path)}`)
    for (const path of paths) {
      for (const method of ['GET', 'POST', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD']) {
        const ours = api.router.match(path, method)
        const theirs = walkAll(path, method)
        expect(names(ours.path), `${method} ${path}`).to.deep.equal(names(theirs.path))
        expect(names(ours.pathAndMethod), `${method} ${path}`).to.deep.equal(names(theirs.pathAndMethod))
        expect(ours.route, `${method} ${path}`).to.equal(theirs.route)
      }
    }
  })
})
