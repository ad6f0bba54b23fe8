import { sql, type Kysely, type Selectable } from 'kysely'
import type { Newsletter, NewsletterDraft } from '../../domain/newsletter/newsletter.js'
import type { NewsletterRepository } from '../../application/ports/newsletter-repository.js'
import type { Database } from './schema.js'
import type { StoredSection, StoredSource, UserNewslettersTable } from './tables/newsletter.js'

const toNewsletter = (r: Selectable<UserNewslettersTable>): Newsletter => ({
  id: r.id,
  userId: r.user_id,
  date: r.date,
  title: r.title,
  summary: r.summary,
  sections: r.sections.map((s) => ({ heading: s.heading, body: s.body, symbols: s.symbols })),
  sources: r.sources.map((s) => ({
    title: s.title,
    url: s.url,
    publisher: s.publisher,
    publishedAt: s.published_at ? new Date(s.published_at) : null,
  })),
  createdAt: r.created_at,
})

const sections = (d: NewsletterDraft): StoredSection[] =>
  d.sections.map((s) => ({ heading: s.heading, body: s.body, symbols: [...s.symbols] }))
const sources = (d: NewsletterDraft): StoredSource[] =>
  d.sources.map((s) => ({
    title: s.title,
    url: s.url,
    publisher: s.publisher,
    published_at: s.publishedAt ? s.publishedAt.toISOString() : null,
  }))

export class KyselyNewsletterRepository implements NewsletterRepository {
  readonly #db: Kysely<Database>
  constructor({ db }: { db: Kysely<Database> }) {
    this.#db = db
  }

  async save(
    userId: string,
    id: string,
    date: string,
    draft: NewsletterDraft,
    now: Date,
  ): Promise<Newsletter> {
    const content = {
      title: draft.title,
      summary: draft.summary,
      sections: JSON.stringify(sections(draft)),
      sources: JSON.stringify(sources(draft)),
      updated_at: now,
    }
    // Unique (user_id, date): a regeneration replaces the day's content and keeps its id.
    const row = await this.#db
      .insertInto('user_newsletters')
      .values({ id, user_id: userId, date, created_at: now, ...content })
      .onConflict((oc) => oc.columns(['user_id', 'date']).doUpdateSet({ ...content, created_at: now }))
      .returningAll()
      .executeTakeFirstOrThrow()
    return toNewsletter(row)
  }

  async forDay(userId: string, date: string): Promise<Newsletter | undefined> {
    const row = await this.#db
      .selectFrom('user_newsletters')
      .selectAll()
      .where('user_id', '=', userId)
      .where('date', '=', date)
      .executeTakeFirst()
    return row ? toNewsletter(row) : undefined
  }

  async latest(userId: string): Promise<Newsletter | undefined> {
    const row = await this.#db
      .selectFrom('user_newsletters')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('date', 'desc')
      .limit(1)
      .executeTakeFirst()
    return row ? toNewsletter(row) : undefined
  }

  async subscribersAfter(afterId: string | undefined, limit: number): Promise<string[]> {
    let query = this.#db
      .selectFrom('users')
      .select('id')
      .where('newsletter_enabled', '=', sql<boolean>`true`)
      .orderBy('id')
      .limit(limit)
    if (afterId !== undefined) query = query.where('id', '>', afterId)
    return (await query.execute()).map((r) => r.id)
  }
}
