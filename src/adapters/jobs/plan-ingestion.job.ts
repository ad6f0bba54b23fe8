import type { MemoryPeriod } from '../../domain/memory/memory.js'
import type { PlanIngestion } from '../../application/use-cases/memory/plan-ingestion.js'
import type { JobDefinition } from './job-definition.js'
import { MEMORY_INGEST_DAILY, MEMORY_INGEST_MONTHLY, MEMORY_INGEST_WEEKLY } from './job-names.js'

const NAMES: Record<MemoryPeriod, string> = {
  daily: MEMORY_INGEST_DAILY,
  weekly: MEMORY_INGEST_WEEKLY,
  monthly: MEMORY_INGEST_MONTHLY,
}

/** Optional payload: `at` (ISO) pins the occurrence's instant, e.g. to replay a missed day. */
export interface PlanIngestionJobData {
  readonly at?: string
}

/** The scheduled occurrence of one period: fans out into page jobs (see ingest-page.job.ts). */
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
