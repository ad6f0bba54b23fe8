import type { ColumnType, Generated } from 'kysely'

type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>

/**
 * One memory: a summary of one user's period and its embedding. `embedding` is float4
 * little-endian bytes (no pgvector on the project's Postgres; docs/platform.md): scored in the process.
 */
export interface UserEmbeddingsTable {
  id: Generated<string>
  user_id: string
  period: string
  /** DATE, kept as 'YYYY-MM-DD' by the pool's type parser */
  period_start: string
  content: string
  embedding: Buffer
  model: string
  created_at: DefaultedTimestamp
  updated_at: DefaultedTimestamp
}

export interface MemoryTables {
  user_embeddings: UserEmbeddingsTable
}
