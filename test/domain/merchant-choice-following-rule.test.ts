import { expect } from 'chai'
import { choicesFollowingRule, type MerchantChoice } from '../../src/domain/categories/merchant-choice.js'

const at = (day: number) => new Date(Date.UTC(2026, 10, day))
const choice = (categoryId: string, choices: number, day: number): MerchantChoice => ({
  categoryId,
  choices,
  lastChosenAt: at(day),
})

describe('choicesFollowingRule: the merchant memory follows the edited or deleted learned rule', () => {
  const learned = [choice('coffee', 2, 1), choice('dining', 1, 2)]

  it("gives the rule's category every choice counted, chosen last now", () => {
    expect(choicesFollowingRule(learned, 'groceries', at(9))).to.deep.equal([choice('groceries', 3, 9)])
    expect(choicesFollowingRule(learned, 'coffee', at(9))).to.deep.equal([choice('coffee', 3, 9)])
  })

  it('changes nothing when the rule names the category already learned (the latest choice)', () => {
    expect(choicesFollowingRule(learned, 'dining', at(9))).to.equal(undefined)
  })

  it('forgets the merchant when the rule is deleted or sets no category; nothing to forget is no change', () => {
    expect(choicesFollowingRule(learned, null, at(9))).to.deep.equal([])
    expect(choicesFollowingRule([], null, at(9))).to.equal(undefined)
    expect(choicesFollowingRule([], 'coffee', at(9))).to.deep.equal([choice('coffee', 1, 9)])
  })
})
