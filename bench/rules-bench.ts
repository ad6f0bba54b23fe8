/**
 * The rules engine over a batch (no HTTP, no database):
 *   node --import tsx bench/rules-bench.ts
 * 200 rules of every operator (a fifth of them regular expressions) compiled once, then matched
 * against 10,000 transactions from 500 merchants; prints the compile time, the batch time and the
 * cost per transaction (docs/rules.md "Cost").
 */
import { RuleSet, type RuleSubject } from '../src/domain/rules/rule-match.js'
import type { Rule, RuleCondition } from '../src/domain/rules/rule.js'

const RULES = 200
const TRANSACTIONS = 10_000
const merchant = (i: number) => `SQ *MERCHANT ${i % 500} STORE #${i % 97} SAN FRANCISCO US`

function condition(i: number): RuleCondition {
  const name = `merchant ${i * 3}`
  switch (i % 5) {
    case 0:
      return { field: 'merchant', op: 'matches', value: `merchant ${i * 3}\\b.*#\\d+` }
    case 1:
      return { field: 'merchant', op: 'contains', value: name }
    case 2:
      return { field: 'description', op: 'starts_with', value: name }
    case 3:
      return { field: 'merchant', op: 'ends_with', value: `${name} us` }
    default:
      return { field: 'amount', op: 'between', value: [`${i}.00`, `${i}.50`] }
  }
}

const at = new Date('2026-01-01T00:00:00Z')
const rules: Rule[] = Array.from({ length: RULES }, (_, i) => ({
  id: `rule-${i}`,
  userId: 'bench',
  conditions: [condition(i), { field: 'currency', op: 'is', value: 'USD' }],
  match: 'all',
  actions: { category: 'shopping' },
  priority: i % 10,
  enabled: true,
  createdFrom: 'user',
  hits: 0,
  createdAt: at,
  updatedAt: at,
}))
const subjects: RuleSubject[] = Array.from({ length: TRANSACTIONS }, (_, i) => ({
  merchant: merchant(i),
  description: `Card purchase ${merchant(i)}`,
  amount: `${(i % 400) + 0.25}`,
  type: 'expense',
  currency: 'USD',
  accountId: null,
}))

for (let warm = 0; warm < 2; warm++) new RuleSet(rules).first(subjects[warm]!)
const runs: { compile: number; batch: number; matched: number }[] = []
for (let run = 0; run < 5; run++) {
  const t0 = performance.now()
  const set = new RuleSet(rules)
  const t1 = performance.now()
  let matched = 0
  for (const s of subjects) if (set.first(s)) matched++
  runs.push({ compile: t1 - t0, batch: performance.now() - t1, matched })
}
const best = runs.reduce((a, b) => (b.batch < a.batch ? b : a))
console.log(
  JSON.stringify({
    rules: RULES,
    transactions: TRANSACTIONS,
    matched: best.matched,
    compile_ms: +best.compile.toFixed(2),
    batch_ms: +best.batch.toFixed(1),
    per_transaction_us: +((best.batch * 1000) / TRANSACTIONS).toFixed(1),
  }),
)
