import { expect } from 'chai'
import { asFunction, asValue } from 'awilix'
import { randomBytes } from 'node:crypto'
import { sql } from 'kysely'
import type { NetWorthRepository } from '../../src/application/ports/net-worth-repository.js'
import { NET_WORTH_DAILY } from '../../src/adapters/jobs/net-worth.job-names.js'
import { KyselyNetWorthRepository } from '../../src/adapters/postgres/kysely-net-worth-repository.js'
import type { Cradle } from '../../src/infrastructure/container.js'
import { FakeForexHistory } from '../fakes/fake-forex-history.js'
import { FakeStockMarketData } from '../fakes/fake-stock-market-data.js'
import { startTestApp, type TestApp } from '../support/test-app.js'

const USERS = 300

/** Records whose days each worker wrote, around the real repository. */
function recording(inner: NetWorthRepository, written: string[]): NetWorthRepository {
  return {
    replaceFrom: (...args) => inner.replaceFrom(...args),
    upsertDays: async (entries, now) => {
      await inner.upsertDays(entries, now)
      written.push(...entries.map((e) => e.userId))
    },
    days: (...args) => inner.days(...args),
    portfolioDays: (...args) => inner.portfolioDays(...args),
    holdingDays: (...args) => inner.holdingDays(...args),
    firstDay: (userId) => inner.firstDay(userId),
  }
}

async function eventually(check: () => Promise<boolean>, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

describe('net worth: the daily snapshot on three workers runs once per occurrence', function () {
  this.timeout(60_000)
  const prefix = `nw${randomBytes(3).toString('hex')}-`
  const written: string[][] = [[], [], []]
  const workers: TestApp[] = []
  const stocks = new FakeStockMarketData()
  // Its own symbol: price_history is shared by every test of the database (as by every user).
  const symbol = `J${randomBytes(3).toString('hex').toUpperCase()}`

  before(async () => {
    // The last three days' closes, whenever the test runs: the job values today at the last of them.
    const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10)
    stocks.closesBySymbol.set(symbol, { [daysAgo(3)]: 90, [daysAgo(2)]: 95, [daysAgo(1)]: 99 })
    for (const i of [0, 1, 2]) {
      workers.push(
        await startTestApp({
          env: { SCHEDULER_ENABLED: 'true' },
          startLifecycle: true,
          register: (container) => {
            container.register({
              stockMarketData: asValue(stocks),
              forexHistory: asValue(new FakeForexHistory()),
              netWorthRepository: asFunction((c: Cradle) =>
                recording(new KyselyNetWorthRepository(c), written[i]!),
              ).singleton(),
            })
          },
        }),
      )
    }
    const db = workers[0]!.container.resolve('db')
    await sql`insert into users (id) select ${prefix} || lpad(g::text, 4, '0') from generate_series(1, ${USERS}) g`.execute(
      db,
    )
    // Each user: a checking account and 2 shares held since 2026-01-02 at 80 (an opening buy, no trades).
    await sql`
      insert into accounts (id, user_id, name, type, currency, balance, is_active, created_at, updated_at)
      select gen_random_uuid(), id, 'Checking', 'checking', 'USD', 100, true, now(), now() from users where id like ${prefix + '%'}`.execute(
      db,
    )
    await sql`
      insert into holdings (id, user_id, symbol, asset_type, quantity, average_cost, currency, created_at, updated_at)
      select gen_random_uuid(), id, ${symbol}, 'stock', 2, 80, 'USD', timestamptz '2026-01-02 15:00Z', now() from users where id like ${prefix + '%'}`.execute(
      db,
    )
  })
  after(async () => {
    for (const w of workers) await w.close()
  })

  const db = () => workers[0]!.container.resolve('db')
  const ours = (ids: string[]) => ids.filter((id) => id.startsWith(prefix))

  it('keeps one schedule row at 22:30 UTC however many instances declare it', async () => {
    const { rows } = await sql<{ n: string; next: Date; tz: string }>`
      select count(*) over () as n, next_run_at as next, repeat_timezone as tz from agenda_jobs
      where name = ${NET_WORTH_DAILY} and type = 'single'`.execute(db())
    expect(rows).to.have.length(1)
    expect(rows[0]!.next.toISOString()).to.match(/T22:30:00\.000Z$/)
    expect(rows[0]!.tz).to.equal('UTC')
  })

  it('an occurrence that falls due is taken by one worker and writes every user exactly once', async () => {
    const started = new Date()
    await sql`update agenda_jobs set next_run_at = now() where name = ${NET_WORTH_DAILY} and type = 'single'`.execute(
      db(),
    )
    await eventually(async () => {
      const { rows } = await sql<{ done: Date | null }>`
        select last_finished_at as done from agenda_jobs where name = ${NET_WORTH_DAILY} and type = 'single'`.execute(
        db(),
      )
      return rows[0]?.done instanceof Date && rows[0].done >= started
    }, 'the occurrence to finish')
    const all = written.flatMap(ours)
    expect(all).to.have.length(USERS)
    expect(new Set(all).size).to.equal(USERS)
    expect(written.filter((w) => ours(w).length > 0)).to.have.length(1)
    const { rows } = await sql<{ n: string; value: string }>`
      select count(*) as n, min(net_worth)::text as value from net_worth_snapshots where user_id like ${prefix + '%'}`.execute(
      db(),
    )
    // 100 cash + 2 x 99 (the last close, carried forward)
    expect(rows[0]).to.deep.equal({ n: String(USERS), value: '298' })
    // the symbol was fetched once for all users
    expect(stocks.historyAsked.filter((s) => s === symbol)).to.have.length(1)
  })
})
