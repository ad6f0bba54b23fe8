/**
 * The payloads and names of the newsletter's queued jobs (stored in the job rows: never rename one
 * without a migration). The use cases enqueue them; adapters/jobs runs them.
 */
export const NEWSLETTER_GENERATE_JOB = 'newsletter.generate'
export const NEWSLETTER_PAGE_JOB = 'newsletter.generate-page'

/** One user's generation requested over HTTP; `runId` is the job id the caller was given. */
export interface NewsletterGenerateJobData {
  readonly runId: string
  readonly userId: string
  readonly date: string
  readonly force: boolean
}

/** One page of subscribers of the daily run. */
export interface NewsletterPageJobData {
  readonly userIds: readonly string[]
  readonly date: string
}
