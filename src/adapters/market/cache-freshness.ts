import { AsyncLocalStorage } from 'node:async_hooks'

/** The earliest expiry of the cache entries an answer was built from (ms since the epoch). */
interface Freshness {
  expiresAt: number | undefined
}

const current = new AsyncLocalStorage<Freshness>()

/**
 * Runs `work` and reports until when its answer stays fresh: the earliest expiry of every cached
 * market value it read (undefined when it read none). HTTP turns it into `Cache-Control:
 * max-age`, so a client never keeps a price longer than the server would.
 */
export async function withFreshness(work: () => Promise<void>): Promise<number | undefined> {
  const freshness: Freshness = { expiresAt: undefined }
  await current.run(freshness, work)
  return freshness.expiresAt
}

/** Called by the caches for each entry served. Outside withFreshness it does nothing. */
export function noteExpiry(expiresAt: number): void {
  const freshness = current.getStore()
  if (freshness && (freshness.expiresAt === undefined || expiresAt < freshness.expiresAt))
    freshness.expiresAt = expiresAt
}
