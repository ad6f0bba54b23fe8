import { DAY_MS } from '../calendar.js'
const HOUR_MS = 3_600_000

/** A first sync reaches this far back. */
export const FIRST_SYNC_DAYS = 90
/** Banks post late: each sync starts this long before the last successful one ended. */
export const OVERLAP_DAYS = 5
/** A pending transaction the bank stopped reporting is removed after this long. */
export const PENDING_EXPIRY_DAYS = 10
/** The longest wait between retries of a failing connection. */
const MAX_BACKOFF_MS = DAY_MS

/** The window of the next fetch: from the last successful sync less the overlap (or 90 days back), to now. */
export function syncWindow(lastSyncedAt: Date | null, now: Date): { from: Date; to: Date } {
  const from = lastSyncedAt
    ? new Date(lastSyncedAt.getTime() - OVERLAP_DAYS * DAY_MS)
    : new Date(now.getTime() - FIRST_SYNC_DAYS * DAY_MS)
  return { from, to: now }
}

/**
 * When to sync next: after a success, one interval later, moved by up to a tenth of it either way
 * so that connections made at the same moment do not all sync together; after failures, a
 * back-off that doubles from a quarter of the interval, capped at a day.
 */
export function nextSyncAt(now: Date, intervalHours: number, failures: number, random: number): Date {
  const interval = intervalHours * HOUR_MS
  const base = failures === 0 ? interval : Math.min(MAX_BACKOFF_MS, (interval / 4) * 2 ** (failures - 1))
  const jitter = (random * 2 - 1) * base * 0.1
  return new Date(now.getTime() + Math.round(base + jitter))
}
