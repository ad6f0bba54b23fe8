import type { FetchRecord, PriceHistoryStore } from '../../src/application/ports/price-history-store.js'
import type { DailyClose } from '../../src/domain/portfolio/daily-closes.js'
import { instrumentKey, type Instrument } from '../../src/domain/portfolio/instrument.js'

/** price_history in memory: closes by instrument key and date, and the fetch records. */
export class InMemoryPriceHistoryStore implements PriceHistoryStore {
  readonly closesByKey = new Map<string, Map<string, number>>()
  readonly records = new Map<string, FetchRecord>()

  async fetchRecords(instruments: readonly Instrument[]): Promise<ReadonlyMap<string, FetchRecord>> {
    return new Map(
      instruments.flatMap((i) => {
        const r = this.records.get(instrumentKey(i))
        return r ? [[instrumentKey(i), r] as const] : []
      }),
    )
  }

  async save(instrument: Instrument, closes: readonly DailyClose[], record: FetchRecord): Promise<void> {
    const key = instrumentKey(instrument)
    const stored = this.closesByKey.get(key) ?? new Map<string, number>()
    for (const c of closes) stored.set(c.date, c.close)
    this.closesByKey.set(key, stored)
    this.records.set(key, record)
  }

  async closes(instruments: readonly Instrument[]): Promise<ReadonlyMap<string, DailyClose[]>> {
    return new Map(
      instruments.map((i) => {
        const stored = this.closesByKey.get(instrumentKey(i)) ?? new Map<string, number>()
        const list = [...stored]
          .map(([date, close]) => ({ date: date as DailyClose['date'], close }))
          .sort((a, b) => (a.date < b.date ? -1 : 1))
        return [instrumentKey(i), list] as const
      }),
    )
  }
}
