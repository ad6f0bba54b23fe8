import type { Newsletter, NewsletterDraft } from '../../src/domain/newsletter/newsletter.js'
import type { NewsletterRepository } from '../../src/application/ports/newsletter-repository.js'

/** Newsletters in memory, one per user and day; `subscribers` are the users with the newsletter on. */
export class InMemoryNewsletterRepository implements NewsletterRepository {
  readonly rows: Newsletter[] = []
  subscribers: string[] = []
  async save(
    userId: string,
    id: string,
    date: string,
    draft: NewsletterDraft,
    now: Date,
  ): Promise<Newsletter> {
    const at = this.rows.findIndex((n) => n.userId === userId && n.date === date)
    const stored: Newsletter = {
      ...draft,
      id: at >= 0 ? this.rows[at]!.id : id,
      userId,
      date,
      createdAt: now,
    }
    if (at >= 0) this.rows[at] = stored
    else this.rows.push(stored)
    return stored
  }
  async forDay(userId: string, date: string): Promise<Newsletter | undefined> {
    return this.rows.find((n) => n.userId === userId && n.date === date)
  }
  async latest(userId: string): Promise<Newsletter | undefined> {
    return this.rows.filter((n) => n.userId === userId).sort((a, b) => b.date.localeCompare(a.date))[0]
  }
  async subscribersAfter(afterId: string | undefined, limit: number): Promise<string[]> {
    return [...this.subscribers]
      .sort()
      .filter((id) => afterId === undefined || id > afterId)
      .slice(0, limit)
  }
}
