/**
 * Categorisation benchmark: 10,000 imported transactions categorised in one batch,
 * as a statement import's preview asks (TransactionCategorizer.categorize, the real pipeline on
 * Postgres): the user's 200 rules first, then what the user chose before for 300 of the 500
 * merchants (learned); the embedding server and the model tier are off. Beside it the same batch
 * with the rules alone and with learning alone, and the merchant key alone. Prints one table:
 * total time and cost per transaction (best of the runs), and what decided the categories.
 *
 *   node --import tsx bench/categorization-bench.ts [--transactions 10000] [--rules 200] [--runs 5] [--quick]
 *
 * --quick (CI): 1,000 transactions, 2 runs. Uses BENCH_DATABASE_URL (default: a fresh database on
 * the local Postgres at 127.0.0.1:5432). Figures: docs/categories.md "Performance".
 */
import { parseArgs } from 'node:util'
import { sql } from 'kysely'
import type { TransactionDraft } from '../src/domain/ledger/transaction.js'
import type { CurrencyCode, DecimalString } from '../src/domain/money.js'
import { merchantKey } from '../src/domain/categories/merchant-key.js'
import { migrateToLatest } from '../src/adapters/postgres/migrate.js'
import { buildContainer } from '../src/infrastructure/container.js'
import { createLogger } from '../src/infrastructure/logger.js'
import { benchRule, MERCHANTS, merchantName, statementText } from './categorization-bench-data.js'
import { openBenchDatabase } from './support.js'

const { values } = parseArgs({
  options: {
    transactions: { type: 'string' },
    rules: { type: 'string' },
    runs: { type: 'string' },
    quick: { type: 'boolean', default: false },
  },
})
const TRANSACTIONS = Number(values.transactions ?? (values.quick ? 1_000 : 10_000))
const RULES = Number(values.rules ?? 200)
const RUNS = Number(values.runs ?? (values.quick ? 2 : 5))
/** Merchants 0-299 were categorised by the user once; 300-399 have rules; 400-499 neither. */
const LEARNED = 300

const EXPENSE = ['groceries', 'dining', 'coffee', 'transport', 'fuel', 'shopping', 'health', 'entertainment']
const categoryOf = (m: number) => EXPENSE[m % EXPENSE.length]!

const at = new Date('2026-03-01T00:00:00Z')
const drafts: TransactionDraft[] = Array.from({ length: TRANSACTIONS }, (_, i) => ({
  amount: `${(i % 400) + 3}.25` as DecimalString,
  type: 'expense',
  currency: 'USD' as CurrencyCode,
  occurredAt: new Date(at.getTime() + i * 60_000),
  accountId: null,
  description: statementText(i % MERCHANTS, Math.floor(i / MERCHANTS)),
  merchant: null,
  category: null,
  notes: null,
  source: 'import',
}))

const { config, pool, db, close } = await openBenchDatabase('categorization')

interface Row {
  readonly run: string
  readonly ms: number
  readonly decided: Record<string, number>
}

/** Best of RUNS: the batch time, and what decided each draft's category. */
async function timed(run: string, once: () => Promise<readonly TransactionDraft[] | null>): Promise<Row> {
  let best = Infinity
  let decided: Record<string, number> = {}
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now()
    const out = await once()
    best = Math.min(best, performance.now() - t0)
    decided = {}
    for (const d of out ?? [])
      decided[d.categorySource ?? 'none'] = (decided[d.categorySource ?? 'none'] ?? 0) + 1
  }
  return { run, ms: best, decided }
}

try {
  await migrateToLatest(db)
  const container = buildContainer(config, { pool, db, logger: createLogger('warn') })
  const categorizer = container.resolve('transactionCategorizer')
  // Three users: one with the rules only, one with the learned choices only, one with both.
  const users = { rules: crypto.randomUUID(), learned: crypto.randomUUID(), both: crypto.randomUUID() }
  await db
    .insertInto('users')
    .values(Object.values(users).map((id) => ({ id })))
    .execute()
  const now = new Date()
  const idOf = new Map<string, Map<string, string>>()
  for (const userId of Object.values(users))
    idOf.set(userId, new Map((await container.resolve('categories').list(userId)).map((c) => [c.name, c.id])))
  for (const userId of [users.rules, users.both])
    for (let r = 0; r < RULES; r++)
      await container
        .resolve('rules')
        .insert(userId, crypto.randomUUID(), benchRule(r, categoryOf(300 + (r % 100))), now)
  for (const userId of [users.learned, users.both])
    for (let m = 0; m < LEARNED; m++)
      await container
        .resolve('merchantChoices')
        .record(userId, merchantKey(merchantName(m))!, idOf.get(userId)!.get(categoryOf(m))!, now)
  await sql`ANALYZE`.execute(db)

  // Warm-up: compiled rules, prepared plans, the JIT.
  await categorizer.categorize(users.both, drafts.slice(0, 200), { preview: true })
  const rows: Row[] = [
    await timed('merchant key alone', async () => {
      for (const d of drafts) merchantKey(d.description)
      return null
    }),
    await timed(`${RULES} rules, nothing learned`, () =>
      categorizer.categorize(users.rules, drafts, { preview: true }),
    ),
    await timed(`learned (${LEARNED} merchants), no rules`, () =>
      categorizer.categorize(users.learned, drafts, { preview: true }),
    ),
    await timed(`${RULES} rules + learned (${LEARNED} merchants)`, () =>
      categorizer.categorize(users.both, drafts, { preview: true }),
    ),
  ]

  console.log(
    `categorising ${TRANSACTIONS.toLocaleString('en-US')} imported transactions, best of ${RUNS} runs`,
  )
  console.log(
    `${'run'.padEnd(38)} ${'total ms'.padStart(9)} ${'µs / tx'.padStart(8)}  decided by (rule / learned / none)`,
  )
  for (const r of rows) {
    const d = r.decided
    const by = Object.keys(d).length === 0 ? '-' : `${d.rule ?? 0} / ${d.learned ?? 0} / ${d.none ?? 0}`
    console.log(
      `${r.run.padEnd(38)} ${r.ms.toFixed(1).padStart(9)} ${((r.ms * 1000) / TRANSACTIONS).toFixed(1).padStart(8)}  ${by}`,
    )
  }
  await container.dispose()
} finally {
  await close()
}
