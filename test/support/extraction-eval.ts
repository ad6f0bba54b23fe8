import { readFileSync } from 'node:fs'
import { decimal } from '../../src/domain/money.js'
import { parseNotificationByRules } from '../../src/domain/extraction/notification-rules.js'

/** One labelled notification of test/fixtures/notifications-eval.jsonl. */
export interface EvalRow {
  readonly id: string
  readonly region: string
  readonly kind: string
  readonly text: string
  readonly app?: string
  readonly expected: {
    readonly is_transaction: boolean
    readonly reason?: string
    readonly type?: string
    readonly direction?: string
    readonly amount?: string
    readonly currency?: string
    readonly merchant?: string | null
    readonly account_last4?: string | null
    readonly balance_after?: string | null
  }
}

export interface EvalReport {
  readonly rows: number
  readonly transactions: number
  readonly nonTransactions: number
  /** Of the rows the rules called transactions, those that are, with the right amount, currency and type. */
  readonly precision: number
  /** Of the real transactions, those the rules found with the right amount, currency and type. */
  readonly recall: number
  /** Non-transactions the rules marked not_transaction (the rest went to the model or were wrong). */
  readonly rejectedNonTransactions: number
  readonly fieldAccuracy: {
    readonly merchant: number
    readonly accountLast4: number
    readonly balanceAfter: number
  }
  readonly misses: readonly string[]
}

export const EVAL_SET_URL = new URL('../fixtures/notifications-eval.jsonl', import.meta.url)

export function loadEvalSet(url: URL = EVAL_SET_URL): EvalRow[] {
  return readFileSync(url, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as EvalRow)
}

const ratio = (a: number, b: number) => (b === 0 ? 1 : a / b)
const sameAmount = (a: string | null | undefined, b: string | null | undefined) =>
  a == null || b == null ? a == b : decimal(a).equals(decimal(b))

/** Runs the rules path over every row and scores it. */
export function evaluateRules(
  rows: readonly EvalRow[],
  receivedAt = new Date('2026-03-06T12:00:00Z'),
): EvalReport {
  let predicted = 0
  let correct = 0
  let rejected = 0
  const fields = { merchant: 0, accountLast4: 0, balanceAfter: 0 }
  const misses: string[] = []
  for (const row of rows) {
    const verdict = parseNotificationByRules({ text: row.text, app: row.app, receivedAt })
    const e = row.expected
    if (!e.is_transaction) {
      if (verdict.outcome === 'not_transaction') rejected++
      else misses.push(`${row.id} expected not a transaction, got ${verdict.outcome}`)
      if (verdict.outcome === 'transaction') predicted++
      continue
    }
    if (verdict.outcome !== 'transaction') {
      misses.push(`${row.id} expected a transaction, got ${verdict.outcome}`)
      continue
    }
    predicted++
    const t = verdict.transaction
    if (
      sameAmount(t.amount, e.amount) &&
      t.currency === e.currency &&
      t.type === e.type &&
      t.direction === e.direction
    ) {
      correct++
      if ((t.merchant ?? null) === (e.merchant ?? null)) fields.merchant++
      else misses.push(`${row.id} merchant ${JSON.stringify(t.merchant)} != ${JSON.stringify(e.merchant)}`)
      if ((t.accountLast4 ?? null) === (e.account_last4 ?? null)) fields.accountLast4++
      else misses.push(`${row.id} last4 ${t.accountLast4} != ${e.account_last4}`)
      if (sameAmount(t.balanceAfter, e.balance_after)) fields.balanceAfter++
      else misses.push(`${row.id} balance ${t.balanceAfter} != ${e.balance_after}`)
    } else {
      misses.push(
        `${row.id} got ${t.type}/${t.direction} ${t.amount} ${t.currency}, expected ${e.type}/${e.direction} ${e.amount} ${e.currency}`,
      )
    }
  }
  const transactions = rows.filter((r) => r.expected.is_transaction).length
  return {
    rows: rows.length,
    transactions,
    nonTransactions: rows.length - transactions,
    precision: ratio(correct, predicted),
    recall: ratio(correct, transactions),
    rejectedNonTransactions: ratio(rejected, rows.length - transactions),
    fieldAccuracy: {
      merchant: ratio(fields.merchant, correct),
      accountLast4: ratio(fields.accountLast4, correct),
      balanceAfter: ratio(fields.balanceAfter, correct),
    },
    misses,
  }
}
