import { expect } from 'chai'
import { Redis } from 'ioredis'
import type { SharedLoadRequest, SharedOutcome } from '../../src/adapters/market/shared-cache.js'
import { RedisConnection } from '../../src/adapters/redis/redis-connection.js'
import { RedisSharedCache } from '../../src/adapters/redis/redis-shared-cache.js'
import { UpstreamUnavailableError } from '../../src/domain/errors.js'
import { FakeLog } from '../fakes/fake-log.js'
import { deleteKeys, SHARED_REDIS_URL, skipWithoutRedis, testKeyPrefix } from './support/instances.js'

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

describe('scale-out: RedisSharedCache (locks, fencing, lease takeover, shared failures)', () => {
  let prefix: string
  let connections: RedisConnection[]
  let caches: RedisSharedCache[]
  const loads: string[][] = []

  before(async function () {
    await skipWithoutRedis(this)
  })
  beforeEach(async () => {
    prefix = testKeyPrefix()
    loads.length = 0
    connections = [0, 1].map(
      () =>
        new RedisConnection(
          { url: SHARED_REDIS_URL, keyPrefix: prefix, commandTimeoutMs: 500 },
          new FakeLog(),
        ),
    )
    const until = Date.now() + 5000
    while (connections.some((c) => !c.available) && Date.now() < until) await sleep(10)
    caches = connections.map((c) => new RedisSharedCache(c, { leaseMs: 400 }))
  })
  afterEach(async () => {
    await Promise.all(connections.map((c) => c.close()))
    await deleteKeys(SHARED_REDIS_URL, prefix)
  })

  const request = (keys: string[], load: SharedLoadRequest['load']): SharedLoadRequest => ({
    namespace: 'test',
    keys,
    ttlMs: 60_000,
    maxBatch: 2,
    now: () => Date.now(),
    load,
  })
  const slowLoad = (ms: number) => async (keys: readonly string[]) => {
    loads.push([...keys])
    await sleep(ms)
    return new Map(keys.filter((k) => k !== 'unknown').map((k) => [k, JSON.stringify({ k })]))
  }
  const payload = (o: SharedOutcome | undefined) => (o && 'payload' in o ? o.payload : o)

  it('two instances asking for the same 5 keys at once: each key loaded once, at most 2 a call; unknown cached too', async () => {
    const keys = ['a', 'b', 'c', 'd', 'unknown']
    const [x, y] = await Promise.all(caches.map((c) => c.getOrLoad(request(keys, slowLoad(50)))))
    expect(loads.flat().sort()).to.deep.equal([...keys].sort())
    expect(loads.every((l) => l.length <= 2)).to.equal(true)
    for (const out of [x!, y!]) {
      expect(payload(out.get('a'))).to.equal('{"k":"a"}')
      expect(out.get('unknown')).to.have.property('payload', undefined)
    }
    loads.length = 0
    await caches[1]!.getOrLoad(request(keys, slowLoad(0)))
    expect(loads).to.deep.equal([])
  })

  it('a lock holder that died: its key is taken over once the lease has passed, not before', async () => {
    const raw = new Redis(SHARED_REDIS_URL)
    await raw.set(`${prefix}l:test:dead`, '999999', 'PX', 400)
    raw.disconnect()
    const started = Date.now()
    const out = await caches[0]!.getOrLoad(request(['dead'], slowLoad(0)))
    const waited = Date.now() - started
    expect(payload(out.get('dead'))).to.equal('{"k":"dead"}')
    expect(waited).to.be.within(300, 1500)
    expect(loads).to.deep.equal([['dead']])
  })

  it("a failed load frees its locks and the waiters answer the holder's error without calling the provider", async () => {
    const failing = async (keys: readonly string[]) => {
      loads.push([...keys])
      await sleep(100)
      throw new UpstreamUnavailableError('yahoo', 'rate limited by the provider', { retryAfterSeconds: 30 })
    }
    const [x, y] = await Promise.all(caches.map((c) => c.getOrLoad(request(['f1'], failing))))
    expect(loads).to.have.length(1)
    for (const out of [x!, y!]) {
      const outcome = out.get('f1') as { error: UpstreamUnavailableError }
      expect(outcome.error).to.be.instanceOf(UpstreamUnavailableError)
      expect(outcome.error.retryAfterSeconds).to.equal(30)
    }
  })
})
