import { readdirSync, readFileSync } from 'node:fs'
import { decimal } from '../../src/domain/money.js'
import type { RulesVerdict } from '../../src/domain/extraction/notification.js'
import { parseNotificationByRules } from '../../src/domain/extraction/notification-rules.js'

/** One labelled notification of test/fixtures/notifications/*.jsonl (see the README there). */
export interface LabelledNotification {
  readonly id: string
  readonly market: string
  /** The language and country the text is written for ("ko-KR", "hi-IN"); else the market's usual one. */
  readonly locale?: string
  readonly app?: string
  readonly text: string
  readonly tx?: {
    readonly type: 'expense' | 'income' | 'transfer'
    readonly direction?: 'debit' | 'credit'
    readonly amount: string
    readonly currency: string
    readonly merchant?: string
    readonly last4?: string
    readonly balance?: string
    readonly channel?: string
    readonly ref?: string
  }
  readonly not?: string
  /** For a look-alike: what it is about a payment that did not happen (see IntentOfLookalike). */
  readonly intent?: string
}

// The locale of the rows written before locales were labelled: the market's usual language.
const LOCALE_OF_MARKET: Readonly<Record<string, string>> = {
  AE: 'en-AE',
  APP: 'en',
  AU: 'en-AU',
  BR: 'pt-BR',
  CA: 'en-CA',
  CH: 'de-CH',
  CL: 'es-CL',
  DE: 'de-DE',
  DK: 'da-DK',
  ES: 'es-ES',
  FR: 'fr-FR',
  ID: 'id-ID',
  IN: 'en-IN',
  IT: 'it-IT',
  JP: 'ja-JP',
  KE: 'en-KE',
  KR: 'ko-KR',
  MX: 'es-MX',
  NG: 'en-NG',
  NL: 'nl-NL',
  NO: 'nb-NO',
  PL: 'pl-PL',
  SA: 'en-SA',
  SE: 'sv-SE',
  SG: 'en-SG',
  TR: 'tr-TR',
  UK: 'en-GB',
  US: 'en-US',
  ZA: 'en-ZA',
}

/** The row's locale: labelled, else its market's usual one. */
export const localeOf = (row: LabelledNotification): string =>
  row.locale ?? LOCALE_OF_MARKET[row.market] ?? row.market

export const LABELLED_SET_DIR = new URL('../fixtures/notifications/', import.meta.url)
/** Written after the rules were settled; scored apart, never tuned on. */
export const HOLDOUT_DIR = new URL('../fixtures/notifications/holdout/', import.meta.url)

/** The names of the labelled files in `dir`, sorted. */
export const labelledFilesIn = (dir: URL): string[] =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.jsonl'))
    .sort()

export function loadLabelledFile(file: URL): LabelledNotification[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as LabelledNotification)
}

export function loadLabelledSet(dir: URL = LABELLED_SET_DIR): LabelledNotification[] {
  return labelledFilesIn(dir).flatMap((f) => loadLabelledFile(new URL(f, dir)))
}

/** Counts for one market (or all): a hit is a transaction with the right amount and currency. */
export interface Score {
  rows: number
  transactions: number
  /** Rows the rules called transactions. */
  predicted: number
  /** Predicted transactions that are transactions with the right amount and currency. */
  correct: number
  /** Non-transactions the rules rejected (said not_transaction). */
  rejected: number
  fields: Record<
    'type' | 'merchant' | 'last4' | 'balance' | 'channel' | 'reference' | 'reason' | 'intent',
    number
  >
  reasons: number
  /** Look-alikes labelled with an intent. */
  intents: number
}

export interface AccuracyReport {
  readonly total: Score
  readonly byLocale: ReadonlyMap<string, Score>
  readonly misses: readonly string[]
}

const emptyScore = (): Score => ({
  rows: 0,
  transactions: 0,
  predicted: 0,
  correct: 0,
  rejected: 0,
  fields: { type: 0, merchant: 0, last4: 0, balance: 0, channel: 0, reference: 0, reason: 0, intent: 0 },
  reasons: 0,
  intents: 0,
})

