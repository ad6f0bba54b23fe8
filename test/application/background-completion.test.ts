import { expect } from 'chai'
import { BackgroundCompletion } from '../../src/application/use-cases/categorization/background-completion.js'

/** A run that records its batches; each resolves when the test says so, or at once. */
function recorder({ fail = false } = {}) {
  const batches: { userId: string; ids: readonly string[] }[] = []
  const run = (userId: string, ids: readonly string[]) => {
    batches.push({ userId, ids })
    return fail ? Promise.reject(new Error('model down')) : Promise.resolve()
  }
  return { batches, run }
}

describe("BackgroundCompletion: a user's new transactions go to the server steps a batch at a time", () => {
  it("one user's creates within the window are one batch; another user's are their own", async () => {
    const { batches, run } = recorder()
    const completion = new BackgroundCompletion(run, { windowMs: 20, maxBatch: 100 })
    completion.add('u1', ['a'])
    completion.add('u2', ['x'])
    completion.add('u1', ['b', 'c'])
    expect(batches).to.deep.equal([]) // nothing runs inside the window
    await new Promise((r) => setTimeout(r, 60))
    expect(batches).to.have.deep.members([
      { userId: 'u1', ids: ['a', 'b', 'c'] },
      { userId: 'u2', ids: ['x'] },
    ])
  })

  it('a full batch runs at once, and more than a batch at once is split into batches of the cap', async () => {
    const { batches, run } = recorder()
    const completion = new BackgroundCompletion(run, { windowMs: 60_000, maxBatch: 3 })
    completion.add('u1', ['a', 'b'])
    expect(batches).to.deep.equal([])
    completion.add('u1', ['c'])
    expect(batches).to.deep.equal([{ userId: 'u1', ids: ['a', 'b', 'c'] }])
    completion.add('u1', ['d', 'e', 'f', 'g', 'h', 'i', 'j'])
    expect(batches.slice(1)).to.deep.equal([
      { userId: 'u1', ids: ['d', 'e', 'f'] },
      { userId: 'u1', ids: ['g', 'h', 'i'] },
      { userId: 'u1', ids: ['j'] },
    ])
    await completion.drain()
  })

  it('drain runs what waits without waiting out the window, and resolves once every batch has finished', async () => {
    const finished: string[] = []
    const completion = new BackgroundCompletion(
      async (_userId, ids) => {
        await new Promise((r) => setTimeout(r, 20))
        finished.push(...ids)
      },
      { windowMs: 60_000, maxBatch: 2 },
    )
    completion.add('u1', ['a', 'b']) // full: running
    completion.add('u2', ['c']) // waiting for the window
    await completion.drain()
    expect(finished).to.have.members(['a', 'b', 'c'])
  })

  it('a failed batch does not stop the next ones', async () => {
    const { batches, run } = recorder({ fail: true })
    const completion = new BackgroundCompletion(run, { windowMs: 60_000, maxBatch: 1 })
    completion.add('u1', ['a'])
    completion.add('u1', ['b'])
    await completion.drain()
    expect(batches.map((b) => b.ids)).to.deep.equal([['a'], ['b']])
  })
})
