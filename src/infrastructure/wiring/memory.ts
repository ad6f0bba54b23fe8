import { asFunction, asValue } from 'awilix'
import type { ActivityReader } from '../../application/ports/activity-reader.js'
import type { Embedder } from '../../application/ports/embedder.js'
import type { JobQueue } from '../../application/ports/job-queue.js'
import type { MemoryStore } from '../../application/ports/memory-store.js'
import type { UserRepository } from '../../application/ports/user-repository.js'
import { IngestMemory } from '../../application/use-cases/memory/ingest-memory.js'
import { PlanIngestion } from '../../application/use-cases/memory/plan-ingestion.js'
import { RecallMemories } from '../../application/use-cases/memory/recall-memories.js'
import type { MemoryHttpCradle } from '../../adapters/http/memory/memory-http-cradle.js'
import type { JobDefinition } from '../../adapters/jobs/job-definition.js'
import { ingestPageJob, planIngestionJob } from '../../adapters/jobs/memory.jobs.js'
import { KyselyActivityReader } from '../../adapters/postgres/kysely-activity-reader.js'
import { KyselyMemoryStore } from '../../adapters/postgres/kysely-memory-store.js'
import { defineArea, singletonsOf } from './area.js'
import type { FoundationCradle } from './foundation.js'

export interface MemoryCradle extends MemoryHttpCradle {
  memoryStore: MemoryStore
  activityReader: ActivityReader
  ingestionPolicy: { readonly pageSize: number; readonly embedBatchSize: number }
  planIngestion: PlanIngestion
  recallMemories: RecallMemories
  /** This area's contribution to the scheduler (wiring/scheduler.ts collects it). */
  memoryJobs: readonly JobDefinition[]
}

interface MemoryNeeds extends Pick<FoundationCradle, 'db' | 'clock' | 'log'> {
  /** The embedding area's client (HttpEmbedder, or DisabledEmbedder). */
  embedder: Embedder
  users: UserRepository
  jobQueue: JobQueue
}

type Reads = MemoryCradle & MemoryNeeds
const singleton = singletonsOf<Reads>()

/** Users per page job: small enough to spread a run over every worker, big enough for few queries. */
const PAGE_SIZE = 250
/** Page jobs one instance runs at once (the CPU goes to summaries; the embedding server is the bottleneck). */
const PAGE_CONCURRENCY = 2

/** The AI memory: user_embeddings, ingestion (scheduled and manual) and recall for the advisor. */
export const memoryArea = defineArea<MemoryCradle, MemoryNeeds>('memory', ({ config }) => ({
  memoryStore: singleton(KyselyMemoryStore),
  activityReader: singleton(KyselyActivityReader),
  ingestionPolicy: asValue({ pageSize: PAGE_SIZE, embedBatchSize: config.embedding.batchSize }),
  planIngestion: singleton(PlanIngestion),
  ingestMemory: singleton(IngestMemory),
  recallMemories: singleton(RecallMemories),
  memoryJobs: asFunction((c: Reads): readonly JobDefinition[] => [
    planIngestionJob('daily', c),
    planIngestionJob('weekly', c),
    planIngestionJob('monthly', c),
    ingestPageJob(c, { concurrency: PAGE_CONCURRENCY }),
  ]).singleton(),
}))
