import { asFunction, asValue, type AwilixContainer } from 'awilix'
import type { ActivityReader } from '../../application/ports/activity-reader.js'
import type { Embedder } from '../../application/ports/embedder.js'
import type { MemoryStore } from '../../application/ports/memory-store.js'
import { IngestMemory } from '../../application/use-cases/memory/ingest-memory.js'
import { PlanIngestion } from '../../application/use-cases/memory/plan-ingestion.js'
import { RecallMemories } from '../../application/use-cases/memory/recall-memories.js'
import { ingestPageJob } from '../../adapters/jobs/ingest-page.job.js'
import type { JobDefinition } from '../../adapters/jobs/job-definition.js'
import { planIngestionJob } from '../../adapters/jobs/plan-ingestion.job.js'
import { KyselyActivityReader } from '../../adapters/postgres/kysely-activity-reader.js'
import { KyselyMemoryStore } from '../../adapters/postgres/kysely-memory-store.js'
import type { Config } from '../config/config.js'
import type { Cradle } from '../container.js'

export interface MemoryCradle {
  /** Registered by the embedding area (HttpEmbedder); the memory area only consumes it. */
  embedder: Embedder
  memoryStore: MemoryStore
  activityReader: ActivityReader
  ingestionPolicy: { readonly pageSize: number; readonly embedBatchSize: number }
  planIngestion: PlanIngestion
  ingestMemory: IngestMemory
  recallMemories: RecallMemories
  /** This area's contribution to the scheduler (wiring/scheduler.ts collects it). */
  memoryJobs: readonly JobDefinition[]
}

/** Users per page job: small enough to spread a run over every worker, big enough for few queries. */
const PAGE_SIZE = 250
/** Page jobs one instance runs at once (the CPU goes to summaries; the embedding server is the bottleneck). */
const PAGE_CONCURRENCY = 2

/** The AI memory: user_embeddings, ingestion (scheduled and manual) and recall for the advisor. */
export function registerMemory(container: AwilixContainer<Cradle>, config: Config): void {
  container.register({
    memoryStore: asFunction((c: Cradle) => new KyselyMemoryStore(c)).singleton(),
    activityReader: asFunction((c: Cradle) => new KyselyActivityReader(c)).singleton(),
    ingestionPolicy: asValue({ pageSize: PAGE_SIZE, embedBatchSize: config.embedding.batchSize }),
    planIngestion: asFunction((c: Cradle) => new PlanIngestion(c)).singleton(),
    ingestMemory: asFunction((c: Cradle) => new IngestMemory(c)).singleton(),
    recallMemories: asFunction((c: Cradle) => new RecallMemories(c)).singleton(),
    memoryJobs: asFunction((c: Cradle): readonly JobDefinition[] => [
      planIngestionJob('daily', c),
      planIngestionJob('weekly', c),
      planIngestionJob('monthly', c),
      ingestPageJob(c, { concurrency: PAGE_CONCURRENCY }),
    ]).singleton(),
  })
}
