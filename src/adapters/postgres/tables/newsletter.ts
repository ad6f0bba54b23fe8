import type { ColumnType } from 'kysely'

type Timestamp = ColumnType<Date, Date | string, Date | string>
type Jsonb<T> = ColumnType<T, string, string>

export interface StoredSection {
  heading: string
  body: string
  symbols: string[]
}

export interface StoredSource {
  title: string
  url: string
  publisher: string | null
  published_at: string | null
}

export interface UserNewslettersTable {
  id: string
  user_id: string
  /** The UTC day (DATE, read back as 'YYYY-MM-DD'); unique per user. */
  date: string
  title: string
  summary: string
  sections: Jsonb<StoredSection[]>
  sources: Jsonb<StoredSource[]>
  created_at: Timestamp
  updated_at: Timestamp
}

export interface NewsletterRunsTable {
  id: string
  user_id: string
  date: string
  status: string
  force: boolean
  created_at: Timestamp
  updated_at: Timestamp
}

export interface NewsletterTables {
  user_newsletters: UserNewslettersTable
  newsletter_runs: NewsletterRunsTable
}
