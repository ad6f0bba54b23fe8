import { expect } from 'chai'
import { LruCompiledRules } from '../../src/adapters/cache/lru-compiled-rules.js'
import { RuleSet } from '../../src/domain/rules/rule-match.js'
import type { Rule, RuleCondition } from '../../src/domain/rules/rule.js'

describe('LruCompiledRules', () => {
  const at = new Date('2026-03-01T00:00:00Z')
  const rule = (id: string, conditions: RuleCondition[], updatedAt = at): Rule => ({
    id,
    userId: 'alice',
    conditions,
    match: 'all',
    actions: { category: 'coffee' },
    priority: 0,
    enabled: true,
    createdFrom: 'user',
    hits: 0,
    createdAt: at,
    updatedAt,
  })
  const bottle: RuleCondition = { field: 'merchant', op: 'matches', value: 'blue\\s+bottle' }
  const tesco: RuleCondition = { field: 'merchant', op: 'matches', value: '^tesco' }
  const subject = (merchant: string) => ({
    merchant,
    description: null,
    amount: '4.50',
    type: 'expense',
    currency: 'USD',
    accountId: null,
  })

  it('compiles a rule version once, whatever else of the rule (hits, priority) changed', () => {
    const compiled = new LruCompiledRules({ maxConditions: 100 })
    const first = compiled.testOf(rule('r1', [bottle]))
    expect(compiled.testOf({ ...rule('r1', [bottle]), hits: 9, priority: 4 })).to.equal(first)
    expect(compiled.size).to.equal(1)
  })

  it('compiles an edited rule (a new updatedAt) again, and its test follows the edit', () => {
    const compiled = new LruCompiledRules({ maxConditions: 100 })
    const before = rule('r1', [bottle])
    const after = rule('r1', [tesco], new Date(at.getTime() + 1))
    const set = (r: Rule) => new RuleSet([r], (x) => compiled.testOf(x))
    expect(set(before).first(subject('SQ *Blue  Bottle'))?.id).to.equal('r1')
    expect(set(after).first(subject('SQ *Blue  Bottle'))).to.equal(undefined)
    expect(set(after).first(subject('TESCO STORES 22'))?.id).to.equal('r1')
    expect(compiled.testOf(after)).to.not.equal(compiled.testOf(before))
  })

  it('holds at most maxConditions conditions, all rules together', () => {
    const compiled = new LruCompiledRules({ maxConditions: 10 })
    for (let i = 0; i < 20; i++) compiled.testOf(rule(`r${i}`, [bottle, tesco]))
    expect(compiled.size).to.equal(5)
  })
})
