import type { ColumnType } from 'kysely'

type Timestamp = ColumnType<Date, Date | string, Date | string>

/** How often a user chose a category for a merchant key (docs/categories.md "Learned"). */
export interface MerchantChoicesTable {
  user_id: string
  merchant_key: string
  category_id: string
  choices: number
  last_chosen_at: Timestamp
}

/** The rule learning made for a merchant key; kept when the user deletes the rule. */
export interface LearnedMerchantRulesTable {
  user_id: string
  merchant_key: string
  rule_id: string
  created_at: Timestamp
}

/** A categorised transaction's embedding (float4 little-endian bytes, as user_embeddings). */
export interface TransactionVectorsTable {
  transaction_id: string
  user_id: string
  model: string
  /** The merchant and description the vector was made from. */
  text: string
  embedding: Buffer
  created_at: ColumnType<Date, Date | string | undefined, Date | string>
}

export interface CategorizationTables {
  merchant_choices: MerchantChoicesTable
  learned_merchant_rules: LearnedMerchantRulesTable
  transaction_vectors: TransactionVectorsTable
}
