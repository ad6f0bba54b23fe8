import { dayOf } from '../../../domain/calendar.js'
import type { JobQueue } from '../../ports/job-queue.js'
import type { Log } from '../../ports/log.js'
import type { NewsletterRepository } from '../../ports/newsletter-repository.js'
import { NEWSLETTER_PAGE_JOB, type NewsletterPageJobData } from './newsletter-jobs.js'

/**
 * The daily run: pages through the users with newsletter_enabled and queues one job per page, so
 * every worker of every instance shares the day's generation (like memory ingestion).
 */
export class PlanNewsletters {
  readonly #newsletters: NewsletterRepository
  readonly #jobQueue: JobQueue
  readonly #log: Log
  readonly #pageSize: number

  constructor({
    newsletters,
    jobQueue,
    log,
    newsletterPageSize,
  }: {
    newsletters: NewsletterRepository
    jobQueue: JobQueue
    log: Log
    newsletterPageSize: number
  }) {
    this.#newsletters = newsletters
    this.#jobQueue = jobQueue
    this.#log = log
    this.#pageSize = newsletterPageSize
  }

  async execute(input: { at: Date }): Promise<{ date: string; pages: number; users: number }> {
    const date = dayOf(input.at)
    let after: string | undefined
    let pages = 0
    let users = 0
    for (;;) {
      const userIds = await this.#newsletters.subscribersAfter(after, this.#pageSize)
      if (userIds.length === 0) break
      const data: NewsletterPageJobData = { userIds, date }
      await this.#jobQueue.enqueue(NEWSLETTER_PAGE_JOB, data)
      pages += 1
      users += userIds.length
      after = userIds[userIds.length - 1]
      if (userIds.length < this.#pageSize) break
    }
    this.#log.info({ date, pages, users }, 'daily newsletters queued')
    return { date, pages, users }
  }
}
