import { expect } from 'chai'
import type { Kysely } from 'kysely'
import type { PriceHistoryStore } from '../../src/application/ports/price-history-store.js'
import type { IsoDate } from '../../src/domain/portfolio/calendar.js'
import { KyselyPriceHistoryStore } from '../../src/adapters/postgres/kysely-price-history-store.js'
import { transactionScope } from '../../src/adapters/postgres/kysely-unit-of-work.js'
import type { Database } from '../../src/adapters/postgres/schema.js'
import { createKysely, createPool } from '../../src/infrastructure/database.js'
import { InMemoryPriceHistoryStore } from '../fakes/in-memory-price-history-store.js'
import { testDatabaseUrl } from '../support/test-database.js'

const day = (s: string) => s as IsoDate

/** The contract both stores keep (the fake is used by the use-case tests, the real one by the service). */
function priceHistoryContract(name: string, make: () => PriceHistoryStore) {
  describe(`PriceHistoryStore contract: ${name}`, () => {
    // Unique symbols per run: price_history is shared by every test of the database.
    const symbol = `T${Math.random().toString(36).slice(2, 8).toUpperCase()}`
    const stock = { provider: 'yahoo', symbol } as const
    const fx = { provider: 'fx', symbol: `${symbol.slice(0, 3)}/USD` } as const

    it('stores closes once per day (a re-fetched day is replaced) with the fetch record', async () => {
      const store = make()
      const record = { coveredFrom: day('2026-11-20'), fetchedOn: day('2026-11-24'), known: true }
      await store.save(
        stock,
        [
          { date: day('2026-11-23'), close: 101.5 },
          { date: day('2026-11-20'), close: 99.25 },
        ],
        record,
      )
      await store.save(stock, [{ date: day('2026-11-23'), close: 101.75 }], {
        ...record,
        fetchedOn: day('2026-11-25'),
      })
      const closes = await store.closes([stock, fx])
      expect(closes.get(`yahoo:${symbol}`)).to.deep.equal([
        { date: '2026-11-20', close: 99.25 },
        { date: '2026-11-23', close: 101.75 },
      ])
      expect(closes.get(`fx:${fx.symbol}`)).to.deep.equal([])
      const records = await store.fetchRecords([stock, fx])
      expect(records.get(`yahoo:${symbol}`)).to.deep.equal({ ...record, fetchedOn: '2026-11-25' })
      expect(records.has(`fx:${fx.symbol}`)).to.equal(false)
    })

    it('records an unknown symbol with no closes', async () => {
      const store = make()
      await store.save(fx, [], { coveredFrom: day('2026-11-01'), fetchedOn: day('2026-11-25'), known: false })
      expect((await store.fetchRecords([fx])).get(`fx:${fx.symbol}`)).to.include({ known: false })
      expect((await store.closes([fx])).get(`fx:${fx.symbol}`)).to.deep.equal([])
    })
  })
}

describe('price history storage', () => {
  let db: Kysely<Database>
  let real: KyselyPriceHistoryStore
  before(() => {
    const root = createKysely(createPool({ url: testDatabaseUrl(), poolMax: 2, statementTimeoutMs: 10_000 }))
    db = root
    real = new KyselyPriceHistoryStore(transactionScope(root))
  })
  after(async () => db.destroy())

  const memory = new InMemoryPriceHistoryStore()
  priceHistoryContract('in memory', () => memory)
  priceHistoryContract('Postgres (Kysely)', () => real)
})
