/**
 * A user's largest rule set against the running app (in process, its own test database):
 *   node --import tsx bench/rules-load-bench.ts
 * 500 rules of 20 `matches` patterns (none matching, so every pattern runs), then: the time of
 * single POST /transactions, and /health's answer time while POST /rules/apply goes through
 * 3,000 uncategorised transactions (docs/rules.md "Cost"). RULES, PATTERNS, TARGETS override.
 * MATCH=all makes every rule `all` with every pattern but the last matching: the most patterns a
 * transaction can run (an `any` rule's patterns run as one alternation).
 */
import { randomUUID } from 'node:crypto'
import { createTestDatabase, dropTestDatabase } from '../test/support/test-database.js'
import { jsonInit, startTestApp } from '../test/support/test-app.js'
import { newUser } from '../test/support/tokens.js'

const RULES = Number(process.env.RULES ?? 500)
const PATTERNS = Number(process.env.PATTERNS ?? 20)
const TARGETS = Number(process.env.TARGETS ?? 3_000)
const MATCH = process.env.MATCH === 'all' ? 'all' : 'any'

await createTestDatabase()
const app = await startTestApp()
try {
  const user = newUser()
  const call = async (method: string, path: string, body?: unknown) => {
    const t0 = performance.now()
    const res = await app.fetch(path, jsonInit(method, body, user.auth))
    const json = (await res.json().catch(() => null)) as Record<string, unknown> | null
    return { status: res.status, json, ms: performance.now() - t0 }
  }
  const first = await call('POST', '/transactions', {
    amount: '1',
    type: 'expense',
    currency: 'USD',
    occurred_at: '2026-01-01T00:00:00Z',
    merchant: 'first',
    category: null,
  })
  if (first.status !== 201) throw new Error(`POST /transactions: ${first.status}`)

  // The rules straight into the table (what POST /rules would store), in batches.
  const { db } = app.container.cradle
  const at = new Date()
  const rules = Array.from({ length: RULES }, (_, i) => ({
    id: randomUUID(),
    user_id: user.id,
    conditions: JSON.stringify(
      Array.from({ length: PATTERNS }, (_, j) => ({
        field: j % 2 ? 'merchant' : 'description',
        op: 'matches',
        value:
          MATCH === 'all' && j < PATTERNS - 1
            ? `(store|shop) ${j % 10}?\\d*\\b.{0,${i % 50}}`
            : `shop ${i}-${j}\\b.*#\\d+ (north|south)`,
      })),
    ),
    match: MATCH,
    category_id: null,
    merchant_rename: `Renamed ${i}`,
    notes_append: null,
    priority: i,
    enabled: true,
    created_from: 'user' as const,
    created_at: at,
    updated_at: at,
  }))
  for (let i = 0; i < rules.length; i += 100)
    await db
      .insertInto('rules')
      .values(rules.slice(i, i + 100))
      .execute()
  const targets = Array.from({ length: TARGETS }, (_, i) => ({
    id: randomUUID(),
    user_id: user.id,
    account_id: null,
    amount: '9.99',
    type: 'expense' as const,
    currency: 'USD',
    occurred_at: new Date(Date.UTC(2026, 0, 1) + i * 60_000),
    description: `CARD PURCHASE SQ *STORE ${i} SAN FRANCISCO CA`,
    merchant: `SQ *STORE ${i}`,
    category: null,
    category_source: 'none',
    notes: null,
    source: 'manual' as const,
    created_at: at,
    updated_at: at,
  }))
  for (let i = 0; i < targets.length; i += 500)
    await db
      .insertInto('transactions')
      .values(targets.slice(i, i + 500))
      .execute()
  app.container.cradle.userCaches.enabledRules.forget(user.id)

  const posts: number[] = []
  for (let i = 0; i < 5; i++) {
    const res = await call('POST', '/transactions', {
      amount: '3.20',
      type: 'expense',
      currency: 'USD',
      occurred_at: '2026-02-01T00:00:00Z',
      merchant: `Coffee ${i}`,
      description: 'card',
      category: null,
    })
    if (res.status !== 201) throw new Error(`POST /transactions: ${res.status}`)
    posts.push(Math.round(res.ms))
  }
  console.log(
    `${RULES} ${MATCH} rules x ${PATTERNS} patterns; POST /transactions ms, 5 in a row: ${posts.join(', ')}`,
  )

  // /health every 50 ms while apply runs (dry run, so each round sees the same targets).
  let applying = true
  const health: number[] = []
  const probe = (async () => {
    while (applying) {
      const t0 = performance.now()
      await app.fetch('/health')
      health.push(performance.now() - t0)
      await new Promise((r) => setTimeout(r, 50))
    }
  })()
  const t0 = performance.now()
  let calls = 0
  let gone = 0
  let cursor: string | undefined
  do {
    const res = await call('POST', '/rules/apply', { dry_run: true, ...(cursor && { cursor }) })
    if (res.status !== 200) throw new Error(`POST /rules/apply: ${res.status} ${JSON.stringify(res.json)}`)
    calls++
    cursor = (res.json?.next_cursor as string | null | undefined) ?? undefined
    console.log(`  apply call ${calls}: ${Math.round(res.ms)} ms, complete ${String(res.json?.complete)}`)
  } while (cursor)
  const applyMs = performance.now() - t0
  applying = false
  await probe
  gone = TARGETS + 6
  health.sort((a, b) => a - b)
  const q = (p: number) => Math.round(health[Math.min(health.length - 1, Math.floor(p * health.length))]!)
  console.log(
    `POST /rules/apply over ${gone} transactions: ${Math.round(applyMs)} ms in ${calls} call(s), ` +
      `${(applyMs / gone).toFixed(2)} ms per transaction; /health during it (${health.length} probes): ` +
      `p50 ${q(0.5)} ms, p99 ${q(0.99)} ms, max ${Math.round(health.at(-1) ?? 0)} ms; ` +
      `rss ${Math.round(process.memoryUsage().rss / 2 ** 20)} MB`,
  )
} finally {
  await app.close()
  await dropTestDatabase()
}
