/**
 * The statement and the existing transactions of the import benchmark, shared by our run and
 * Actual Budget's (bench/actual-budget-import.ts), so both import the same lines.
 */
const DAY_MS = 86_400_000
export const START = Date.UTC(2024, 10, 1)
const SPAN_DAYS = 730
const MERCHANTS = Array.from(
  { length: 300 },
  (_, i) => `Merchant ${i} ${['Market', 'Cafe', 'Online', 'Fuel'][i % 4]}`,
)

export const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)

export interface BenchLine {
  readonly day: number
  /** Signed, money out negative. */
  readonly cents: number
  readonly description: string
  readonly merchant: string
}

/** Line i of a statement of `rows` lines: spread over two years, amounts varied. */
export function statementLine(i: number, rows: number): BenchLine {
  const day = START + Math.floor((i * SPAN_DAYS) / rows) * DAY_MS
  const income = i % 40 === 0
  const cents = 100 + ((i * 7919) % 25_000)
  const merchant = MERCHANTS[i % MERCHANTS.length]!
  return { day, cents: income ? cents : -cents, description: `${merchant} CARD ${i % 97}`, merchant }
}

export const money = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`

/**
 * The payments the user recorded before the statement: `matches` of them are statement lines
 * (every rows/matches-th one) recorded a day later under a shorter merchant name; the other
 * `existing - matches` are other payments over the same two years with amounts no line has.
 */
export function existingPayments(rows: number, existing: number, matches: number): BenchLine[] {
  const step = Math.floor(rows / Math.max(1, matches))
  return Array.from({ length: existing }, (_, k) => {
    if (k < matches) {
      const l = statementLine(k * step, rows)
      return {
        ...l,
        day: l.day + DAY_MS + 9 * 3_600_000,
        merchant: l.merchant.split(' ').slice(0, 2).join(' '),
      }
    }
    return {
      day: START + ((k * 104_729) % (SPAN_DAYS * DAY_MS)),
      cents: -(30_000 + k),
      description: 'Other',
      merchant: 'Other',
    }
  })
}
