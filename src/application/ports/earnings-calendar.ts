import type { EarningsEvent } from '../../domain/market/market-data.js'

/**
 * The market-wide earnings calendar (Nasdaq behind it), one UTC day at a time.
 *
 * `day`: every report scheduled (or made) on `date` (YYYY-MM-DD), in the provider's order;
 * an empty array for a day without reports (weekends).
 * Throws UpstreamUnavailableError or UpstreamTimeoutError.
 */
export interface EarningsCalendar {
  day(date: string): Promise<readonly EarningsEvent[]>
}
