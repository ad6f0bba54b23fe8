/**
 * Recurring detection benchmark: one heavy user, GET /recurring's use case timed in process.
 *
 * Seeds one user with N transactions over ten years in three currencies: a monthly salary, rent,
 * subscriptions (one with a price change), a weekly gym, a yearly insurance, and irregular
 * spending at 400 merchants, a few visited almost daily (the bulk). Then ListRecurring.execute p50 / p99 over 20
 * calls, and one call split into the read and detection (where the time goes).
 *
 *   node --import tsx bench/recurring-bench.ts           # 100,000 transactions over 10 years
 *   node --import tsx bench/recurring-bench.ts --quick   # 10,000
 *
 * Uses BENCH_DATABASE_URL (default: a fresh database on the local Postgres at 127.0.0.1:5432).
 */
import { randomUUID } from 'node:crypto'
import { loadavg } from 'node:os'
import { parseArgs } from 'node:util'
import { sql } from 'kysely'
import { KyselyRecurringSource } from '../src/adapters/postgres/kysely-recurring-source.js'
import { migrateToLatest } from '../src/adapters/postgres/migrate.js'
import { ListRecurring } from '../src/application/use-cases/recurring/list-recurring.js'
import { dayOf, startOfDay } from '../src/domain/calendar.js'
import { detectRecurring, recurringLookbackStart } from '../src/domain/recurring/detect-recurring.js'
import { openBenchDatabase } from './support.js'

const { values } = parseArgs({ options: { quick: { type: 'boolean', default: false } } })
const TOTAL = values.quick ? 10_000 : 100_000
const CALLS = 20
const DAY = 86_400_000
const NOW = new Date(Date.UTC(2026, 10, 28, 12))
const START = NOW.getTime() - 10 * 365 * DAY

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!

/** A deterministic pseudo-random sequence (the same history on every run). */
let seed = 42
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648
  return seed / 2_147_483_648
}

interface Row {
  at: number
  type: 'expense' | 'income'
  amount: string
  currency: string
  merchant: string | null
  description: string | null
  category: string
}

const SYLLABLES = [
  'ka',
  'lo',
  'mi',
  'ser',
  'tan',
  'vo',
  'ri',
  'bel',
  'na',
  'dor',
  'fi',
  'gu',
  'pe',
  'zan',
  'ul',
  'hex',
  'qua',
  'wen',
  'yo',
  'jor',
]

/** A shop's name, distinct per number in letters (the merchant key drops digits). */
const shopName = (m: number): string =>
  `${SYLLABLES[m % 20]}${SYLLABLES[Math.floor(m / 20) % 20]} ${['Market', 'Cafe', 'Store'][m % 3]}`

function history(): Row[] {
  const rows: Row[] = []
  const monthly = (day: number, row: Omit<Row, 'at'>, amountAt?: (i: number) => string) => {
    for (let i = 0; ; i += 1) {
      const d = new Date(START)
      const at = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + i, day, 9)
      if (at > NOW.getTime()) break
      rows.push({ ...row, at, amount: amountAt?.(i) ?? row.amount })
    }
  }
  monthly(25, {
    type: 'income',
    amount: '3200.00',
    currency: 'EUR',
    merchant: null,
    description: 'SALARY ACME LTD',
    category: 'salary',
  })
  monthly(1, {
    type: 'expense',
    amount: '1150.00',
    currency: 'EUR',
    merchant: 'Home Rentals',
    description: null,
    category: 'rent',
  })
  monthly(
    12,
    {
      type: 'expense',
      amount: '12.99',
      currency: 'USD',
      merchant: 'Netflix',
      description: null,
      category: 'fun',
    },
    (i) => (i < 100 ? '12.99' : '15.49'),
  )
  monthly(3, {
    type: 'expense',
    amount: '9.99',
    currency: 'GBP',
    merchant: 'Spotify',
    description: null,
    category: 'fun',
  })
  monthly(
    18,
    {
      type: 'expense',
      amount: '0',
      currency: 'EUR',
      merchant: 'City Power',
      description: null,
      category: 'utilities',
    },
    (i) => (60 + 25 * Math.sin(i / 2)).toFixed(2),
  )
  for (let at = START; at <= NOW.getTime(); at += 7 * DAY)
    rows.push({
      at,
      type: 'expense',
      amount: '8.00',
      currency: 'EUR',
      merchant: 'Gym Club',
      description: null,
      category: 'health',
    })
  for (let y = 0; y < 10; y += 1)
    rows.push({
      at: START + y * 365.25 * DAY,
      type: 'expense',
      amount: '480.00',
      currency: 'EUR',
      merchant: 'Allianz',
      description: null,
      category: 'insurance',
    })
  const currencies = ['EUR', 'EUR', 'EUR', 'USD', 'GBP']
  const categories = ['food', 'groceries', 'travel', 'fun', 'shopping']
  while (rows.length < TOTAL) {
    const m = Math.floor(random() ** 2 * 400)
    rows.push({
      at: START + Math.floor(random() * (NOW.getTime() - START)),
      type: random() < 0.03 ? 'income' : 'expense',
      amount: (1 + random() * 120).toFixed(2),
      currency: currencies[m % currencies.length]!,
      merchant: m % 7 === 0 ? null : shopName(m),
      description: `CARD PAYMENT ${shopName(m).toUpperCase()}`,
      category: categories[m % categories.length]!,
    })
  }
  return rows
}

const bench = await openBenchDatabase('recurring')
try {
  await migrateToLatest(bench.db)
  const userId = randomUUID()
  await bench.db.insertInto('users').values({ id: userId }).execute()
  const rows = history()
  for (let start = 0; start < rows.length; start += 2000)
    await bench.db
      .insertInto('transactions')
      .values(
        rows.slice(start, start + 2000).map((r) => ({
          id: randomUUID(),
          user_id: userId,
          amount: r.amount,
          type: r.type,
          currency: r.currency,
          occurred_at: new Date(r.at),
          merchant: r.merchant,
          description: r.description,
          category: r.category,
          source: 'manual' as const,
          created_at: new Date(r.at),
          updated_at: new Date(r.at),
        })),
      )
      .execute()
  await sql`analyze`.execute(bench.db)

  const recurringSource = new KyselyRecurringSource({ db: bench.db })
  const listRecurring = new ListRecurring({ recurringSource, clock: { now: () => NOW } })
  let found = 0
  for (let i = 0; i < 3; i += 1) found = (await listRecurring.execute({ userId })).length
  const times: number[] = []
  for (let i = 0; i < CALLS; i += 1) {
    const start = performance.now()
    await listRecurring.execute({ userId })
    times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)

  // One call split: the read, then detection on what it returned.
  const today = dayOf(NOW)
  let t = performance.now()
  const payments = await recurringSource.paymentsBetween(
    userId,
    startOfDay(recurringLookbackStart(today)),
    new Date(NOW.getTime() + 1),
  )
  const readMs = performance.now() - t
  t = performance.now()
  detectRecurring(payments, today)
  const detectMs = performance.now() - t

  console.log(
    `GET /recurring's use case, ${rows.length} transactions over 10 years, ${found} series, ${CALLS} calls: p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms`,
  )
  console.log(
    `  one call: read ${payments.length} payments ${readMs.toFixed(1)} ms, detection ${detectMs.toFixed(1)} ms (machine load average ${loadavg()[0]!.toFixed(1)})`,
  )
} finally {
  await bench.close()
}
process.exit(0)
