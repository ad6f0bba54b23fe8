/**
 * Bank sync benchmark: `--connections` users each connect a bank of 3 accounts over
 * the fake SimpleFIN Bridge on loopback and link them; then every connection is made due and the
 * scheduled path syncs them all (the bank-sync-due job, every minute here, queues them in pages
 * that the service's Agenda workers run) with 30 new transactions per account. Prints the sync
 * wall time (first sync queued to last finished, from the sync rows), the bridge calls it took
 * (one per connection per sync), and GET /transactions/ p50/p99 for another user while the syncs
 * run, beside the same load with no sync running.
 *
 *   node --import tsx bench/bank-sync-bench.ts [--connections 1000] [--quick]
 *
 * Uses BENCH_DATABASE_URL (default: a fresh database on the local Postgres at 127.0.0.1:5432).
 */
import { randomBytes, randomUUID } from 'node:crypto'
import { parseArgs } from 'node:util'
import pg from 'pg'
import { FakeSimplefinBridge, type BridgeAccount } from '../test/support/fake-simplefin-bridge.js'
import { TEST_JWT_SECRET, TEST_SERVICE_KEY, userToken } from '../test/support/tokens.js'
import { createBenchDatabase, freePort, load, startService } from './support.js'

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '1000' },
    quick: { type: 'boolean', default: false },
  },
})
const connections = values.quick ? 30 : Number(values.connections)
const PER_ACCOUNT = 30

const now = Math.floor(Date.now() / 1000)
function bank(user: number): BridgeAccount[] {
  return ['CHK', 'SAV', 'CARD'].map((kind, a) => ({
    org: { name: a === 2 ? 'Northwind Card Services' : 'First Prairie Bank', domain: 'bank.example' },
    id: `${kind}-${user}`,
    name: kind === 'CARD' ? 'Rewards Visa' : kind === 'SAV' ? 'Savings' : 'Checking',
    currency: 'USD',
    balance: '1000.00',
    'balance-date': now,
    transactions: Array.from({ length: PER_ACCOUNT }, (_, i) => ({
      id: `${kind}-${user}-${i}`,
      posted: now - (i + 1) * 3600 * 20,
      amount: i % 7 === 0 ? `${100 + i}.00` : `-${(i % 40) + 1}.${String(i % 100).padStart(2, '0')}`,
      description: `MERCHANT ${i % 23} #${user}`,
    })),
  }))
}

const benchDb = await createBenchDatabase('banksync')
const bridge = await FakeSimplefinBridge.start()
const children: { kill(): boolean }[] = []
try {
  const port = await freePort()
  children.push(
    await startService(
      {
        NODE_ENV: 'development',
        DATABASE_URL: benchDb.url,
        DATABASE_SERVICE_KEY: TEST_SERVICE_KEY,
        JWT_SECRET: TEST_JWT_SECRET,
        DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
        BANK_SYNC_ALLOW_HTTP: 'true',
        OUTBOUND_ALLOWED_HOSTS: '127.0.0.1',
        LOG_LEVEL: 'warn',
        SCHEDULER_ENABLED: 'true',
        BANK_SYNC_CRON: '* * * * *',
      },
      port,
    ),
  )
  const base = `http://127.0.0.1:${port}`
  const call = async (token: string, method: string, path: string, body?: unknown) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      ...(body ? { body: JSON.stringify(body) } : {}),
    })
    const text = await res.text()
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${text}`)
    return JSON.parse(text) as { id: string }
  }

  // Connect and link every user's three accounts (10 users at a time).
  const users = Array.from({ length: connections }, (_, i) => ({ i, token: userToken(randomUUID()) }))
  const ids: { token: string; id: string }[] = []
  for (let start = 0; start < users.length; start += 10) {
    await Promise.all(
      users.slice(start, start + 10).map(async ({ i, token }) => {
        const { token: setup } = bridge.newSetupToken(bank(i))
        const { id } = await call(token, 'POST', '/connections', {
          provider: 'simplefin',
          setup_token: setup,
        })
        for (const kind of ['CHK', 'SAV', 'CARD'])
          await call(token, 'PUT', `/connections/${id}/accounts/${kind}-${i}`, { create: true })
        ids.push({ token, id })
      }),
    )
  }

  // A reader with a page of its own, loaded before and during the syncs.
  const reader = userToken(randomUUID())
  const readerHeaders = { authorization: `Bearer ${reader}` }
  const quiet = await load('GET /transactions/ (no sync running)', `${base}/transactions/?limit=50`, {
    connections: 10,
    seconds: values.quick ? 2 : 5,
    headers: readerHeaders,
  })

  const callsBefore = bridge.accountCalls().length
  const db = new pg.Client({ connectionString: benchDb.url })
  await db.connect()
  // The first syncs the connect queued are done or about to be: wait, then count only the next run.
  const settled = async () => {
    for (;;) {
      const { rows } = await db.query<{ n: string }>(
        "select count(*) as n from bank_syncs where status in ('queued', 'running')",
      )
      if (Number(rows[0]!.n) === 0) return
      await new Promise((r) => setTimeout(r, 500))
    }
  }
  await settled()
  const before = bridge.accountCalls().length
  const marker = new Date()
  await db.query('update bank_connections set next_sync_at = now()')
  let during: ReturnType<typeof load> | undefined
  for (;;) {
    const { rows } = await db.query<{ queued: string; open: string }>(
      `select count(*) as queued, count(*) filter (where status in ('queued', 'running')) as open
       from bank_syncs where started_at > $1`,
      [marker],
    )
    if (!during && Number(rows[0]!.queued) > 0)
      during = load('GET /transactions/ (while syncing)', `${base}/transactions/?limit=50`, {
        connections: 10,
        seconds: values.quick ? 2 : 5,
        headers: readerHeaders,
      })
    if (Number(rows[0]!.queued) === connections && Number(rows[0]!.open) === 0) break
    await new Promise((r) => setTimeout(r, 500))
  }
  const { rows } = await db.query<{ seconds: number; created: string; failed: string }>(
    `select extract(epoch from max(finished_at) - min(started_at))::float as seconds,
       sum(created) as created, count(*) filter (where status = 'failed') as failed
     from bank_syncs where started_at > $1`,
    [marker],
  )
  await db.end()
  const loaded = await during!
  const { seconds, created, failed } = rows[0]!
  const calls = bridge.accountCalls().length - before
  console.log(
    `# bank-sync-bench: ${connections} connections x 3 accounts x ${PER_ACCOUNT} transactions, Node ${process.version}`,
  )
  console.log(
    `scheduled sync of every connection: ${seconds.toFixed(1)} s from queued to the last finished ` +
      `(${(connections / seconds).toFixed(1)} connections/s), ${created} transactions created, ${failed} failed, ` +
      `bridge calls ${calls} (${(calls / connections).toFixed(2)} per connection; ${callsBefore} during the connect)`,
  )
  for (const r of [quiet, loaded])
    console.log(
      `${r.name.padEnd(40)} ${r.rps.toFixed(0).padStart(7)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms`,
    )
} finally {
  for (const child of children) child.kill()
  await bridge.close()
  await new Promise((r) => setTimeout(r, 500))
  await benchDb.drop()
}
