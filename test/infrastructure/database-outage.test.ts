import { expect } from 'chai'
import pg from 'pg'
import { newUser, TEST_JWT_SECRET, TEST_SERVICE_KEY } from '../support/tokens.js'
import { startPrivatePostgres, type PrivatePostgres } from '../support/private-postgres.js'
import { startServiceProcess, type ServiceProcess } from '../support/service-process.js'
import { Scheduler } from '../../src/infrastructure/scheduler/scheduler.js'
import { startMarketFakes, type MarketFakes } from '../market/support/market-fakes.js'
import { FakeLog } from '../fakes/fake-log.js'

const quiet = new FakeLog()
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

interface Outcome {
  readonly status: number
  readonly code?: string | undefined
  readonly retryAfter?: string | null
}

async function outcome(response: Promise<Response>): Promise<Outcome> {
  try {
    const res = await response
    const body = res.headers.get('content-type')?.includes('json') ? await res.json() : await res.text()
    return {
      status: res.status,
      code: (body as { code?: string }).code,
      retryAfter: res.headers.get('retry-after'),
    }
  } catch {
    return { status: 0 } // no answer at all: the process died or the socket was cut
  }
}

describe('a database outage: Postgres stopped and started under load (a private cluster)', function () {
  this.timeout(120_000)
  let database: PrivatePostgres
  let service: ServiceProcess
  let market: MarketFakes
  let base: string

  before(async () => {
    database = await startPrivatePostgres()
    market = await startMarketFakes()
    market.yahoo.stocks.set('AAPL', { price: 244.6 })
    service = await startServiceProcess(
      {
        ...market.env,
        NODE_ENV: 'test',
        DATABASE_URL: database.url,
        DATABASE_SERVICE_KEY: TEST_SERVICE_KEY,
        JWT_SECRET: TEST_JWT_SECRET,
        // Agenda with its LISTEN connection: the part that used to end the process.
        SCHEDULER_ENABLED: 'true',
      },
      60_000,
    )
    base = `http://127.0.0.1:${service.port}`
    service.child.stderr?.on('data', (d: Buffer) => process.stderr.write(`[service] ${d.toString()}`))
  })

  after(async () => {
    service?.child.kill('SIGTERM')
    await service?.exited
    await database?.destroy()
    await market?.close()
  })

  it('stays up, answers 503 database_unavailable (never 500) meanwhile, recovers alone, and loses no write', async () => {
    const alice = newUser()
    const json = { ...alice.auth, 'content-type': 'application/json' }
    expect((await fetch(`${base}/accounts/`, { headers: alice.auth })).status).to.equal(200)
    expect((await fetch(`${base}/market/stock/AAPL`, { headers: alice.auth })).status).to.equal(200)

    // Writers: each create carries an Idempotency-Key that names the account it makes.
    const acknowledged = new Set<string>()
    const failedKeys = new Set<string>()
    const during: Outcome[] = []
    const healthDuring: number[] = []
    let phase: 'before' | 'outage' | 'after' = 'before'
    let running = true
    let n = 0
    const create = (key: string) =>
      outcome(
        fetch(`${base}/accounts/`, {
          method: 'POST',
          headers: { ...json, 'idempotency-key': key },
          body: JSON.stringify({ name: key, type: 'checking', currency: 'USD', balance: '10.00' }),
        }),
      )
    const writer = async () => {
      while (running) {
        const key = `acct-${n++}`
        const seen = phase
        const result = await create(key)
        if (result.status === 201) acknowledged.add(key)
        else failedKeys.add(key)
        if (seen === 'outage' && phase === 'outage') during.push(result)
        await sleep(20)
      }
    }
    const reader = async () => {
      while (running) {
        const seen = phase
        const [list, health] = await Promise.all([
          outcome(fetch(`${base}/accounts/?limit=5`, { headers: alice.auth })),
          outcome(fetch(`${base}/health`)),
        ])
        if (seen === 'outage' && phase === 'outage') {
          during.push(list)
          healthDuring.push(health.status)
        }
        await sleep(20)
      }
    }
    const load = [writer(), writer(), writer(), reader()]

    await sleep(500)
    await database.stop()
    phase = 'outage'
    await sleep(3000)

    // What needs no database keeps answering: a cached quote (the token is cached too), the docs.
    expect((await fetch(`${base}/market/stock/AAPL`, { headers: alice.auth })).status).to.equal(200)
    expect((await fetch(`${base}/docs`)).status).to.equal(200)
    expect((await fetch(`${base}/openapi.json`)).status).to.equal(200)
    const ready = await fetch(`${base}/ready`)
    expect(ready.status).to.equal(503)
    expect(ready.headers.get('content-type')).to.match(/^application\/json/)
    expect(((await ready.json()) as { checks: { database: string } }).checks.database).to.equal('down')
    expect(service.child.exitCode, 'the process is still running').to.equal(null)

    phase = 'after' // before start(): it returns only once the server already answers
    await database.start()
    const back = Date.now()
    let recoveredMs = -1
    while (Date.now() - back < 30_000) {
      const res = await outcome(fetch(`${base}/accounts/?limit=1`, { headers: alice.auth }))
      if (res.status === 200) {
        recoveredMs = Date.now() - back
        break
      }
      await sleep(50)
    }
    await sleep(500)
    running = false
    await Promise.all(load)

    // Every key whose create failed is retried with the same key: it creates once or is still claimed.
    for (const key of failedKeys) {
      const retried = await create(key)
      expect([201, 409]).to.include(retried.status)
      if (retried.status === 201) acknowledged.add(key)
    }
    const direct = new pg.Client({ connectionString: database.url })
    await direct.connect()
    const { rows } = await direct.query<{ name: string }>('select name from accounts where user_id = $1', [
      alice.id,
    ])
    await direct.end()
    const names = rows.map((a) => a.name)
    const lost = [...acknowledged].filter((key) => !names.includes(key))
    const duplicated = names.filter((name, i) => names.indexOf(name) !== i)
    const fiveHundreds = during.filter((o) => o.status >= 500)

    console.log(
      `      outage: recovered ${(recoveredMs / 1000).toFixed(2)} s after the database returned; ` +
        `${fiveHundreds.length} of ${during.length} requests 5xx during the outage (all 503 database_unavailable); ` +
        `writes acknowledged ${acknowledged.size}, lost ${lost.length}, duplicated ${duplicated.length}`,
    )
    expect(recoveredMs, 'the service recovered by itself').to.be.within(0, 30_000)
    expect(during.length, 'requests were sent during the outage').to.be.greaterThan(0)
    for (const o of during) {
      expect(o.status, JSON.stringify(o)).to.equal(503)
      expect(o.code).to.equal('database_unavailable')
      expect(o.retryAfter).to.match(/^\d+$/)
    }
    expect(healthDuring.length).to.be.greaterThan(0)
    expect(healthDuring.every((s) => s === 200)).to.equal(true)
    expect(lost).to.deep.equal([])
    expect(duplicated).to.deep.equal([])
    expect((await fetch(`${base}/ready`)).status).to.equal(200)
    expect(service.child.exitCode).to.equal(null)
  })

  it('the scheduler keeps running through the outage: LISTEN comes back and a job enqueued afterwards runs', async () => {
    const pool = new pg.Pool({ connectionString: database.url, max: 4, application_name: 'outage-test' })
    pool.on('error', () => undefined) // idle clients cut by the stop: the pool replaces them
    const ran: string[] = []
    const scheduler = new Scheduler({
      agenda: { pool, name: 'outage-test', processEvery: 500 },
      runWorkers: true,
      jobs: [{ name: 'outage.probe', run: async (data) => void ran.push((data as { tag: string }).tag) }],
      schedules: [],
      drainTimeoutMs: 1000,
      log: quiet,
    })
    await scheduler.start()
    try {
      await database.stop()
      await sleep(2500)
      expect(await scheduler.check()).to.equal('degraded')
      await database.start()
      const listening = async () => {
        const { rows } = await pool.query<{ n: string }>(
          `select count(*) as n from pg_stat_activity where application_name = 'outage-test' and query ilike 'LISTEN%'`,
        )
        return Number(rows[0]!.n)
      }
      let restored = false
      for (let i = 0; i < 100 && !restored; i++) {
        restored = await listening().then(
          (count) => count > 0,
          () => false,
        )
        if (!restored) await sleep(100)
      }
      expect(restored, 'LISTEN re-subscribed').to.equal(true)
      await scheduler.enqueue('outage.probe', { tag: 'after' })
      for (let i = 0; i < 150 && ran.length === 0; i++) await sleep(100)
      expect(ran).to.deep.equal(['after'])
      expect(await scheduler.check()).to.equal('ok')
    } finally {
      await scheduler.stop()
      await pool.end()
    }
  })

  it('an enqueue-only instance (SCHEDULER_ENABLED=false) holds no scheduler connection', async () => {
    const pool = new pg.Pool({ connectionString: database.url, max: 4 })
    const scheduler = new Scheduler({
      agenda: { pool, name: 'enqueue-only' },
      runWorkers: false,
      jobs: [{ name: 'outage.probe', run: async () => undefined }],
      schedules: [],
      drainTimeoutMs: 1000,
      log: quiet,
    })
    await scheduler.start()
    try {
      await scheduler.enqueue('outage.probe', {})
      expect(pool.totalCount - pool.idleCount, 'no connection is held').to.equal(0)
    } finally {
      await scheduler.stop()
      await pool.end()
    }
  })
})
