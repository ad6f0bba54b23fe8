/** The scheduled daily run (one repeating job row; the timetable gives its time: NEWSLETTER_CRON). */
export const NEWSLETTER_DAILY = 'newsletter.daily'
export {
  NEWSLETTER_GENERATE_JOB as NEWSLETTER_GENERATE,
  NEWSLETTER_PAGE_JOB as NEWSLETTER_PAGE,
} from '../../application/use-cases/newsletter/newsletter-jobs.js'
