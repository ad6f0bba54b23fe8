import { Decimal } from '../../domain/money.js'
import { normaliseHeader } from './csv-header-names.js'
import { guessDecimalSeparator, parseAmount } from './statement-amounts.js'

/*
 * A running balance is never a line's amount. A column is one when its header says so (balance,
 * saldo, solde, Kontostand, as in "Boeksaldo") or when its values follow another column's
 * amounts: each value the previous one plus an amount (the balance after each line, or before
 * it; files run oldest first or newest first).
 */

const BALANCE_WORDS = /balance|saldo|solde|kontostand/

/** The header cell names a balance ("Saldo", "Boeksaldo", "Valutair saldo", "Running Balance"). */
export function namesBalance(headerCell: string | undefined): boolean {
  return headerCell !== undefined && BALANCE_WORDS.test(normaliseHeader(headerCell))
}

/**
 * True when `balance` (one value per row, in file order) is a running balance of `amounts`: for
 * every pair of neighbouring rows, under one of the four readings (after or before each line,
 * oldest or newest first), the later balance is the earlier one plus the amount. Needs at least
 * two pairs and one non-zero amount; a value that is not an amount rules it out.
 */
export function isRunningBalanceOf(balance: readonly string[], amounts: readonly string[]): boolean {
  if (balance.length < 3 || balance.length !== amounts.length) return false
  const separator = guessDecimalSeparator([...balance, ...amounts])
  const read = (raw: string) => {
    const amount = parseAmount(raw, separator)
    return amount ? new Decimal(amount.negative ? `-${amount.value}` : amount.value) : undefined
  }
  const b = balance.map(read)
  const a = amounts.map(read)
  if (b.some((v) => v === undefined) || a.some((v) => v === undefined)) return false
  if (a.every((v) => v!.isZero())) return false
  const holds = (step: (i: number) => boolean) => {
    for (let i = 0; i + 1 < b.length; i++) if (!step(i)) return false
    return true
  }
  const bal = b as Decimal[]
  const amt = a as Decimal[]
  return (
    holds((i) => bal[i + 1]!.equals(bal[i]!.plus(amt[i + 1]!))) || // after each line, oldest first
    holds((i) => bal[i + 1]!.equals(bal[i]!.plus(amt[i]!))) || // before each line, oldest first
    holds((i) => bal[i]!.equals(bal[i + 1]!.plus(amt[i]!))) || // after each line, newest first
    holds((i) => bal[i]!.equals(bal[i + 1]!.plus(amt[i + 1]!))) // before each line, newest first
  )
}
