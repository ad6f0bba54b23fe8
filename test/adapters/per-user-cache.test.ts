import { expect } from 'chai'
import type { UnitOfWork } from '../../src/application/ports/unit-of-work.js'
import { PerUserCache } from '../../src/adapters/cache/per-user-cache.js'
import type { UserCacheInvalidation } from '../../src/adapters/cache/user-cache-invalidation.js'

/** Invalidations whose session the test sets (undefined: Redis away). */
class TestInvalidation implements UserCacheInvalidation {
  current: number | undefined = 1
  async publish(): Promise<void> {}
  listen(): void {}
  session(): number | undefined {
    return this.current
  }
}

/** Outside a unit of work: after-commit tasks run at once. `inUnit` collects them instead (until `commit`). */
class TestUnitOfWork implements UnitOfWork {
  pending: (() => Promise<void>)[] | undefined
  async run<T>(work: () => Promise<T>): Promise<T> {
    return work()
  }
  async afterCommit(task: () => Promise<void>): Promise<void> {
    if (this.pending) this.pending.push(task)
    else await task()
  }
  async commit(): Promise<void> {
    const tasks = this.pending ?? []
    this.pending = undefined
    for (const task of tasks) await task()
  }
}

function setup() {
  const invalidation = new TestInvalidation()
  const unitOfWork = new TestUnitOfWork()
  const cache = new PerUserCache<string>(invalidation, unitOfWork, { ttlMs: 60_000, maxUsers: 10 })
  let table = 'v1'
  let reads = 0
  const load = async () => {
    reads += 1
    return table
  }
  return {
    invalidation,
    unitOfWork,
    cache,
    read: () => cache.read('u1', load),
    write: (value: string) => (table = value),
    reads: () => reads,
  }
}

describe('PerUserCache: a per-user value kept until a write, a gap in the invalidations or its TTL', () => {
  it('reads the table once, then serves the value until forget', async () => {
    const t = setup()
    expect(await t.read()).to.equal('v1')
    t.write('v2')
    expect(await t.read()).to.equal('v1')
    expect(t.reads()).to.equal(1)
    t.cache.forget('u1')
    expect(await t.read()).to.equal('v2')
    expect(await t.cache.read('u2', async () => 'other')).to.equal('other') // users are apart
  })

  it('a read that a forget overlapped stores nothing (it may predate the write)', async () => {
    const t = setup()
    let release!: () => void
    const slow = t.cache.read('u1', async () => {
      await new Promise<void>((r) => (release = r))
      return 'old'
    })
    await Promise.resolve()
    t.write('new')
    t.cache.forget('u1')
    release()
    expect(await slow).to.equal('old')
    expect(await t.read()).to.equal('new')
  })

  it('reads that begin while another fills the slot read alone and let it store (under load one always does)', async () => {
    const t = setup()
    let release!: () => void
    const first = t.cache.read('u1', async () => {
      await new Promise<void>((r) => (release = r))
      return 'v1'
    })
    await Promise.resolve()
    expect(await t.read()).to.equal('v1') // read alone
    release()
    await first
    t.write('v2')
    expect(await t.read()).to.equal('v1') // the first read's value was kept
    expect(t.reads()).to.equal(1)
  })

  it('a read inside a unit of work is kept only once it committed; never when it rolls back', async () => {
    const t = setup()
    t.unitOfWork.pending = []
    expect(await t.read()).to.equal('v1')
    t.unitOfWork.pending = undefined // rolled back: the tasks never run
    t.write('v2')
    expect(await t.read()).to.equal('v2')
    t.cache.forget('u1')
    t.unitOfWork.pending = []
    await t.read()
    await t.unitOfWork.commit()
    t.write('v3')
    expect(await t.read()).to.equal('v2') // kept after the commit
  })

  it('serves nothing while the invalidations are away, and nothing read in an earlier session', async () => {
    const t = setup()
    await t.read()
    t.invalidation.current = undefined // Redis away: another instance's write could go unheard
    t.write('v2')
    expect(await t.read()).to.equal('v2')
    expect(await t.read()).to.equal('v2')
    expect(t.reads()).to.equal(3)
    t.invalidation.current = 2 // back, in a new session: what was read before is not served
    t.write('v3')
    expect(await t.read()).to.equal('v3')
    expect(await t.read()).to.equal('v3')
    expect(t.reads()).to.equal(4)
  })
})
