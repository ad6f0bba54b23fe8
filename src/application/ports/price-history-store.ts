import type { IsoDate } from '../../domain/portfolio/calendar.js'
import type { DailyClose } from '../../domain/portfolio/daily-closes.js'
import type { Instrument } from '../../domain/portfolio/instrument.js'

/** What was asked of the provider for one series. */
export interface FetchRecord {
  /** The first day the fetched window covered. */
  readonly coveredFrom: IsoDate
  /** The day of the last fetch (a series is topped up at most once a day). */
  readonly fetchedOn: IsoDate
  /** False when the provider did not know the symbol. */
  readonly known: boolean
}

/**
 * Daily closes and exchange rates shared by every user (price_history): stored once, read by
 * everyone. Keys are instrumentKey(instrument).
 */
export interface PriceHistoryStore {
  fetchRecords(instruments: readonly Instrument[]): Promise<ReadonlyMap<string, FetchRecord>>
  /** Upserts the closes (a re-fetched day is replaced) and records the fetch, in one transaction. */
  save(instrument: Instrument, closes: readonly DailyClose[], record: FetchRecord): Promise<void>
  /** The stored closes of each instrument, oldest first; an instrument with none maps to []. */
  closes(instruments: readonly Instrument[]): Promise<ReadonlyMap<string, DailyClose[]>>
}
