import type { MemoryPeriod } from '../../../domain/memory/memory.js'
import type { Clock } from '../../ports/clock.js'
import type { Embedder } from '../../ports/embedder.js'
import type { JobQueue } from '../../ports/job-queue.js'
import type { Log } from '../../ports/log.js'
import type { UserRepository } from '../../ports/user-repository.js'
import { INGEST_PAGE_JOB, type IngestionPage } from './ingestion-page.js'

export interface PlanIngestionDeps {
  users: UserRepository
  embedder: Embedder
  jobQueue: JobQueue
  clock: Clock
  log: Log
  ingestionPolicy: { readonly pageSize: number }
}

export interface PlanIngestionResult {
  readonly status: 'planned' | 'skipped'
  readonly pages: number
  readonly users: number
}

/**
 * One scheduled occurrence: reads every user in id order, a page at a time, and enqueues one
 * page job per page, so every worker of every instance shares the run. With the embedding server
 * unavailable the run is a no-op that says so, and nothing is read or enqueued.
 */
export class PlanIngestion {
  readonly #deps: PlanIngestionDeps

  constructor({ users, embedder, jobQueue, clock, log, ingestionPolicy }: PlanIngestionDeps) {
    this.#deps = { users, embedder, jobQueue, clock, log, ingestionPolicy }
  }

  async execute(input: { readonly period: MemoryPeriod; readonly at?: Date }): Promise<PlanIngestionResult> {
    const { users, embedder, jobQueue, log, ingestionPolicy } = this.#deps
    const at = (input.at ?? this.#deps.clock.now()).toISOString()
    const embedding = await embedder.status()
    if (embedding !== 'up') {
      log.warn(
        { period: input.period, embedding },
        'memory ingestion skipped: the embedding server is unavailable',
      )
      return { status: 'skipped', pages: 0, users: 0 }
    }
    let after: string | undefined
    let pages = 0
    let count = 0
    for (;;) {
      const userIds = await users.listIdsAfter(after, ingestionPolicy.pageSize)
      if (userIds.length === 0) break
      const page: IngestionPage = { period: input.period, userIds, at }
      await jobQueue.enqueue(INGEST_PAGE_JOB, page)
      pages++
      count += userIds.length
      after = userIds[userIds.length - 1]
      if (userIds.length < ingestionPolicy.pageSize) break
    }
    log.info({ period: input.period, at, pages, users: count }, 'memory ingestion planned')
    return { status: 'planned', pages, users: count }
  }
}
