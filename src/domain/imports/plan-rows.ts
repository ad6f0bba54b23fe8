import { distance } from 'fastest-levenshtein'
import { decimal } from '../money.js'
import { canonicalAmount, normaliseDescription } from './line-identity.js'
import type { PlannedRow } from './statement-import.js'
import type { StatementLine } from './statement.js'
import { DAY_MS } from '../calendar.js'
import { fitTransactionText } from '../ledger/transaction-text.js'

/** How far apart (in UTC days) a statement line and the same payment recorded by hand may be. */
export const MATCH_WINDOW_DAYS = 3

/**
 * How far (in days of 24 h) around a file's first and last line the repository pre-filters match
 * candidates, as the half-open [first - before, last + after). The rule compares UTC days, while
 * the line and the candidate are instants at any time of their day, so the filter reaches a day
 * further than MATCH_WINDOW_DAYS either side (the time-zone margin), and after the last line one
 * day more than that needs (the margin the queries have always had: the candidates are what they
 * were). It holds every candidate the rule can match, and a few it cannot, which the rule skips.
 */
export const MATCH_PREFILTER_DAYS = { before: MATCH_WINDOW_DAYS + 1, after: MATCH_WINDOW_DAYS + 2 } as const

/** The instants [start, end) a statement dated `first` .. `last` may have match candidates in. */
export function matchCandidateWindow(first: Date, last: Date): { readonly start: Date; readonly end: Date } {
  return {
    start: new Date(first.getTime() - MATCH_PREFILTER_DAYS.before * DAY_MS),
    end: new Date(last.getTime() + MATCH_PREFILTER_DAYS.after * DAY_MS),
  }
}

/**
 * An existing transaction of the user that a statement line may be: not made by an import, in
 * the statement's account or in none, not yet reconciled (the repository selects these).
 */
export interface MatchCandidate {
  readonly id: string
  readonly occurredAt: Date
  readonly amount: string
  readonly type: string
  readonly currency: string
  readonly merchant: string | null
  readonly description: string | null
}

export interface PlanInput {
  readonly accountCurrency: string
  readonly lines: readonly StatementLine[]
  /** fingerprintLines(lines), computed once by the caller (it also looks them up). */
  readonly fingerprints: readonly string[]
  /** Is a bank id or fingerprint already a transaction of this account? */
  readonly isKnown: (identity: { externalId: string | null; fingerprint: string }) => boolean
  readonly candidates: readonly MatchCandidate[]
  readonly newId: () => string
}

const utcDay = (d: Date) => Math.floor(d.getTime() / DAY_MS)
const moneyKey = (currency: string, type: string, amount: string) =>
  `${currency}|${type}|${canonicalAmount(amount)}`

/** 1 for the same name, towards 0 for unrelated ones (edit distance over the longer length). */
function similarity(a: string, b: string): number {
  if (a.length === 0 || b.length === 0) return 0
  return 1 - distance(a, b) / Math.max(a.length, b.length)
}

function errorOf(line: StatementLine, accountCurrency: string): string | null {
  if (decimal(line.amount).isZero()) return 'the amount is zero'
  if (line.currency !== accountCurrency)
    return `the line is in ${line.currency}, the account in ${accountCurrency}`
  return null
}

/**
 * Decides every line of a statement (docs/imports.md "Identity and matching"): an error, a
 * duplicate of what the account already holds or of an earlier line of the same file, a match
 * with one existing transaction, or new. Matching pairs each line with candidates of the same
 * currency, type and amount within MATCH_WINDOW_DAYS; all pairs are ranked together, nearest day
 * first, then the most similar merchant, and taken best first, so no transaction is matched
 * twice and no line takes a candidate a better-fitting line needed. A row's description and
 * merchant are cut to the ledger's limits (fitTransactionText): a long line is kept, shortened.
 */
export function planRows(input: PlanInput): PlannedRow[] {
  const fingerprints = input.fingerprints
  const idsInFile = new Set<string>()
  const decided: (Omit<PlannedRow, 'status' | 'transactionId' | 'detail'> & {
    status: PlannedRow['status'] | undefined
    transactionId: string | null
    detail: string | null
  })[] = input.lines.map((line, i) => {
    const fingerprint = fingerprints[i]!
    // The identity (fingerprint) is the whole line's; what is stored and shown fits the ledger.
    const base = fitTransactionText({
      line: line.line,
      occurredAt: line.occurredAt,
      amount: line.amount,
      type: line.type,
      currency: line.currency,
      description: line.description,
      merchant: line.merchant,
      externalId: line.externalId,
      fingerprint,
      transactionId: null,
      category: null,
      notes: null,
    })
    const error = errorOf(line, input.accountCurrency)
    if (error) return { ...base, status: 'error', detail: error }
    const repeated = line.externalId !== null && idsInFile.has(line.externalId)
    if (line.externalId !== null) idsInFile.add(line.externalId)
    if (repeated || input.isKnown({ externalId: line.externalId, fingerprint }))
      return { ...base, status: 'duplicate', detail: null }
    return { ...base, status: undefined, detail: null }
  })

  const buckets = new Map<string, { candidate: MatchCandidate; name: string }[]>()
  for (const candidate of input.candidates) {
    const key = moneyKey(candidate.currency, candidate.type, candidate.amount)
    const entry = { candidate, name: normaliseDescription(candidate.merchant ?? candidate.description ?? '') }
    const bucket = buckets.get(key)
    if (bucket) bucket.push(entry)
    else buckets.set(key, [entry])
  }
  const pairs: { row: number; candidate: MatchCandidate; days: number; likeness: number }[] = []
  decided.forEach((row, index) => {
    if (row.status !== undefined) return
    const bucket = buckets.get(moneyKey(row.currency, row.type, row.amount))
    if (!bucket) return
    const name = normaliseDescription(row.merchant ?? row.description)
    for (const { candidate, name: theirs } of bucket) {
      const days = Math.abs(utcDay(candidate.occurredAt) - utcDay(row.occurredAt))
      if (days > MATCH_WINDOW_DAYS) continue
      pairs.push({ row: index, candidate, days, likeness: similarity(name, theirs) })
    }
  })
  pairs.sort((a, b) => a.days - b.days || b.likeness - a.likeness || a.row - b.row)
  const taken = new Set<string>()
  for (const pair of pairs) {
    const row = decided[pair.row]!
    if (row.status !== undefined || taken.has(pair.candidate.id)) continue
    taken.add(pair.candidate.id)
    row.status = 'match'
    row.transactionId = pair.candidate.id
  }

  // In place: a second copy of 50,000 rows would only be garbage to collect.
  for (const row of decided) {
    if (row.status !== undefined) continue
    row.status = 'new'
    row.transactionId = input.newId()
  }
  return decided as PlannedRow[]
}
