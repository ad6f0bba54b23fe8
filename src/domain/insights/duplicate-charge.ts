import type { Transaction } from '../ledger/transaction.js'
import { decimal } from '../money.js'
import { merchantKey } from '../categories/merchant-key.js'
import { groupBy, type InsightFinding, type InsightThresholds } from './insight.js'
import { dayOf } from '../calendar.js'

/** The same merchant charging the same amount twice within the window (48 h by default). */
export function duplicateCharges(
  expenses: readonly Transaction[],
  recent: readonly Transaction[],
  t: InsightThresholds,
): InsightFinding[] {
  const windowMs = t.duplicateWindowHours * 3_600_000
  const byMerchant = groupBy(expenses, (e) => merchantKey(e.merchant))
  const findings: InsightFinding[] = []
  for (const later of recent) {
    const key = merchantKey(later.merchant)
    if (!key) continue
    const earlier = (byMerchant.get(key) ?? [])
      .filter(
        (e) =>
          e.id !== later.id &&
          e.currency === later.currency &&
          decimal(e.amount).equals(later.amount) &&
          // The earlier of the two (ties broken by id, so a pair is reported once).
          (e.occurredAt < later.occurredAt ||
            (e.occurredAt.getTime() === later.occurredAt.getTime() && e.id < later.id)) &&
          later.occurredAt.getTime() - e.occurredAt.getTime() <= windowMs,
      )
      .at(-1)
    if (!earlier) continue
    const hours = (later.occurredAt.getTime() - earlier.occurredAt.getTime()) / 3_600_000
    findings.push({
      kind: 'duplicate_charge',
      severity: 'alert',
      subject: later.id,
      date: dayOf(later.occurredAt),
      title: `Possible duplicate charge from ${later.merchant}`,
      message: `${later.merchant} charged ${later.amount} ${later.currency} twice ${howFarApart(hours)}. Check that both are real.`,
      data: {
        merchant: later.merchant,
        amount: later.amount,
        currency: later.currency,
        hours_apart: Number(hours.toFixed(1)),
      },
      transactionIds: [earlier.id, later.id],
    })
  }
  return findings
}

/** "5 minutes apart", "1 hour apart", "within 3 hours": plural forms right, never "1 hours". */
export function howFarApart(hours: number): string {
  const minutes = Math.round(hours * 60)
  if (minutes < 1) return 'at the same minute'
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'} apart`
  const whole = Math.round(hours)
  return whole === 1 ? 'about an hour apart' : `${whole} hours apart`
}
