import { expect } from 'chai'
import { instantText } from '../../src/adapters/http/instant-text.js'

describe('instantText: toISOString, faster', () => {
  it('agrees with toISOString on random instants from 1970 to 9999 and on the edges', () => {
    let seed = 11
    const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
    const edges = [0, 951_782_400_000, 4_107_542_399_999, 253_402_300_799_999] // 2000-02-29, 2100-02-28 end, 9999 end
    const instants = [
      ...edges,
      ...Array.from({ length: 50_000 }, () => Math.floor(rand() * 253_402_300_800_000)),
    ]
    for (const t of instants) expect(instantText(new Date(t))).to.equal(new Date(t).toISOString())
  })

  it('leaves instants outside 1970..9999 to toISOString (and throws like it for an invalid date)', () => {
    for (const t of [-1, -62_135_596_800_000, 253_402_300_800_000, 8.64e15])
      expect(instantText(new Date(t))).to.equal(new Date(t).toISOString())
    expect(() => instantText(new Date(NaN))).to.throw(RangeError)
  })
})
