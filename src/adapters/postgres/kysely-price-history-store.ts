import type { Kysely } from 'kysely'
import type { IsoDate } from '../../domain/portfolio/calendar.js'
import type { DailyClose } from '../../domain/portfolio/daily-closes.js'
import { instrumentKey, type Instrument } from '../../domain/portfolio/instrument.js'
import type { FetchRecord, PriceHistoryStore } from '../../application/ports/price-history-store.js'
import type { UnitOfWork } from '../../application/ports/unit-of-work.js'
import type { Database } from './schema.js'

/** Rows per INSERT: 4 parameters each, well under Postgres's 65,535. */
const CHUNK = 5000

export class KyselyPriceHistoryStore implements PriceHistoryStore {
  readonly #db: Kysely<Database>
  readonly #unitOfWork: UnitOfWork
  constructor({ db, unitOfWork }: { db: Kysely<Database>; unitOfWork: UnitOfWork }) {
    this.#db = db
    this.#unitOfWork = unitOfWork
  }

  async fetchRecords(instruments: readonly Instrument[]): Promise<ReadonlyMap<string, FetchRecord>> {
    const out = new Map<string, FetchRecord>()
    if (instruments.length === 0) return out
    const rows = await this.#db
      .selectFrom('price_history_fetches')
      .selectAll()
      .where((eb) =>
        eb.or(instruments.map((i) => eb.and([eb('provider', '=', i.provider), eb('symbol', '=', i.symbol)]))),
      )
      .execute()
    for (const r of rows) {
      out.set(instrumentKey({ provider: r.provider as Instrument['provider'], symbol: r.symbol }), {
        coveredFrom: r.covered_from as IsoDate,
        fetchedOn: r.fetched_on as IsoDate,
        known: r.known,
      })
    }
    return out
  }

  async save(instrument: Instrument, closes: readonly DailyClose[], record: FetchRecord): Promise<void> {
    await this.#unitOfWork.run(async () => {
      for (let i = 0; i < closes.length; i += CHUNK) {
        await this.#db
          .insertInto('price_history')
          .values(
            closes.slice(i, i + CHUNK).map((c) => ({
              provider: instrument.provider,
              symbol: instrument.symbol,
              date: c.date,
              close: String(c.close),
            })),
          )
          .onConflict((oc) =>
            oc
              .columns(['provider', 'symbol', 'date'])
              .doUpdateSet((eb) => ({ close: eb.ref('excluded.close') })),
          )
          .execute()
      }
      await this.#db
        .insertInto('price_history_fetches')
        .values({
          provider: instrument.provider,
          symbol: instrument.symbol,
          covered_from: record.coveredFrom,
          fetched_on: record.fetchedOn,
          known: record.known,
        })
        .onConflict((oc) =>
          oc.columns(['provider', 'symbol']).doUpdateSet({
            covered_from: record.coveredFrom,
            fetched_on: record.fetchedOn,
            known: record.known,
          }),
        )
        .execute()
    })
  }

  async closes(instruments: readonly Instrument[]): Promise<ReadonlyMap<string, DailyClose[]>> {
    const out = new Map<string, DailyClose[]>(instruments.map((i) => [instrumentKey(i), []]))
    if (instruments.length === 0) return out
    const rows = await this.#db
      .selectFrom('price_history')
      .select(['provider', 'symbol', 'date', 'close'])
      .where((eb) =>
        eb.or(instruments.map((i) => eb.and([eb('provider', '=', i.provider), eb('symbol', '=', i.symbol)]))),
      )
      .orderBy('date')
      .execute()
    for (const r of rows) {
      out.get(`${r.provider}:${r.symbol}`)?.push({ date: r.date as IsoDate, close: Number(r.close) })
    }
    return out
  }
}
