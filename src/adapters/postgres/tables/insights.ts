import type { ColumnType } from 'kysely'
import type { InsightKind, InsightSeverity } from '../../../domain/insights/insight.js'

type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>

/** user_insights: one row per (user, kind, day, subject). `date` is DATE, read back as text. */
export interface UserInsightsTable {
  id: string
  user_id: string
  kind: ColumnType<InsightKind, string, string>
  severity: ColumnType<InsightSeverity, string, string>
  subject: string
  date: ColumnType<string, string, string>
  title: string
  message: string
  data: ColumnType<Record<string, unknown>, string, string>
  transaction_ids: ColumnType<string[], string[], string[]>
  created_at: DefaultedTimestamp
}

export interface InsightTables {
  user_insights: UserInsightsTable
}
