import type { GetNewsletter } from '../../../application/use-cases/newsletter/get-newsletter.js'
import type { StartNewsletterGeneration } from '../../../application/use-cases/newsletter/start-newsletter-generation.js'

/** What the newsletter routes need. */
export interface NewsletterHttpCradle {
  getNewsletter: GetNewsletter
  startNewsletterGeneration: StartNewsletterGeneration
}
