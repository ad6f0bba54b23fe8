/** One part of a newsletter: a heading, its prose and the ticker symbols it talks about. */
export interface NewsletterSection {
  readonly heading: string
  readonly body: string
  readonly symbols: readonly string[]
}

/** A story the newsletter was written from. */
export interface NewsletterSource {
  readonly title: string
  readonly url: string
  readonly publisher: string | null
  readonly publishedAt: Date | null
}

/** The daily newsletter of one user: one per user per UTC day. */
export interface Newsletter {
  readonly id: string
  readonly userId: string
  /** The UTC day, YYYY-MM-DD. */
  readonly date: string
  readonly title: string
  readonly summary: string
  readonly sections: readonly NewsletterSection[]
  readonly sources: readonly NewsletterSource[]
  readonly createdAt: Date
}

export type NewsletterDraft = Omit<Newsletter, 'id' | 'userId' | 'date' | 'createdAt'>
