import { isMemoryPeriod, type MemoryPeriod } from '../../domain/memory/memory.js'
import type { IngestMemory } from '../../application/use-cases/memory/ingest-memory.js'
import type { IngestionPage } from '../../application/use-cases/memory/ingestion-page.js'
import type { PlanIngestion } from '../../application/use-cases/memory/plan-ingestion.js'
import type { JobDefinition } from './job-definition.js'
import {
  MEMORY_INGEST_DAILY,
  MEMORY_INGEST_MONTHLY,
  MEMORY_INGEST_PAGE,
  MEMORY_INGEST_WEEKLY,
} from './memory.job-names.js'

const NAMES: Record<MemoryPeriod, string> = {
  daily: MEMORY_INGEST_DAILY,
  weekly: MEMORY_INGEST_WEEKLY,
  monthly: MEMORY_INGEST_MONTHLY,
}

/** Optional payload: `at` (ISO) pins the occurrence's instant, e.g. to replay a missed day. */
export interface PlanIngestionJobData {
  readonly at?: string
}

/** The scheduled occurrence of one period: fans out into page jobs (ingestPageJob below). */
export function planIngestionJob(
  period: MemoryPeriod,
  deps: { planIngestion: PlanIngestion },
): JobDefinition<PlanIngestionJobData> {
  return {
    name: NAMES[period],
    concurrency: 1,
    async run(data, context) {
      const at = data.at ? new Date(data.at) : context.dueAt
      await deps.planIngestion.execute({ period, at })
    },
  }
}

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
