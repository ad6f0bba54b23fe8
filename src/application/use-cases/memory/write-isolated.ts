import type { MemoryDraft } from '../../../domain/memory/memory.js'
import type { Log } from '../../ports/log.js'
import type { MemoryStore } from '../../ports/memory-store.js'

/** Rows per upsert statement: few round trips, statements of a few hundred kilobytes. */
const CHUNK = 500

/**
 * Upserts in bulk; when a chunk fails, retries its rows one by one so that one bad row (one
 * user) fails alone. Returns the drafts that could not be written (thrown instead when strict).
 */
export async function writeIsolated(
  store: MemoryStore,
  drafts: readonly MemoryDraft[],
  strict: boolean,
  log: Log,
): Promise<Set<MemoryDraft>> {
  const failed = new Set<MemoryDraft>()
  for (let i = 0; i < drafts.length; i += CHUNK) {
    const chunk = drafts.slice(i, i + CHUNK)
    try {
      await store.upsertMany(chunk)
    } catch (error) {
      if (strict) throw error
      log.warn({ err: error, rows: chunk.length }, 'bulk memory upsert failed; retrying row by row')
      for (const draft of chunk) {
        try {
          await store.upsertMany([draft])
        } catch (rowError) {
          log.error(
            { err: rowError, userId: draft.userId, period: draft.period },
            'memory upsert failed; the other users go on',
          )
          failed.add(draft)
        }
      }
    }
  }
  return failed
}
