import { readFileSync } from 'node:fs'
import type { ParsedStatement } from '../../src/domain/imports/statement.js'
import { Decimal, sumDecimals } from '../../src/domain/money.js'

const DIR = new URL('../fixtures/statements/', import.meta.url)

/** A statement file of test/fixtures/statements, as the bytes an upload gives. */
export function statementFixture(name: string): Uint8Array {
  return readFileSync(new URL(name, DIR))
}

/** What a test asserts of a whole statement: line count, money in and out (2 decimals), period. */
export function totals(parsed: ParsedStatement): {
  lines: number
  income: string
  expense: string
  from: string | null
  to: string | null
} {
  const sum = (type: 'income' | 'expense') =>
    new Decimal(sumDecimals(parsed.lines.filter((l) => l.type === type).map((l) => l.amount))).toFixed(2)
  return {
    lines: parsed.lines.length,
    income: sum('income'),
    expense: sum('expense'),
    from: parsed.summary.from?.toISOString().slice(0, 10) ?? null,
    to: parsed.summary.to?.toISOString().slice(0, 10) ?? null,
  }
}
