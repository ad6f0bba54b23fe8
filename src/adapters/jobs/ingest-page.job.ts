import { isMemoryPeriod } from '../../domain/memory/memory.js'
import type { IngestMemory } from '../../application/use-cases/memory/ingest-memory.js'
import type { IngestionPage } from '../../application/use-cases/memory/ingestion-page.js'
import type { JobDefinition } from './job-definition.js'
import { MEMORY_INGEST_PAGE } from './job-names.js'

/**
 * One page of users for one period. Per-user failures are reported by the use case and do not
 * fail the job; a failure of the whole page (the database) fails it, and Agenda records it.
 * A rerun of a page only rewrites the same rows (upsert on user, period, period start).
 */
export function ingestPageJob(
  deps: { ingestMemory: IngestMemory },
  options: { concurrency: number },
): JobDefinition<IngestionPage> {
  return {
    name: MEMORY_INGEST_PAGE,
    concurrency: options.concurrency,
    lockLifetimeMs: 15 * 60_000,
    // 40 rows a day per 10,000 users would pile up otherwise; failed pages stay.
    removeOnComplete: true,
    async run(data) {
      if (!isMemoryPeriod(data.period) || !Array.isArray(data.userIds))
        throw new Error('malformed ingestion page payload')
      await deps.ingestMemory.execute({
        userIds: data.userIds,
        periods: [data.period],
        at: new Date(data.at),
      })
    },
  }
}
