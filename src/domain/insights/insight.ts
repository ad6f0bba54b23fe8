export const INSIGHT_KINDS = [
  'category_pace',
  'large_transaction',
  'duplicate_charge',
  'new_merchant',
  'recurring_increase',
  'budget_over_pace',
  'recurring_missed',
] as const
export type InsightKind = (typeof INSIGHT_KINDS)[number]
export type InsightSeverity = 'info' | 'warning' | 'alert'

/**
 * What one rule found. `subject` names what it is about (a category and currency, or the
 * transaction that triggered it): with the user, kind and day it makes the insight's identity, so
 * a rerun finds the same insight instead of a new one.
 */
export interface InsightFinding {
  readonly kind: InsightKind
  readonly severity: InsightSeverity
  readonly subject: string
  /** The UTC day it is about (YYYY-MM-DD): today for pace, the triggering transaction's day otherwise. */
  readonly date: string
  readonly title: string
  readonly message: string
  readonly data: Readonly<Record<string, unknown>>
  readonly transactionIds: readonly string[]
}

/** A stored insight. */
export interface Insight extends InsightFinding {
  readonly id: string
  readonly userId: string
  readonly createdAt: Date
}

/** The knobs of the rules (config: INSIGHT_*). Ratios are plain numbers; amounts are in the transaction's currency. */
export interface InsightThresholds {
  /** Transactions this recent (days) can trigger the per-transaction rules. */
  readonly recentDays: number
  /** How far back the history reaches (days); at least four months for the pace rule. */
  readonly historyDays: number
  readonly paceWarningRatio: number
  readonly paceAlertRatio: number
  readonly paceMinDayOfMonth: number
  readonly paceMinAverage: number
  readonly largeWarningMultiplier: number
  readonly largeAlertMultiplier: number
  readonly largeMinHistory: number
  readonly largeMinAmount: number
  readonly duplicateWindowHours: number
  readonly newMerchantMinAmount: number
  readonly newMerchantMinHistoryDays: number
  readonly recurringMinPrior: number
  readonly recurringIncreasePercent: number
}

export const DEFAULT_INSIGHT_THRESHOLDS: InsightThresholds = {
  recentDays: 2,
  historyDays: 180,
  paceWarningRatio: 1.25,
  paceAlertRatio: 2,
  paceMinDayOfMonth: 5,
  paceMinAverage: 20,
  largeWarningMultiplier: 3,
  largeAlertMultiplier: 6,
  largeMinHistory: 3,
  largeMinAmount: 50,
  duplicateWindowHours: 48,
  newMerchantMinAmount: 200,
  newMerchantMinHistoryDays: 30,
  recurringMinPrior: 2,
  recurringIncreasePercent: 5,
}

/** Transactions grouped by a key, each group in the input's order (oldest first); null keys are left out. */
export function groupBy<T>(items: readonly T[], key: (item: T) => string | null): Map<string, T[]> {
  const groups = new Map<string, T[]>()
  for (const item of items) {
    const k = key(item)
    if (k === null) continue
    const group = groups.get(k)
    if (group) group.push(item)
    else groups.set(k, [item])
  }
  return groups
}
