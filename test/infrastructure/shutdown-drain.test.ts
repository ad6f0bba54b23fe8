import { expect } from 'chai'
import pg from 'pg'
import { Client, Pool } from 'undici'
import { startServiceProcess, type ServiceProcess } from '../support/service-process.js'
import { testDatabaseUrl } from '../support/test-database.js'
import { TEST_JWT_SECRET, TEST_SERVICE_KEY, newUser } from '../support/tokens.js'

/** What the load saw: answers, failures by code, and the creates the service acknowledged. */
interface Load {
  answered: number
  /** Answers to requests sent once the service had logged the signal. */
  readonly afterSignal: { readonly status: number; readonly connection: string | undefined }[]
  /** Requests that got no answer: the error code (a reset socket, a refused connection), and when. */
  readonly failed: { readonly code: string; readonly when: string }[]
  readonly wrongStatus: string[]
  readonly created: string[]
  /** When SIGTERM was sent (Date.now()). */
  signalAt: number
  /** How long after the signal the balancer stopped routing to the instance. */
  takenOutAfterMs: number
  /** Whether it did on a 503 from /ready (rather than on checks that got no answer). */
  sawStopping: boolean
}

/** Long enough for the balancer below to see /ready's 503 on a busy machine. */
const GRACE_MS = 3000

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * A load balancer in front of the service: its health check polls /ready every 100 ms on a
 * connection of its own and takes the instance out at its first 503 (or after two checks without
 * an answer). Until then it keeps routing: 30 keep-alive connections (an undici Pool), each loop
 * sending a create or a list as soon as its last answer is in. SIGTERM comes after 1.5 s of it.
 */
async function loadThroughTheSignal(service: ServiceProcess): Promise<Load> {
  const origin = `http://127.0.0.1:${service.port}`
  const user = newUser()
  const pool = new Pool(origin, { connections: 30, pipelining: 1 })
  const health = new Client(origin)
  let routed = true
  let signalled = false
  const load: Load = {
    signalAt: 0,
    takenOutAfterMs: 0,
    sawStopping: false,
    answered: 0,
    afterSignal: [],
    failed: [],
    wrongStatus: [],
    created: [],
  }

  const check = async () => {
    for (let unanswered = 0; unanswered < 2;) {
      await sleep(100)
      const status = await health
        .request({ path: '/ready', method: 'GET', reset: true })
        .then(async ({ statusCode, body }) => (await body.dump(), statusCode))
        .catch(() => 0)
      load.sawStopping = status === 503
      if (load.sawStopping) break // "stopping": out at once
      unanswered = status === 200 ? 0 : unanswered + 1
    }
    routed = false
    load.takenOutAfterMs = Date.now() - load.signalAt
  }
  const client = async (i: number) => {
    // Bounded: a loop that never meets a take-out stops by itself.
    const until = Date.now() + 20_000
    for (let n = 0; routed && Date.now() < until; n++) {
      const create = (i + n) % 2 === 0
      const sentAfterSignal = signalled
      try {
        const { statusCode, headers, body } = await pool.request(
          create
            ? {
                path: '/transactions/',
                method: 'POST',
                headers: { ...user.auth, 'content-type': 'application/json' },
                body: JSON.stringify({
                  amount: '1.00',
                  type: 'expense',
                  currency: 'USD',
                  occurred_at: '2026-11-20T10:00:00Z',
                  merchant: `drain ${i}-${n}`,
                }),
              }
            : { path: '/transactions/?limit=5', method: 'GET', headers: user.auth },
        )
        const text = await body.text()
        load.answered++
        if (statusCode === 201) load.created.push((JSON.parse(text) as { id: string }).id)
        else if (statusCode !== 200) load.wrongStatus.push(`${create ? 'POST' : 'GET'} ${statusCode}`)
        if (sentAfterSignal)
          load.afterSignal.push({ status: statusCode, connection: headers.connection as string | undefined })
      } catch (error) {
        load.failed.push({
          code: (error as NodeJS.ErrnoException).code ?? (error as Error).message,
          when: load.signalAt ? `${Date.now() - load.signalAt} ms after the signal` : 'before the signal',
        })
      }
    }
  }

  const clients = Array.from({ length: 30 }, (_, i) => client(i))
  await sleep(1500)
  service.child.kill('SIGTERM')
  load.signalAt = Date.now()
  const balancer = check()
  // Requests sent once the service has logged the signal are handled after it (one thread each).
  while (!service.logs.some((l) => String(l.msg).startsWith('shutting down'))) await sleep(1)
  signalled = true
  await balancer
  await Promise.all(clients)
  await pool.close()
  await health.close()
  return load
}

