import { expect } from 'chai'
import { jsonInit, startTestApp, type TestApp } from '../support/test-app.js'
import { LEDGER } from '../support/ledger-fixtures.js'
import { newUser } from '../support/tokens.js'

/** For every id-bearing route and method: user B on user A's object gets 404, and A's data is unchanged. */
describe("ledger: one user never reaches another user's objects", () => {
  let app: TestApp
  const alice = newUser()
  const bob = newUser()
  before(async () => {
    app = await startTestApp()
  })
  after(async () => app.close())

  for (const { collection, body, patch } of LEDGER) {
    describe(collection, () => {
      let id: string
      let original: Record<string, unknown>
      before(async () => {
        const res = await app.fetch(`${collection}/`, jsonInit('POST', body(), alice.auth))
        expect(res.status).to.equal(201)
        original = (await res.json()) as Record<string, unknown>
        id = original.id as string
      })

      const attempts: [string, RequestInit][] = [
        ['GET', jsonInit('GET', undefined, bob.auth)],
        ['PATCH', jsonInit('PATCH', patch, bob.auth)],
        ['PUT', jsonInit('PUT', body(), bob.auth)],
        ['DELETE', jsonInit('DELETE', undefined, bob.auth)],
      ]
      for (const [method, init] of attempts) {
        for (const slash of ['', '/']) {
          it(`${method} ${collection}/{id}${slash} as another user is 404 and changes nothing`, async () => {
            const res = await app.fetch(`${collection}/${id}${slash}`, init)
            expect(res.status).to.equal(404)
            expect(res.headers.get('content-type')).to.contain('application/problem+json')
            const still = await app.fetch(`${collection}/${id}`, jsonInit('GET', undefined, alice.auth))
            expect(still.status).to.equal(200)
            expect(await still.json()).to.deep.equal(original)
          })
        }
      }

      it(`lists only the caller's ${collection}`, async () => {
        const bobs = (await (
          await app.fetch(`${collection}/`, jsonInit('GET', undefined, bob.auth))
        ).json()) as unknown[]
        expect(bobs).to.deep.equal([])
        const alices = (await (
          await app.fetch(`${collection}`, jsonInit('GET', undefined, alice.auth))
        ).json()) as { id: string }[]
        expect(alices.map((x) => x.id)).to.include(id)
      })
    })
  }

  it("refuses another user's account_id on a transaction and a holding (422 with a pointer)", async () => {
    const account = (await (
      await app.fetch('/accounts/', jsonInit('POST', LEDGER[0].body(), alice.auth))
    ).json()) as { id: string }
    for (const { collection, body } of LEDGER.slice(1)) {
      const res = await app.fetch(
        `${collection}/`,
        jsonInit('POST', body({ account_id: account.id }), bob.auth),
      )
      expect(res.status).to.equal(422)
      const problem = (await res.json()) as { errors: { pointer: string }[] }
      expect(problem.errors.map((e) => e.pointer)).to.deep.equal(['/account_id'])
    }
  })

  it("refuses another user's account_id on a PATCH or PUT of one's own transaction or holding (422, not 404)", async () => {
    // Users of their own: the suites above expect Bob to have no transactions or holdings.
    const [carol, dave] = [newUser(), newUser()]
    const account = (await (
      await app.fetch('/accounts/', jsonInit('POST', LEDGER[0].body(), carol.auth))
    ).json()) as { id: string }
    for (const { collection, body } of LEDGER.slice(1)) {
      const own = (await (await app.fetch(`${collection}/`, jsonInit('POST', body(), dave.auth))).json()) as {
        id: string
      }
      for (const [method, sent] of [
        ['PATCH', { account_id: account.id }],
        ['PUT', body({ account_id: account.id })],
      ] as const) {
        const res = await app.fetch(`${collection}/${own.id}`, jsonInit(method, sent, dave.auth))
        expect(res.status, `${method} ${collection}`).to.equal(422)
        const problem = (await res.json()) as { errors: { pointer: string }[] }
        expect(problem.errors.map((e) => e.pointer)).to.deep.equal(['/account_id'])
      }
    }
  })
})
