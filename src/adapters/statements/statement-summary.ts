import type { StatementLine, StatementSummary } from '../../domain/imports/statement.js'

/** The summary of a statement: first and last booking day from the lines unless the file states its period. */
export function summarise(
  lines: readonly StatementLine[],
  stated: { currency: string | null; closingBalance: string | null; from?: Date | null; to?: Date | null },
): StatementSummary {
  let from: Date | null = null
  let to: Date | null = null
  for (const line of lines) {
    if (!from || line.occurredAt < from) from = line.occurredAt
    if (!to || line.occurredAt > to) to = line.occurredAt
  }
  return {
    from: stated.from ?? from,
    to: stated.to ?? to,
    currency: stated.currency,
    closingBalance: stated.closingBalance,
  }
}
