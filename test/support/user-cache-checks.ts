import { expect } from 'chai'
import { transactionBody } from './ledger-fixtures.js'
import { jsonInit, type TestApp } from './test-app.js'
import type { newUser } from './tokens.js'

type User = ReturnType<typeof newUser>
type Json = Record<string, unknown>

/**
 * What the per-user caches of categories and rules must never hide (docs/scale-out.md "Per-user
 * caches"): every write through `writer` is seen by the transaction writes and GET /categories of
 * `reader` (the same instance, or another one sharing Postgres and Redis). `seen` waits for a
 * condition: at once on one instance, for at most a moment across instances (far below the TTL,
 * so what it proves is the invalidation, not the expiry).
 */
export function userCacheChecks(writer: () => TestApp, reader: () => TestApp, seen: Seen) {
  const call = async (app: TestApp, user: User, method: string, path: string, body?: unknown) => {
    const res = await app.fetch(path, jsonInit(method, body, user.auth))
    const text = await res.text()
    return { status: res.status, body: (text ? JSON.parse(text) : null) as Json }
  }
  /** A new transaction through the reader, as categorisation leaves it. */
  const post = async (user: User, extra: Json = {}) => {
    const res = await call(
      reader(),
      user,
      'POST',
      '/transactions/',
      transactionBody({ category: null, ...extra }),
    )
    return res
  }
  const categoryOfNew = async (user: User) => {
    const res = await post(user)
    expect(res.status, JSON.stringify(res.body)).to.equal(201)
    return { category: res.body.category, source: res.body.category_source }
  }
  const names = async (user: User) =>
    ((await call(reader(), user, 'GET', '/categories')).body as unknown as Json[]).map((c) => c.name)

  return {
    async rules(user: User) {
      // Warm: the reader has read the (empty) rules and the categories.
      expect(await categoryOfNew(user)).to.deep.equal({ category: null, source: 'none' })
      expect(await categoryOfNew(user)).to.deep.equal({ category: null, source: 'none' })
      const rule = await call(writer(), user, 'POST', '/rules', {
        conditions: [{ field: 'merchant', op: 'contains', value: 'bottle' }],
        actions: { category: 'coffee' },
      })
      expect(rule.status, JSON.stringify(rule.body)).to.equal(201)
      await seen(async () => (await categoryOfNew(user)).source === 'rule')
      const id = rule.body.id as string
      expect((await call(writer(), user, 'PATCH', `/rules/${id}`, { enabled: false })).status).to.equal(200)
      await seen(async () => (await categoryOfNew(user)).source === 'none')
      expect((await call(writer(), user, 'PATCH', `/rules/${id}`, { enabled: true })).status).to.equal(200)
      await seen(async () => (await categoryOfNew(user)).source === 'rule')
      // A rule names its category by id: a rename shows under the new name at once.
      const coffee = ((await call(writer(), user, 'GET', '/categories')).body as unknown as Json[]).find(
        (c) => c.name === 'coffee',
      )!
      const renamed = await call(writer(), user, 'PATCH', `/categories/${coffee.id as string}`, {
        name: 'cafe',
      })
      expect(renamed.status).to.equal(200)
      await seen(async () => (await categoryOfNew(user)).category === 'cafe')
      expect((await call(writer(), user, 'DELETE', `/rules/${id}`)).status).to.equal(204)
      await seen(async () => (await categoryOfNew(user)).source === 'none')
    },

    async categories(user: User) {
      // A name the reader's list does not hold is made as written; one it holds (even a stale
      // one) is answered as the list spells it: the spelling shows which list the reader used.
      const spelled = async (category: string) => {
        const res = await post(user, { category })
        expect(res.status, JSON.stringify(res.body)).to.equal(201)
        return res.body.category
      }
      expect(await names(user)).to.not.include('Pets')
      const pets = await call(writer(), user, 'POST', '/categories', { name: 'Pets' })
      expect(pets.status, JSON.stringify(pets.body)).to.equal(201)
      await seen(async () => (await names(user)).includes('Pets'))
      await seen(async () => (await spelled('PETS')) === 'Pets')
      const id = pets.body.id as string
      expect((await call(writer(), user, 'PATCH', `/categories/${id}`, { name: 'animals' })).status).to.equal(
        200,
      )
      await seen(async () => (await spelled('PETS')) === 'PETS')
      expect(await spelled('ANIMALS')).to.equal('animals')
      const deleted = await call(
        writer(),
        user,
        'DELETE',
        `/categories/${id}?reassign_to=${await idOf(user, 'other income')}`,
      )
      expect(deleted.status, JSON.stringify(deleted.body)).to.equal(204)
      await seen(async () => !(await names(user)).includes('animals'))
      await seen(async () => (await spelled('Animals')) === 'Animals')
    },

    async merchantChoices(user: User) {
      const bakery = { merchant: 'Tartine Bakery' }
      const learned = async () => {
        const res = await post(user, bakery)
        expect(res.status, JSON.stringify(res.body)).to.equal(201)
        return { category: res.body.category, source: res.body.category_source }
      }
      // The reader now knows the merchant was never chosen.
      expect(await learned()).to.deep.equal({ category: null, source: 'none' })
      const chosen = await call(
        writer(),
        user,
        'POST',
        '/transactions/',
        transactionBody({ ...bakery, category: 'dining' }),
      )
      expect(chosen.status).to.equal(201)
      await seen(async () => (await learned()).category === 'dining')
      // A correction: the latest choice wins, on the reader too.
      const id = chosen.body.id as string
      expect(
        (await call(writer(), user, 'PATCH', `/transactions/${id}`, { category: 'coffee' })).status,
      ).to.equal(200)
      await seen(async () => (await learned()).category === 'coffee')
      expect((await learned()).source).to.equal('learned')
    },

    async budgets(user: User) {
      const spend = async (amount: string) => {
        const res = await post(user, { amount, category: 'coffee', occurred_at: '2026-11-10T08:00:00Z' })
        expect(res.status, JSON.stringify(res.body)).to.equal(201)
      }
      const alerts = async () => {
        const feed = await call(reader(), user, 'GET', '/notifications/?limit=100')
        return (feed.body as unknown as Json[]).filter((n) => n.kind === 'budget_alert')
      }
      await spend('1.00') // the reader now knows the month has no budget
      const budget = await call(writer(), user, 'PUT', '/budgets/2026-11', {
        categories: [{ category: 'coffee', amount: '10.00', rollover: false }],
      })
      expect(budget.status, JSON.stringify(budget.body)).to.equal(200)
      // The reader's next write that crosses 80 % is checked: the budget is no longer unknown to it.
      await seen(async () => {
        await spend('8.00')
        return (await alerts()).length > 0
      })
      expect((await call(writer(), user, 'DELETE', '/budgets/2026-11')).status).to.equal(204)
    },

    async erasure(user: User) {
      const rule = await call(writer(), user, 'POST', '/rules', {
        conditions: [{ field: 'merchant', op: 'contains', value: 'bottle' }],
        actions: { category: 'coffee' },
      })
      expect(rule.status).to.equal(201)
      expect((await call(writer(), user, 'POST', '/categories', { name: 'pets' })).status).to.equal(201)
      await seen(async () => (await categoryOfNew(user)).source === 'rule')
      await seen(async () => (await names(user)).includes('pets'))
      expect((await call(writer(), user, 'DELETE', '/me')).status).to.equal(204)
      // Nothing of the erased user's survives in a cache: no rule applies, no category is left. An
      // instance the erasure's message has not reached yet answers a write 401 (the user's row is
      // gone) and forgets the token, so the client's next request starts the new, empty user.
      await seen(async () => {
        const res = await post(user)
        if (res.status === 401) return false
        expect(res.status, JSON.stringify(res.body)).to.equal(201)
        return res.body.category_source === 'none'
      })
      await seen(async () => !(await names(user)).includes('pets'))
    },
  }

  async function idOf(user: User, name: string): Promise<string> {
    const items = (await call(writer(), user, 'GET', '/categories')).body as unknown as Json[]
    return items.find((c) => c.name === name)!.id as string
  }
}

export type Seen = (condition: () => Promise<boolean>) => Promise<void>

/** One instance: a write is seen by the next request, at once. */
export const seenAtOnce: Seen = async (condition) => {
  expect(await condition(), 'seen by the next request').to.equal(true)
}

/** Across instances: seen within `withinMs` (the invalidation's delivery), far below the cache's TTL. */
export const seenWithin =
  (withinMs: number): Seen =>
  async (condition) => {
    const until = Date.now() + withinMs
    while (!(await condition())) {
      if (Date.now() > until) expect.fail(`not seen within ${withinMs} ms`)
      await new Promise((r) => setTimeout(r, 20))
    }
  }
