import { newsletterReadyNotification } from '../../domain/newsletter/notifications.js'
import type { Clock } from '../../application/ports/clock.js'
import type { Log } from '../../application/ports/log.js'
import type { GenerationRunRepository } from '../../application/ports/newsletter-repository.js'
import type { GenerateNewsletter } from '../../application/use-cases/newsletter/generate-newsletter.js'
import type {
  NewsletterGenerateJobData,
  NewsletterPageJobData,
} from '../../application/use-cases/newsletter/newsletter-jobs.js'
import type { PlanNewsletters } from '../../application/use-cases/newsletter/plan-newsletters.js'
import type { NotifyUser } from '../../application/use-cases/notifications/notify-user.js'
import type { JobDefinition } from './job-definition.js'
import { NEWSLETTER_DAILY, NEWSLETTER_GENERATE, NEWSLETTER_PAGE } from './newsletter.job-names.js'

export interface NewsletterJobDeps {
  readonly generateNewsletter: GenerateNewsletter
  readonly planNewsletters: PlanNewsletters
  readonly notifyUser: NotifyUser
  readonly generationRuns: GenerationRunRepository
  readonly clock: Clock
  readonly log: Log
}

/** Generates one user's letter for a day and, when a new one was written, tells the user. */
async function generateAndNotify(
  deps: NewsletterJobDeps,
  userId: string,
  date: string,
  force: boolean,
): Promise<void> {
  const { newsletter, created } = await deps.generateNewsletter.execute({ userId, date, force })
  if (created) await deps.notifyUser.execute({ userId, draft: newsletterReadyNotification(newsletter) })
}

/** POST /newsletter/generate's job: the run's status follows it (running, then completed or failed). */
export function newsletterGenerateJob(deps: NewsletterJobDeps): JobDefinition<NewsletterGenerateJobData> {
  return {
    name: NEWSLETTER_GENERATE,
    concurrency: 2,
    lockLifetimeMs: 10 * 60_000,
    async run(data) {
      const { runId, userId, date, force } = data
      await deps.generationRuns.setStatus(userId, runId, 'running', deps.clock.now())
      try {
        await generateAndNotify(deps, userId, date, force)
      } catch (error) {
        await deps.generationRuns.setStatus(userId, runId, 'failed', deps.clock.now())
        throw error
      }
      await deps.generationRuns.setStatus(userId, runId, 'completed', deps.clock.now())
    },
  }
}

/**
 * One page of the daily run. A user's failure is logged and the page goes on; rerunning a page
 * skips the users whose letter already exists (one per day).
 */
export function newsletterPageJob(
  deps: NewsletterJobDeps,
  options: { concurrency: number; usersAtOnce: number },
): JobDefinition<NewsletterPageJobData> {
  return {
    name: NEWSLETTER_PAGE,
    concurrency: options.concurrency,
    lockLifetimeMs: 30 * 60_000,
    async run(data) {
      if (!Array.isArray(data.userIds) || typeof data.date !== 'string')
        throw new Error('malformed newsletter page payload')
      let failed = 0
      // A user's letter is two model calls of seconds each: a few users at once keep a worker busy
      // without bursting the provider's rate limit.
      const queue = [...data.userIds]
      const worker = async () => {
        for (let userId = queue.shift(); userId !== undefined; userId = queue.shift()) {
          try {
            await generateAndNotify(deps, userId, data.date, false)
          } catch (error) {
            failed += 1
            deps.log.warn(
              { err: error, userId, date: data.date },
              'newsletter generation failed for one user',
            )
          }
        }
      }
      await Promise.all(Array.from({ length: Math.max(1, options.usersAtOnce) }, worker))
      deps.log.info({ date: data.date, users: data.userIds.length, failed }, 'newsletter page done')
    },
  }
}

/** The scheduled occurrence: fans the subscribers out into page jobs. */
export function newsletterDailyJob(deps: NewsletterJobDeps): JobDefinition<{ at?: string }> {
  return {
    name: NEWSLETTER_DAILY,
    concurrency: 1,
    async run(data, context) {
      await deps.planNewsletters.execute({ at: data.at ? new Date(data.at) : context.dueAt })
    },
  }
}
