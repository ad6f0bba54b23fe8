import { expect } from 'chai'
import { onePerTurn } from '../../src/adapters/http/advisor/one-per-turn.js'

describe('onePerTurn: the streams’ pre-model work, one per turn of the event loop', () => {
  it('lets the waiting work through in order, each in its own turn (the sockets are read between two)', async () => {
    // Counts turns: an immediate queued by an immediate runs in the next turn.
    let turn = 0
    let counting = true
    const count = () => {
      turn += 1
      if (counting) setImmediate(count)
    }
    setImmediate(count)
    const released: { name: string; turn: number }[] = []
    await Promise.all(['a', 'b', 'c'].map((name) => onePerTurn().then(() => released.push({ name, turn }))))
    counting = false
    expect(released.map((r) => r.name)).to.deep.equal(['a', 'b', 'c'])
    expect(new Set(released.map((r) => r.turn)).size).to.equal(3)
  })

  it('work that asks later, once the queue is empty, is let through too', async () => {
    await onePerTurn()
    await onePerTurn()
    await Promise.all([onePerTurn(), onePerTurn()])
  })
})
