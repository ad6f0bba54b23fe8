import { expect } from 'chai'
import { newUser, TEST_SERVICE_KEY } from '../support/tokens.js'
import { startMarketFakes, type MarketFakes } from '../market/support/market-fakes.js'
import { startPrivateRedis, type PrivateRedis } from './support/private-redis.js'
import { skipWithoutRedis, startInstances, waitForRedis, type Instances } from './support/instances.js'

interface Outcome {
  readonly status: number
  readonly ms: number
  readonly redisDown: boolean
}

describe('scale-out: Redis stopped and restarted under load (a private redis-server)', function () {
  this.timeout(60_000)
  let redis: PrivateRedis
  let fakes: MarketFakes
  let instances: Instances
  const user = newUser()

  before(async function () {
    await skipWithoutRedis(this)
    redis = await startPrivateRedis()
    fakes = await startMarketFakes({ timeoutMs: 2000 })
    instances = await startInstances(3, { env: fakes.env, redisUrl: redis.url })
  })
  after(async () => {
    await instances?.close()
    await fakes?.close()
    await redis?.stop()
  })

  it('no 5xx and no request held past the command timeout while Redis is away; /ready and /metrics say so; sharing resumes', async () => {
    for (let i = 0; i < 20; i++) fakes.yahoo.stocks.set(`OUT${i}`, { price: 100 + i })
    const outcomes: Outcome[] = []
    let redisDown = false
    let running = true
    let n = 0
    const worker = async () => {
      while (running) {
        const i = n++
        const started = performance.now()
        const res = await instances.at(i).fetch(`/market/stock/OUT${i % 20}`, { headers: user.auth })
        await res.arrayBuffer()
        outcomes.push({ status: res.status, ms: performance.now() - started, redisDown })
      }
    }
    const workers = Array.from({ length: 6 }, worker)
    await new Promise((r) => setTimeout(r, 300))

    await redis.stop()
    redisDown = true
    const until = Date.now() + 3000
    while (instances.apps.some((a) => a.container.resolve('sharedState').redis!.available)) {
      expect(Date.now(), 'every instance notices').to.be.below(until)
      await new Promise((r) => setTimeout(r, 20))
    }
    const ready = await instances.at(0).fetch('/ready')
    expect(ready.status).to.equal(200)
    expect(((await ready.json()) as { status: string; checks: { redis: string } }).checks.redis).to.equal(
      'degraded',
    )
    const metrics = await instances.at(1).fetch('/metrics', {
      headers: { authorization: `Bearer ${TEST_SERVICE_KEY}` },
    })
    expect(await metrics.text()).to.match(/^redis_up 0$/m)
    // Cold symbols during the outage: each instance loads for itself.
    fakes.yahoo.stocks.set('DOWN1', { price: 5 })
    const cold = await Promise.all(
      instances.apps.map((a) => a.fetch('/market/stock/DOWN1', { headers: user.auth })),
    )
    expect(cold.map((r) => r.status)).to.deep.equal([200, 200, 200])
    await new Promise((r) => setTimeout(r, 1500))

    await redis.start()
    await Promise.all(instances.apps.map((a) => waitForRedis(a, 10_000)))
    redisDown = false
    await new Promise((r) => setTimeout(r, 300))
    running = false
    await Promise.all(workers)

    const during = outcomes.filter((o) => o.redisDown)
    const slowest = Math.max(...during.map((o) => o.ms))
    console.log(
      `      ${outcomes.length} requests, ${during.length} while Redis was away; statuses ${[
        ...new Set(outcomes.map((o) => o.status)),
      ].join(',')}; slowest during the outage ${slowest.toFixed(0)} ms`,
    )
    expect(during.length).to.be.greaterThan(20)
    expect(outcomes.filter((o) => o.status !== 200)).to.deep.equal([])
    // The command timeout is 250 ms; a request may meet it once, plus its own work on a busy machine.
    expect(slowest).to.be.below(1500)

    const readyAgain = await instances.at(2).fetch('/ready')
    expect(((await readyAgain.json()) as { checks: { redis: string } }).checks.redis).to.equal('ok')
    fakes.yahoo.stocks.set('BACK1', { price: 9 })
    const before = fakes.yahoo.quoteCalls
    const back = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        instances.at(i).fetch('/market/stock/BACK1', { headers: user.auth }),
      ),
    )
    expect(back.every((r) => r.status === 200)).to.equal(true)
    expect(fakes.yahoo.quoteCalls - before, 'shared again: one call for 3 instances').to.equal(1)
  })

  it('Redis down at start: the instance starts, serves, and reads degraded; it shares once Redis appears', async () => {
    await redis.stop()
    const late = await startInstances(1, {
      env: fakes.env,
      redisUrl: redis.url,
      prefix: instances.prefix,
      waitForRedis: false,
    })
    try {
      fakes.yahoo.stocks.set('LATE1', { price: 3 })
      expect((await late.at(0).fetch('/market/stock/LATE1', { headers: user.auth })).status).to.equal(200)
      const ready = (await (await late.at(0).fetch('/ready')).json()) as { checks: { redis: string } }
      expect(ready.checks.redis).to.equal('degraded')
      await redis.start()
      await waitForRedis(late.at(0), 10_000)
      await Promise.all(instances.apps.map((a) => waitForRedis(a, 10_000)))
      fakes.yahoo.stocks.set('LATE2', { price: 4 })
      const before = fakes.yahoo.quoteCalls
      await late.at(0).fetch('/market/stock/LATE2', { headers: user.auth })
      await instances.at(0).fetch('/market/stock/LATE2', { headers: user.auth })
      expect(fakes.yahoo.quoteCalls - before).to.equal(1)
    } finally {
      await late.close()
    }
  })

  it('Redis that hangs (SIGSTOP): every request answers 200, none waits on Redis for more than the command timeout once', async () => {
    await Promise.all(instances.apps.map((a) => waitForRedis(a, 10_000)))
    for (let i = 0; i < 12; i++) fakes.yahoo.stocks.set(`HANG${i}`, { price: i + 1 })
    redis.pause()
    try {
      const timings: number[] = []
      for (let i = 0; i < 12; i++) {
        const started = performance.now()
        const res = await instances.at(i).fetch(`/market/stock/HANG${i}`, { headers: user.auth })
        expect(res.status).to.equal(200)
        timings.push(performance.now() - started)
      }
      const ready = (await (await instances.at(0).fetch('/ready')).json()) as { checks: { redis: string } }
      expect(ready.checks.redis).to.equal('degraded')
      console.log(`      while Redis hangs: ${timings.map((t) => t.toFixed(0)).join(', ')} ms`)
      // The command timeout is 250 ms: met once per instance, then Redis is skipped for a second.
      expect(Math.max(...timings)).to.be.below(1000)
      expect(timings.filter((t) => t > 200).length).to.be.at.most(3)
    } finally {
      redis.resume()
    }
    const until = Date.now() + 5000
    while (
      instances.apps.some((a) => !a.container.resolve('sharedState').redis!.available) &&
      Date.now() < until
    )
      await new Promise((r) => setTimeout(r, 50))
    fakes.yahoo.stocks.set('AFTERHANG', { price: 1 })
    const before = fakes.yahoo.quoteCalls
    await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        instances.at(i).fetch('/market/stock/AFTERHANG', { headers: user.auth }),
      ),
    )
    expect(fakes.yahoo.quoteCalls - before).to.equal(1)
  })
})
