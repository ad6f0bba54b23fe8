import type { ColumnType, Generated } from 'kysely'
import type { RuleCondition, RuleOrigin } from '../../../domain/rules/rule.js'

type Timestamp = ColumnType<Date, Date | string, Date | string>

export interface RulesTable {
  id: string
  user_id: string
  /** Written as JSON text, read back parsed. */
  conditions: ColumnType<RuleCondition[], string, string>
  match: ColumnType<'all' | 'any', string, string>
  category_id: string | null
  merchant_rename: string | null
  notes_append: string | null
  priority: number
  enabled: boolean
  created_from: ColumnType<RuleOrigin, string, string>
  hits: Generated<number>
  created_at: Timestamp
  updated_at: Timestamp
}

export interface RuleTables {
  rules: RulesTable
}
