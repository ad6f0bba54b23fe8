import { expect } from 'chai'
import type { CurrencyCode } from '../../src/domain/money.js'
import { CachedUserRepository } from '../../src/adapters/cache/cached-user-repository.js'
import { InMemoryUserRepository } from '../fakes/in-memory-user-repository.js'

/** Counts the reads that reach the table. */
class CountingUsers extends InMemoryUserRepository {
  reads = 0
  override async get(userId: string) {
    this.reads += 1
    return super.get(userId)
  }
}

describe('CachedUserRepository: the user row for hot paths', () => {
  const EUR = 'EUR' as CurrencyCode

  it('recent reads the table once per TTL and creates the row on first sight', async () => {
    const table = new CountingUsers()
    const users = new CachedUserRepository(table, { ttlMs: 60_000, maxEntries: 10 })
    const first = await users.recent('u1')
    expect(first).to.include({ id: 'u1', baseCurrency: 'USD' })
    expect(table.rows.has('u1')).to.equal(true)
    expect(await users.recent('u1')).to.equal(first)
    expect(table.reads).to.equal(1)
  })

  it('an update or ensure through it drops the cached row; get always reads the table', async () => {
    const table = new CountingUsers()
    const users = new CachedUserRepository(table, { ttlMs: 60_000, maxEntries: 10 })
    await users.recent('u1')
    await users.update('u1', { baseCurrency: EUR })
    expect((await users.recent('u1')).baseCurrency).to.equal('EUR')
    await table.update('u1', { baseCurrency: 'GBP' as CurrencyCode }) // another instance's write
    expect((await users.recent('u1')).baseCurrency).to.equal('EUR') // within the TTL: the cached row
    expect((await users.get('u1'))?.baseCurrency).to.equal('GBP')
    expect((await users.recent('u1')).baseCurrency).to.equal('GBP') // get refreshed it
  })

  it('a row read while a write was under way is not kept (it may predate the write)', async () => {
    const table = new InMemoryUserRepository([{ id: 'u1' }])
    let finishRead = () => {}
    const slow = Object.assign(Object.create(table) as InMemoryUserRepository, {
      get: async (id: string) => {
        const row = await table.get(id)
        await new Promise<void>((resolve) => (finishRead = resolve))
        return row
      },
    })
    const users = new CachedUserRepository(slow, { ttlMs: 60_000, maxEntries: 10 })
    const stale = users.recent('u1')
    await new Promise((r) => setImmediate(r))
    await users.update('u1', { baseCurrency: EUR })
    finishRead()
    expect((await stale).baseCurrency).to.equal('USD') // the read in flight answers what it read
    const next = users.recent('u1')
    await new Promise((r) => setImmediate(r))
    finishRead()
    expect((await next).baseCurrency).to.equal('EUR') // but did not keep it
  })

  it('expires after the TTL', async () => {
    const table = new CountingUsers([{ id: 'u1' }])
    const users = new CachedUserRepository(table, { ttlMs: 20, maxEntries: 10 })
    await users.recent('u1')
    await new Promise((r) => setTimeout(r, 40))
    await users.recent('u1')
    expect(table.reads).to.equal(2)
  })

  it('ensureAll keeps the rows it made, so a new user’s first recent reads nothing; not the ones that existed', async () => {
    const table = new CountingUsers([{ id: 'old' }])
    const users = new CachedUserRepository(table, { ttlMs: 60_000, maxEntries: 10 })
    const made = await users.ensureAll(['new', 'old'])
    expect(made.map((u) => u.id)).to.deep.equal(['new'])
    expect(await users.recent('new')).to.equal(made[0])
    expect(table.reads).to.equal(0)
    await users.recent('old')
    expect(table.reads).to.equal(1)
  })

  it('rows made while a write was under way are not kept', async () => {
    const table = new CountingUsers()
    let finishInsert = () => {}
    const slow = Object.assign(Object.create(table) as CountingUsers, {
      ensureAll: async (ids: readonly string[]) => {
        const made = await table.ensureAll(ids)
        await new Promise<void>((resolve) => (finishInsert = resolve))
        return made
      },
    })
    const users = new CachedUserRepository(slow, { ttlMs: 60_000, maxEntries: 10 })
    const inserting = users.ensureAll(['u1'])
    await new Promise((r) => setImmediate(r))
    await users.update('u1', { baseCurrency: EUR })
    finishInsert()
    await inserting
    expect((await users.recent('u1')).baseCurrency).to.equal('EUR') // the row the insert returned (USD) was not kept
  })
})
