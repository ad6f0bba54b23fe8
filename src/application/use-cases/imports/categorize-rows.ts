import type { PlannedRow } from '../../../domain/imports/statement-import.js'
import {
  toCurrencyCode,
  toDecimalString,
  type CurrencyCode,
  type DecimalString,
} from '../../../domain/money.js'
import type { TransactionDraft } from '../../../domain/ledger/transaction.js'
import type { TransactionCategorizer } from '../../ports/transaction-categorizer.js'

/**
 * The `new` rows of a preview with the category each would get (docs/categories.md): one
 * categorisation batch for the whole file, as a preview (rule hits are not counted: each row keeps
 * the rule it took, and the commit counts the rows it writes). A rule's rename and notes show on
 * the row too; the commit writes what the preview shows.
 */
export async function categorizeRows(
  categorizer: TransactionCategorizer,
  userId: string,
  accountId: string,
  rows: PlannedRow[],
): Promise<PlannedRow[]> {
  const fresh = rows.flatMap((row, i) => (row.status === 'new' ? [i] : []))
  if (fresh.length === 0) return rows
  const drafts = fresh.map((i): TransactionDraft => {
    const row = rows[i]!
    return {
      // A new row passed the importer's checks: its amount and currency parse.
      amount: toDecimalString(row.amount) ?? ('0' as DecimalString),
      type: row.type,
      currency: toCurrencyCode(row.currency) ?? ('XXX' as CurrencyCode),
      occurredAt: row.occurredAt,
      accountId,
      description: row.description || null,
      merchant: row.merchant,
      category: null,
      notes: null,
      source: 'import',
    }
  })
  const decided = await categorizer.categorize(userId, drafts, { preview: true })
  // In place, as planRows: a second copy of 50,000 rows would only be garbage to collect.
  fresh.forEach((index, n) => {
    const d = decided[n]!
    const source = d.categorySource
    rows[index] = {
      ...rows[index]!,
      ...(d.ruleId ? { ruleId: d.ruleId } : {}),
      merchant: d.merchant,
      notes: d.notes,
      category:
        d.category === null || source === undefined || source === 'none' || source === 'user'
          ? null
          : { name: d.category, source, confidence: d.categoryConfidence ?? 0 },
    }
  })
  return rows
}