export const ratio = (a: number, b: number): number => (b === 0 ? 1 : a / b)
export const precisionOf = (s: Score): number => ratio(s.correct, s.predicted)
export const recallOf = (s: Score): number => ratio(s.correct, s.transactions)
/** Field accuracy over the hits (amount and currency right); reason and intent over the look-alikes. */
export const fieldAccuracyOf = (s: Score, field: keyof Score['fields']): number =>
  field === 'reason'
    ? ratio(s.fields.reason, s.reasons)
    : field === 'intent'
      ? ratio(s.fields.intent, s.intents)
      : ratio(s.fields[field], s.correct)

const sameAmount = (a: string | null | undefined, b: string | null | undefined) =>
  a == null || b == null ? a == b : decimal(a).equals(decimal(b))

/**
 * Runs the rules (or any parser with their signature) over every row and scores it, per locale.
 * "amount exact" is precision itself: a predicted transaction with another amount is a miss.
 */
export function scoreNotifications(
  rows: readonly LabelledNotification[],
  parse: (text: string, app: string | undefined) => RulesVerdict = (text, app) =>
    parseNotificationByRules({ text, app, receivedAt: new Date('2026-11-25T12:00:00Z') }),
): AccuracyReport {
  const total = emptyScore()
  const byLocale = new Map<string, Score>()
  const misses: string[] = []
  for (const row of rows) {
    const locale = byLocale.get(localeOf(row)) ?? emptyScore()
    byLocale.set(localeOf(row), locale)
    const add = (f: (s: Score) => void) => {
      f(total)
      f(locale)
    }
    add((s) => s.rows++)
    const verdict = parse(row.text, row.app)
    const e = row.tx
    if (!e) {
      add((s) => s.reasons++)
      if (row.intent) add((s) => s.intents++)
      if (verdict.outcome === 'not_transaction') {
        add((s) => s.rejected++)
        if (verdict.reason === row.not) add((s) => s.fields.reason++)
        else misses.push(`${row.id} reason ${verdict.reason} != ${row.not}`)
        if (row.intent && verdict.intent === row.intent) add((s) => s.fields.intent++)
        else if (row.intent) misses.push(`${row.id} intent ${verdict.intent} != ${row.intent}`)
      } else if (verdict.outcome === 'transaction') {
        add((s) => s.predicted++)
        misses.push(`${row.id} FALSE TRANSACTION (expected ${row.not}): ${row.text}`)
      } else misses.push(`${row.id} unknown, expected not a transaction (${row.not})`)
      continue
    }
    add((s) => s.transactions++)
    if (verdict.outcome !== 'transaction') {
      misses.push(`${row.id} MISSED (${verdict.outcome}): ${row.text}`)
      continue
    }
    add((s) => s.predicted++)
    const t = verdict.transaction
    if (!sameAmount(t.amount, e.amount) || t.currency !== e.currency) {
      misses.push(
        `${row.id} WRONG AMOUNT ${t.amount} ${t.currency} != ${e.amount} ${e.currency}: ${row.text}`,
      )
      continue
    }
    add((s) => s.correct++)
    const direction = e.direction ?? (e.type === 'income' ? 'credit' : 'debit')
    const checks: [keyof Score['fields'], unknown, unknown, boolean][] = [
      [
        'type',
        `${t.type}/${t.direction}`,
        `${e.type}/${direction}`,
        t.type === e.type && t.direction === direction,
      ],
      ['merchant', t.merchant, e.merchant ?? null, (t.merchant ?? null) === (e.merchant ?? null)],
      ['last4', t.accountLast4, e.last4 ?? null, (t.accountLast4 ?? null) === (e.last4 ?? null)],
      ['balance', t.balanceAfter, e.balance ?? null, sameAmount(t.balanceAfter, e.balance ?? null)],
      ['channel', t.channel, e.channel ?? null, (t.channel ?? null) === (e.channel ?? null)],
      ['reference', t.reference, e.ref ?? null, (t.reference ?? null) === (e.ref ?? null)],
    ]
    for (const [field, got, want, ok] of checks) {
      if (ok) add((s) => s.fields[field]++)
      else misses.push(`${row.id} ${field} ${JSON.stringify(got)} != ${JSON.stringify(want)}`)
    }
  }
  return { total, byLocale, misses }
}
