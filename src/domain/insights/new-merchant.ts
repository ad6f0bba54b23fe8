import type { Transaction } from '../ledger/transaction.js'
import { decimal } from '../money.js'
import { merchantKey } from '../categories/merchant-key.js'
import { groupBy, type InsightFinding, type InsightThresholds } from './insight.js'
import { DAY_MS, dayOf } from '../calendar.js'

/**
 * A large expense at a merchant the user never paid before. Only once the history is long enough
 * to know (otherwise every merchant of a new user would be "new").
 */
export function newMerchants(
  all: readonly Transaction[],
  recent: readonly Transaction[],
  t: InsightThresholds,
): InsightFinding[] {
  const oldest = all[0]?.occurredAt.getTime()
  const byMerchant = groupBy(all, (o) => merchantKey(o.merchant))
  const findings: InsightFinding[] = []
  for (const tx of recent) {
    const key = merchantKey(tx.merchant)
    if (
      !key ||
      oldest === undefined ||
      tx.occurredAt.getTime() - oldest < t.newMerchantMinHistoryDays * DAY_MS
    )
      continue
    if (decimal(tx.amount).lt(t.newMerchantMinAmount)) continue
    const seenBefore = (byMerchant.get(key) ?? []).some(
      (o) =>
        o.id !== tx.id && o.occurredAt <= tx.occurredAt && (o.occurredAt < tx.occurredAt || o.id < tx.id),
    )
    if (seenBefore) continue
    findings.push({
      kind: 'new_merchant',
      severity: decimal(tx.amount).gte(decimal(t.newMerchantMinAmount).times(5)) ? 'warning' : 'info',
      subject: tx.id,
      date: dayOf(tx.occurredAt),
      title: `First payment to ${tx.merchant}`,
      message: `${tx.amount} ${tx.currency} went to ${tx.merchant}, a merchant you have not paid before.`,
      data: { merchant: tx.merchant, amount: tx.amount, currency: tx.currency },
      transactionIds: [tx.id],
    })
  }
  return findings
}
