/**
 * In-process timings of the extraction area's pure parts (no HTTP, no database):
 *   node --import tsx bench/extraction-bench.ts
 * 1. the notification rules engine over the evaluation set (per notification);
 * 2. the daily-insight rules over a synthetic 180-day history of 2,000 transactions (per run).
 */
import { readFileSync } from 'node:fs'
import { parseNotificationByRules } from '../src/domain/extraction/notification-rules.js'
import { findInsights } from '../src/domain/insights/find-insights.js'
import { DEFAULT_INSIGHT_THRESHOLDS } from '../src/domain/insights/insight.js'
import type { Transaction } from '../src/domain/ledger/transaction.js'
import type { CurrencyCode, DecimalString } from '../src/domain/money.js'

function percentiles(samples: number[]): { p50: number; p99: number } {
  const sorted = [...samples].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!
  return { p50: at(0.5), p99: at(0.99) }
}

const texts = readFileSync(new URL('../test/fixtures/notifications-eval.jsonl', import.meta.url), 'utf8')
  .split('\n')
  .filter((l) => l.trim())
  .map((l) => (JSON.parse(l) as { text: string }).text)
const receivedAt = new Date('2026-03-06T12:00:00Z')
for (let i = 0; i < 200; i++) for (const text of texts) parseNotificationByRules({ text, receivedAt }) // warm-up
const rulesSamples: number[] = []
for (let round = 0; round < 100; round++) {
  for (const text of texts) {
    const start = performance.now()
    parseNotificationByRules({ text, receivedAt })
    rulesSamples.push((performance.now() - start) * 1000)
  }
}
const r = percentiles(rulesSamples)
const perSecond = Math.round(1e6 / (rulesSamples.reduce((a, b) => a + b, 0) / rulesSamples.length))
console.log(
  `notification rules: ${rulesSamples.length} parses, p50 ${r.p50.toFixed(1)} µs, p99 ${r.p99.toFixed(1)} µs, ~${perSecond} notifications/s on one core`,
)

const now = new Date('2026-03-15T12:00:00Z')
const merchants = Array.from({ length: 120 }, (_, i) => `Merchant ${i}`)
const categories = ['groceries', 'dining', 'transport', 'subscriptions', 'shopping', 'utilities']
const history: Transaction[] = Array.from({ length: 2000 }, (_, i): Transaction => {
  const at = new Date(now.getTime() - Math.floor(((i * 7919) % 180) * 86_400_000 + (i % 24) * 3_600_000))
  return {
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    userId: 'bench',
    version: 1,
    createdAt: at,
    updatedAt: at,
    amount: (((i * 37) % 9000) / 100 + 1).toFixed(2) as DecimalString,
    type: i % 17 === 0 ? 'income' : 'expense',
    currency: 'USD' as CurrencyCode,
    occurredAt: at,
    accountId: null,
    description: null,
    merchant: merchants[i % merchants.length]!,
    category: categories[i % categories.length]!,
    notes: null,
    source: 'manual',
    externalId: null,
    importId: null,
    reconciled: false,
    pending: false,
    categorySource: 'user',
    categoryConfidence: null,
  }
}).sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime())
for (let i = 0; i < 5; i++) findInsights(history, now, DEFAULT_INSIGHT_THRESHOLDS)
const insightSamples: number[] = []
let found = 0
for (let i = 0; i < 30; i++) {
  const start = performance.now()
  found = findInsights(history, now, DEFAULT_INSIGHT_THRESHOLDS).length
  insightSamples.push(performance.now() - start)
}
const s = percentiles(insightSamples)
console.log(
  `insight rules: 2,000 transactions over 180 days, p50 ${s.p50.toFixed(2)} ms, p99 ${s.p99.toFixed(2)} ms per run (${found} findings)`,
)
