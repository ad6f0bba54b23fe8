import { expect } from 'chai'
import type { RequestWindow } from '../../src/application/ports/request-window.js'
import { InProcessRequestWindow } from '../../src/adapters/limits/in-process-request-window.js'
import { InProcessBackoffGate, type BackoffGate } from '../../src/adapters/market/backoff-gate.js'
import {
  InProcessStreamBoard,
  type StreamBoard,
} from '../../src/adapters/market/price-stream/stream-board.js'
import { RedisBackoffGate } from '../../src/adapters/redis/redis-backoff-gate.js'
import { RedisConnection } from '../../src/adapters/redis/redis-connection.js'
import { RedisRequestWindow } from '../../src/adapters/redis/redis-request-window.js'
import { RedisStreamBoard } from '../../src/adapters/redis/redis-stream-board.js'
import { FakeLog } from '../fakes/fake-log.js'
import { deleteKeys, SHARED_REDIS_URL, skipWithoutRedis, testKeyPrefix } from './support/instances.js'

interface Implementation {
  readonly name: string
  window(): RequestWindow
  gate(): BackoffGate
  board(): StreamBoard
}

/** The in-process twins and the Redis versions keep the same contracts (src/application/ports, src/adapters/market). */
function contract(make: () => Implementation) {
  let impl: Implementation
  beforeEach(() => {
    impl = make()
  })

  it('RequestWindow: admits `limit` in the window, refuses the next with the oldest time, frees as time passes', async () => {
    const w = impl.window()
    const t0 = 1_800_000_000_000
    for (let i = 0; i < 3; i++) expect((await w.take('u1', 3, 60_000, t0 + i * 1000)).admitted).to.equal(true)
    const refused = await w.take('u1', 3, 60_000, t0 + 5000)
    expect(refused).to.deep.equal({ admitted: false, count: 3, oldestMs: t0 })
    expect(w.peek('u1', 60_000, t0 + 5000)).to.deep.equal({ count: 3, oldestMs: t0 })
    expect((await w.take('u2', 3, 60_000, t0 + 5000)).admitted, 'another key').to.equal(true)
    const later = await w.take('u1', 3, 60_000, t0 + 60_000)
    expect(later).to.deep.equal({ admitted: true, count: 3, oldestMs: t0 + 1000 })
  })

  it('BackoffGate: open, then blocked until the latest time it was told, never lowered', async () => {
    const g = impl.gate()
    expect(await g.blockedUntil('yahoo')).to.equal(0)
    const until = Date.now() + 20_000
    await g.block('yahoo', until)
    await g.block('yahoo', until - 5000)
    expect(await g.blockedUntil('yahoo')).to.equal(until)
    expect(await g.blockedUntil('coingecko')).to.equal(0)
  })

  it('StreamBoard: watchers with leases, one claim per tick, increasing seqs, latest per key, fan-out', async () => {
    const b = impl.board()
    const heard: string[] = []
    b.onUpdates((updates) => heard.push(...updates.map((u) => `${u.key}@${u.seq}`)))
    await b.announce('i1', ['s:AAPL', 's:MSFT'], 60_000)
    await b.announce('i2', ['s:AAPL'], 60_000)
    await b.withdraw('i1', ['s:AAPL'])
    expect((await b.watched()).sort()).to.deep.equal(['s:AAPL', 's:MSFT'])
    await b.withdraw('i2', ['s:AAPL'])
    expect(await b.watched()).to.deep.equal(['s:MSFT'])
    expect(await b.claimTick(42, 1000)).to.equal(true)
    expect(await b.claimTick(42, 1000)).to.equal(false)
    const s1 = await b.nextSeq()
    const s2 = await b.nextSeq()
    expect(s2).to.be.greaterThan(s1)
    expect(await b.currentSeq()).to.equal(s2)
    await b.publish([{ key: 's:MSFT', seq: s2, payload: '{"stock":{"price":1}}' }])
    const until = Date.now() + 2000
    while (heard.length === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 10))
    expect(heard).to.deep.equal([`s:MSFT@${s2}`])
    expect([...(await b.latest(['s:MSFT', 's:AAPL'])).values()]).to.deep.equal([
      { key: 's:MSFT', seq: s2, payload: '{"stock":{"price":1}}' },
    ])
  })
}

describe('scale-out contracts: in process', () => {
  contract(() => ({
    name: 'in process',
    window: () => new InProcessRequestWindow(),
    gate: () => new InProcessBackoffGate(),
    board: () => new InProcessStreamBoard(),
  }))
})

describe('scale-out contracts: Redis', () => {
  let redis: RedisConnection
  let prefix: string
  before(async function () {
    await skipWithoutRedis(this)
  })
  beforeEach(async () => {
    prefix = testKeyPrefix()
    redis = new RedisConnection(
      { url: SHARED_REDIS_URL, keyPrefix: prefix, commandTimeoutMs: 500 },
      new FakeLog(),
    )
    const until = Date.now() + 5000
    while (!redis.available && Date.now() < until) await new Promise((r) => setTimeout(r, 10))
  })
  afterEach(async () => {
    await redis.close()
    await deleteKeys(SHARED_REDIS_URL, prefix)
  })
  contract(() => ({
    name: 'redis',
    window: () => new RedisRequestWindow(redis),
    gate: () => new RedisBackoffGate(redis),
    board: () => new RedisStreamBoard(redis),
  }))

  it('a Redis that cannot be reached: the window and the gate answer from the process at once; one warning', async () => {
    const log = new FakeLog()
    const away = new RedisConnection(
      { url: 'redis://127.0.0.1:1', keyPrefix: prefix, commandTimeoutMs: 200 },
      log,
    )
    try {
      const started = Date.now()
      const w = new RedisRequestWindow(away)
      expect((await w.take('u', 1, 60_000, 1000)).admitted).to.equal(true)
      expect((await w.take('u', 1, 60_000, 1001)).admitted).to.equal(false)
      const g = new RedisBackoffGate(away)
      await g.block('p', 5000)
      expect(await g.blockedUntil('p')).to.equal(5000)
      expect(Date.now() - started).to.be.below(200)
      // It keeps retrying in the background, and says so once.
      await new Promise((r) => setTimeout(r, 400))
      expect(log.messages('warn')).to.deep.equal([
        'redis is unavailable: serving from in-process caches and limits until it returns',
      ])
    } finally {
      await away.close()
    }
  })
})
