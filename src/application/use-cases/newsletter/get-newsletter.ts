import { dayOf } from '../../../domain/calendar.js'
import type { Newsletter } from '../../../domain/newsletter/newsletter.js'
import type { Clock } from '../../ports/clock.js'
import type { NewsletterRepository } from '../../ports/newsletter-repository.js'

/** The caller's latest newsletter, or today's (UTC); undefined when there is none. */
export class GetNewsletter {
  readonly #newsletters: NewsletterRepository
  readonly #clock: Clock

  constructor({ newsletters, clock }: { readonly newsletters: NewsletterRepository; readonly clock: Clock }) {
    this.#newsletters = newsletters
    this.#clock = clock
  }

  async execute(input: { userId: string; which: 'latest' | 'today' }): Promise<Newsletter | undefined> {
    return input.which === 'latest'
      ? this.#newsletters.latest(input.userId)
      : this.#newsletters.forDay(input.userId, dayOf(this.#clock.now()))
  }
}
