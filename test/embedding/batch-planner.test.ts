import { expect } from 'chai'
import { planBatch, type QueuedText } from '../../embedding/src/batch-planner.js'

const queue = (...tokens: number[]): QueuedText[] => tokens.map((t, seq) => ({ seq, tokens: t }))

describe('embedding server: batch planning', () => {
  it('starts from the oldest text and adds the texts closest to it in length', () => {
    expect(planBatch(queue(10, 250, 12, 11, 240), { maxTexts: 32, tokenBudget: 512 })).to.deep.equal([
      0, 3, 2,
    ])
  })

  it('keeps rows x longest row within the token budget', () => {
    const picked = planBatch(queue(100, 100, 120, 130, 90, 256), { maxTexts: 32, tokenBudget: 400 })
    const texts = queue(100, 100, 120, 130, 90, 256)
    const longest = Math.max(...picked.map((i) => texts[i]!.tokens))
    expect(picked).to.include(0)
    expect(picked.length * longest).to.be.at.most(400)
    expect(picked).to.not.include(5)
  })

  it('caps the number of texts', () => {
    expect(
      planBatch(queue(...Array<number>(50).fill(8)), { maxTexts: 32, tokenBudget: 100_000 }),
    ).to.have.length(32)
  })

  it('sends a text longer than the budget alone rather than never', () => {
    expect(planBatch(queue(300, 5, 5), { maxTexts: 32, tokenBudget: 256 })).to.deep.equal([0])
    expect(planBatch([], { maxTexts: 32, tokenBudget: 256 })).to.deep.equal([])
  })
})
