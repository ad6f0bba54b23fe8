import { LlmNotConfiguredError } from '../../../domain/errors.js'
import { dayOf } from '../../../domain/calendar.js'
import type { Clock } from '../../ports/clock.js'
import type { IdGenerator } from '../../ports/id-generator.js'
import type { JobQueue } from '../../ports/job-queue.js'
import type { Llm } from '../../ports/llm.js'
import type { GenerationRunRepository, NewsletterRepository } from '../../ports/newsletter-repository.js'
import { NEWSLETTER_GENERATE_JOB, type NewsletterGenerateJobData } from './newsletter-jobs.js'

export interface StartNewsletterGenerationDeps {
  readonly newsletters: NewsletterRepository
  readonly generationRuns: GenerationRunRepository
  readonly jobQueue: JobQueue
  readonly llm: Llm
  readonly clock: Clock
  readonly ids: IdGenerator
}

export interface GenerationTicket {
  readonly status: 'queued' | 'running' | 'completed'
  readonly date: string
  readonly jobId: string
}

/** A run that has not moved for this long lost its worker (the job's lock lifetime is shorter). */
export const RUN_STALE_AFTER_MS = 20 * 60_000

/**
 * POST /newsletter/generate: queues today's generation as a job. A call while a run is queued or
 * running returns that run; without `force` an existing newsletter is reported completed;
 * `force` regenerates today's.
 */
export class StartNewsletterGeneration {
  readonly #d: StartNewsletterGenerationDeps

  constructor({ newsletters, generationRuns, jobQueue, llm, clock, ids }: StartNewsletterGenerationDeps) {
    this.#d = { newsletters, generationRuns, jobQueue, llm, clock, ids }
  }

  async execute(input: { userId: string; force: boolean }): Promise<GenerationTicket> {
    const d = this.#d
    if (!d.llm.configured) throw new LlmNotConfiguredError()
    const now = d.clock.now()
    const date = dayOf(now)
    const previous = await d.generationRuns.get(input.userId, date)
    const live =
      previous &&
      (previous.status === 'queued' || previous.status === 'running') &&
      now.getTime() - previous.updatedAt.getTime() < RUN_STALE_AFTER_MS
    if (previous && live) return { status: previous.status, date, jobId: previous.id }
    if (!input.force) {
      const existing = await d.newsletters.forDay(input.userId, date)
      if (existing)
        return {
          status: 'completed',
          date,
          jobId: previous?.status === 'completed' ? previous.id : existing.id,
        }
    }
    const { run, created } = await d.generationRuns.start(
      { id: d.ids.newId(), userId: input.userId, date, force: input.force },
      now,
      RUN_STALE_AFTER_MS,
    )
    if (created) {
      const data: NewsletterGenerateJobData = {
        runId: run.id,
        userId: input.userId,
        date,
        force: input.force,
      }
      try {
        await d.jobQueue.enqueue(NEWSLETTER_GENERATE_JOB, data)
      } catch (error) {
        await d.generationRuns.setStatus(input.userId, run.id, 'failed', d.clock.now())
        throw error
      }
    }
    return { status: run.status === 'running' ? 'running' : 'queued', date, jobId: run.id }
  }
}
