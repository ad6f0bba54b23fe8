import { expect } from 'chai'
import type { PriceHistoryStore } from '../../src/application/ports/price-history-store.js'
import type { IsoDate } from '../../src/domain/portfolio/calendar.js'

const day = (s: string) => s as IsoDate

/** What PriceHistoryStore promises (application/ports/price-history-store.ts). */
export function describePriceHistoryStoreContract(make: () => Promise<PriceHistoryStore>) {
  // Unique symbols per test: price_history is shared by every test of the database.
  const instruments = () => {
    const symbol = `T${crypto.randomUUID().replaceAll('-', '').slice(0, 8).toUpperCase()}`
    return {
      stock: { provider: 'yahoo', symbol } as const,
      fx: { provider: 'fx', symbol: `${symbol.slice(0, 3)}/USD` } as const,
    }
  }

  it('stores closes once per day (a re-fetched day is replaced) with the fetch record, read oldest first', async () => {
    const store = await make()
    const { stock, fx } = instruments()
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
    expect(closes.get(`yahoo:${stock.symbol}`)).to.deep.equal([
      { date: '2026-11-20', close: 99.25 },
      { date: '2026-11-23', close: 101.75 },
    ])
    expect(closes.get(`fx:${fx.symbol}`)).to.deep.equal([])
    const records = await store.fetchRecords([stock, fx])
    expect(records.get(`yahoo:${stock.symbol}`)).to.deep.equal({ ...record, fetchedOn: '2026-11-25' })
    expect(records.has(`fx:${fx.symbol}`)).to.equal(false)
  })

  it('records an unknown symbol with no closes', async () => {
    const store = await make()
    const { fx } = instruments()
    await store.save(fx, [], { coveredFrom: day('2026-11-01'), fetchedOn: day('2026-11-25'), known: false })
    expect((await store.fetchRecords([fx])).get(`fx:${fx.symbol}`)).to.include({ known: false })
    expect((await store.closes([fx])).get(`fx:${fx.symbol}`)).to.deep.equal([])
  })

  it('keys each instrument by provider and symbol: the same symbol of two providers is two series', async () => {
    const store = await make()
    const { stock } = instruments()
    const other = { provider: 'coingecko', symbol: stock.symbol } as const
    await store.save(stock, [{ date: day('2026-11-20'), close: 1 }], {
      coveredFrom: day('2026-11-20'),
      fetchedOn: day('2026-11-20'),
      known: true,
    })
    const closes = await store.closes([stock, other])
    expect(closes.get(`yahoo:${stock.symbol}`)).to.have.length(1)
    expect(closes.get(`coingecko:${stock.symbol}`)).to.deep.equal([])
  })
}