/** Which of `ids` are in the transactions table. */
async function stored(ids: readonly string[]): Promise<Set<string>> {
  const client = new pg.Client({ connectionString: testDatabaseUrl() })
  await client.connect()
  try {
    const { rows } = await client.query<{ id: string }>(
      'select id from transactions where id = any($1::uuid[])',
      [ids],
    )
    return new Set(rows.map((r) => r.id))
  } finally {
    await client.end()
  }
}

describe('shutdown behind a load balancer: the grace (SHUTDOWN_GRACE_MS)', function () {
  this.timeout(180_000)

  for (const workers of [1, 2]) {
    it(`${workers === 1 ? 'one instance' : `--workers ${workers}`}: under 30-way keep-alive load no request is reset or refused, every answer after SIGTERM says Connection: close, and every acknowledged create is stored`, async () => {
      const service = await startServiceProcess(
        {
          DATABASE_URL: testDatabaseUrl(),
          DATABASE_SERVICE_KEY: TEST_SERVICE_KEY,
          JWT_SECRET: TEST_JWT_SECRET,
          SCHEDULER_ENABLED: 'false',
          SHUTDOWN_GRACE_MS: String(GRACE_MS),
        },
        120_000,
        { workers },
      )
      const load = await loadThroughTheSignal(service)
      const exitCode = await service.exited
      const exitedAfterMs = Date.now() - load.signalAt
      const found = await stored(load.created)

      // When each instance's grace ended, in ms after the signal (from its log line's time).
      const graceOver = service.logs
        .filter((l) => String(l.msg).startsWith('grace over'))
        .map((l) => Date.parse(String(l.time)) - load.signalAt)
      const byCode = new Map<string, number>()
      for (const { code } of load.failed) byCode.set(code, (byCode.get(code) ?? 0) + 1)
      const codes = [...byCode].map(([c, n]) => `${n} ${c}`)
      console.log(
        `      ${load.answered} answers, ${load.afterSignal.length} after SIGTERM, ${load.failed.length} failed (${codes.join(', ') || 'none'}), taken out ${load.takenOutAfterMs} ms, grace over ${graceOver.join('/')} ms, exit ${exitCode} ${exitedAfterMs} ms after the signal; ${load.created.length} creates acknowledged, ${found.size} stored`,
      )
      expect(load.failed, 'requests reset or refused').to.deep.equal([])
      // The contract covers a balancer that takes the instance out within the grace.
      expect(load.sawStopping, '/ready answered 503 while the instance still served').to.equal(true)
      expect(graceOver).to.have.length(workers)
      expect(load.takenOutAfterMs, 'the balancer saw /ready within the grace').to.be.lessThan(
        Math.min(...graceOver),
      )
      expect(load.wrongStatus).to.deep.equal([])
      expect(exitCode).to.equal(0)
      // Served through the grace, each on a socket its client then leaves.
      expect(load.afterSignal.length).to.be.greaterThan(0)
      expect(load.afterSignal.filter((a) => a.connection !== 'close')).to.deep.equal([])
      expect(load.created.filter((id) => !found.has(id))).to.deep.equal([])
      expect(exitedAfterMs).to.be.greaterThan(GRACE_MS)
      const stopped = service.logs.filter((l) => l.msg === 'stopped')
      expect(stopped).to.have.length(workers)
    })
  }
})
