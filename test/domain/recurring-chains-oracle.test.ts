import { expect } from 'chai'
import { findChains, type DatedSize } from '../../src/domain/recurring/series-chains.js'
import { findChainsOracle } from '../support/series-chains-oracle.js'

/** A deterministic pseudo-random sequence: the same groups on every run. */
function randomFrom(seed: number): () => number {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648
    return state / 2_147_483_648
  }
}

/**
 * One merchant's payments over about three years: some series (weekly to yearly, steady,
 * repriced once, or variable, with a missed period now and then, a day or two of drift) among
 * random purchases, a double charge here and there; day order as detection gives it.
 */
function generatedGroup(random: () => number, purchases: number): DatedSize[] {
  const points: DatedSize[] = []
  const days = 1150
  const series = Math.floor(random() * 3)
  for (let s = 0; s < series; s += 1) {
    const period = [7, 30.44, 91.3, 365.25][Math.floor(random() * 4)]!
    const kind = Math.floor(random() * 3)
    let size = Math.round(5 + random() * 200)
    const start = Math.floor(random() * period)
    for (let day = start; day < days; day += period) {
      if (random() < 0.05) continue
      if (kind === 1 && random() < 0.04) size = Math.round(size * 1.2)
      const paid = kind === 2 ? Math.round(size * (0.8 + random() * 0.4)) : size
      const on = Math.round(day + (random() - 0.5) * 4)
      points.push({ day: on, size: paid })
      if (random() < 0.02) points.push({ day: on, size: paid })
    }
  }
  for (let i = 0; i < purchases; i += 1)
    points.push({ day: Math.floor(random() * days), size: Math.round((1 + random() * 120) * 100) / 100 })
  return points.sort((a, b) => a.day - b.day)
}

describe('recurring chain search against its oracle', () => {
  it('finds exactly the chains of the straightforward search in 300 generated merchants', () => {
    const random = randomFrom(7)
    let chains = 0
    for (let n = 0; n < 300; n += 1) {
      const purchases = [0, 3, 20, 80, 300][n % 5]!
      const group = generatedGroup(random, purchases)
      const expected = findChainsOracle(group)
      expect(findChains(group), `group ${n}`).to.deep.equal(expected)
      chains += expected.length
    }
    // The comparison is only worth something if the groups hold series.
    expect(chains).to.be.greaterThan(100)
  })

  it('finds the same chains in one merchant visited about once a day for three years', () => {
    const group = generatedGroup(randomFrom(11), 1200)
    expect(findChains(group)).to.deep.equal(findChainsOracle(group))
  })
})
