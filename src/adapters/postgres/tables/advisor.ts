import type { ColumnType } from 'kysely'

/** bigint sums come back from pg as strings. */
type Count = ColumnType<string, number | bigint, number | bigint>

/** One row per user per UTC day: model calls and tokens, for the daily budget and for reporting. */
export interface LlmUsageTable {
  user_id: string
  day: ColumnType<string, string, string>
  requests: Count
  input_tokens: Count
  output_tokens: Count
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>
}

export interface AdvisorTables {
  llm_usage: LlmUsageTable
}
