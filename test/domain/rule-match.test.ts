import { expect } from 'chai'
import { ValidationError } from '../../src/domain/errors.js'
import { matches, RuleSet, type RuleSubject } from '../../src/domain/rules/rule-match.js'
import { compilePattern, PATTERN_MAX_LENGTH } from '../../src/domain/rules/rule-pattern.js'
import { checkRule } from '../../src/domain/rules/rule-validation.js'
import type { Rule, RuleCondition } from '../../src/domain/rules/rule.js'

const subject = (extra: Partial<RuleSubject> = {}): RuleSubject => ({
  merchant: 'SQ *Blue Bottle Coffee #123',
  description: 'Card purchase, Oakland CA',
  amount: '4.50',
  type: 'expense',
  currency: 'USD',
  accountId: '0b6c3a8e-1f9c-4d8b-9a53-2f6f0c8c1a11',
  ...extra,
})

let made = 0
const rule = (conditions: RuleCondition[], extra: Partial<Rule> = {}): Rule => ({
  id: `rule-${++made}`,
  userId: 'alice',
  conditions,
  match: 'all',
  actions: { category: 'coffee' },
  priority: 0,
  enabled: true,
  createdFrom: 'user',
  hits: 0,
  createdAt: new Date(Date.UTC(2026, 0, 1, 0, made)),
  updatedAt: new Date(Date.UTC(2026, 0, 1, 0, made)),
  ...extra,
})
const holds = (condition: RuleCondition, s: RuleSubject = subject()) => matches(rule([condition]), s)

describe('rules: matching', () => {
  it('is, contains, starts_with, ends_with compare text ignoring case and surrounding spaces', () => {
    expect(holds({ field: 'merchant', op: 'is', value: 'sq *blue bottle coffee #123' })).to.equal(true)
    expect(holds({ field: 'merchant', op: 'is', value: 'blue bottle' })).to.equal(false)
    expect(holds({ field: 'merchant', op: 'contains', value: 'BLUE BOTTLE' })).to.equal(true)
    expect(holds({ field: 'merchant', op: 'contains', value: 'starbucks' })).to.equal(false)
    expect(holds({ field: 'description', op: 'starts_with', value: 'card purchase' })).to.equal(true)
    expect(holds({ field: 'description', op: 'starts_with', value: 'oakland' })).to.equal(false)
    expect(holds({ field: 'description', op: 'ends_with', value: 'oakland ca' })).to.equal(true)
    expect(holds({ field: 'description', op: 'ends_with', value: 'card' })).to.equal(false)
    expect(holds({ field: 'merchant', op: 'is', value: ' Blue ' }, subject({ merchant: 'blue  ' }))).to.equal(
      true,
    )
  })

  it('matches runs a regular expression anywhere in the text, ignoring case', () => {
    expect(holds({ field: 'merchant', op: 'matches', value: '^sq \\*blue' })).to.equal(true)
    expect(holds({ field: 'merchant', op: 'matches', value: '#\\d{3}$' })).to.equal(true)
    expect(holds({ field: 'merchant', op: 'matches', value: 'starbucks|costa' })).to.equal(false)
  })

  it('a missing merchant or description matches no text condition', () => {
    const bare = subject({ merchant: null, description: null })
    for (const op of ['is', 'contains', 'starts_with', 'ends_with', 'matches'] as const)
      expect(holds({ field: 'merchant', op, value: 'a' }, bare), op).to.equal(false)
  })

  it('gt, lt, between and is compare amounts as exact decimals (between is inclusive)', () => {
    expect(holds({ field: 'amount', op: 'gt', value: '4.49' })).to.equal(true)
    expect(holds({ field: 'amount', op: 'gt', value: '4.5' })).to.equal(false)
    expect(holds({ field: 'amount', op: 'lt', value: '4.51' })).to.equal(true)
    expect(holds({ field: 'amount', op: 'lt', value: '4.50' })).to.equal(false)
    expect(holds({ field: 'amount', op: 'is', value: '4.5000' })).to.equal(true)
    expect(holds({ field: 'amount', op: 'between', value: ['4.50', '10'] })).to.equal(true)
    expect(holds({ field: 'amount', op: 'between', value: ['1', '4.50'] })).to.equal(true)
    expect(holds({ field: 'amount', op: 'between', value: ['4.51', '10'] })).to.equal(false)
    // 0.1 + 0.2 as floats is 0.30000000000000004: exact decimals have no such edge.
    expect(holds({ field: 'amount', op: 'is', value: '0.3' }, subject({ amount: '0.30' }))).to.equal(true)
    expect(
      holds(
        { field: 'amount', op: 'gt', value: '99999999999999999.98' },
        subject({ amount: '99999999999999999.99' }),
      ),
    ).to.equal(true)
  })

  it('is on account_id, type and currency', () => {
    expect(holds({ field: 'account_id', op: 'is', value: subject().accountId! })).to.equal(true)
    expect(holds({ field: 'account_id', op: 'is', value: 'another' })).to.equal(false)
    expect(holds({ field: 'account_id', op: 'is', value: 'x' }, subject({ accountId: null }))).to.equal(false)
    expect(holds({ field: 'type', op: 'is', value: 'expense' })).to.equal(true)
    expect(holds({ field: 'type', op: 'is', value: 'income' })).to.equal(false)
    expect(holds({ field: 'currency', op: 'is', value: 'usd' })).to.equal(true)
    expect(holds({ field: 'currency', op: 'is', value: 'EUR' })).to.equal(false)
  })

  it('match all needs every condition, match any one of them', () => {
    const conditions: RuleCondition[] = [
      { field: 'merchant', op: 'contains', value: 'bottle' },
      { field: 'currency', op: 'is', value: 'EUR' },
    ]
    expect(matches(rule(conditions, { match: 'all' }), subject())).to.equal(false)
    expect(matches(rule(conditions, { match: 'any' }), subject())).to.equal(true)
    expect(
      matches(rule(conditions, { match: 'any' }), subject({ merchant: 'Costa', currency: 'GBP' })),
    ).to.equal(false)
  })

  it('a rule set answers the highest-priority enabled rule that matches, the oldest on a tie', () => {
    const coffee: RuleCondition = { field: 'merchant', op: 'contains', value: 'coffee' }
    const low = rule([coffee], { priority: 1 })
    const old = rule([coffee], { priority: 5 })
    const young = rule([coffee], { priority: 5 })
    const off = rule([coffee], { priority: 99, enabled: false })
    const elsewhere = rule([{ field: 'merchant', op: 'contains', value: 'tesco' }], { priority: 50 })
    const set = new RuleSet([low, young, off, elsewhere, old])
    expect(set.size).to.equal(4)
    expect(set.first(subject())?.id).to.equal(old.id)
    expect(set.first(subject({ merchant: 'TESCO STORES 3021' }))?.id).to.equal(elsewhere.id)
    expect(set.first(subject({ merchant: 'Shell' }))).to.equal(undefined)
  })
})

describe('rules: regex safety', () => {
  it('refuses the classic catastrophic patterns (nested quantifiers)', () => {
    for (const pattern of ['(a+)+$', '(a*)*b', '([a-z]+)*$', '(\\w+\\s?)+$', '(x+x+)+y'])
      expect(compilePattern(pattern), pattern)
        .to.be.a('string')
        .and.match(/backtrack/)
  })

  it('refuses what an automaton cannot run (back-references, look-around) and broken syntax', () => {
    for (const pattern of ['(a)\\1', '(?=coffee)', '(?<!x)y', '[a-', '('])
      expect(compilePattern(pattern), pattern).to.be.a('string')
  })

  it('bounds the pattern length', () => {
    expect(compilePattern('a'.repeat(PATTERN_MAX_LENGTH))).to.be.a('function')
    expect(compilePattern('a'.repeat(PATTERN_MAX_LENGTH + 1))).to.match(/longer than/)
  })

  it('runs in linear time even a pattern the nesting check misses (overlapping alternatives)', () => {
    const test = compilePattern('(a|a)*$')
    expect(test).to.be.a('function')
    const started = performance.now()
    // A backtracking engine needs about 2^n steps for this text; RE2 answers in one pass.
    expect((test as (t: string) => boolean)('a'.repeat(5_000) + '!')).to.equal(true)
    expect(performance.now() - started).to.be.below(500)
  })
})

describe('rules: validation of a draft', () => {
  const check = (conditions: RuleCondition[], actions: Rule['actions'] = { category: 'coffee' }) => {
    try {
      return checkRule(conditions, actions)
    } catch (error) {
      expect(error).to.be.instanceOf(ValidationError)
      return (error as ValidationError).errors.map((e) => e.pointer)
    }
  }

  it('accepts sensible conditions and returns them canonical', () => {
    expect(
      check([
        { field: 'currency', op: 'is', value: ' usd ' },
        { field: 'amount', op: 'between', value: ['1.50', '10.0'] },
        { field: 'type', op: 'is', value: 'Expense' },
        { field: 'merchant', op: 'contains', value: '  bottle ' },
      ]),
    ).to.deep.equal([
      { field: 'currency', op: 'is', value: 'USD' },
      { field: 'amount', op: 'between', value: ['1.50', '10.0'] },
      { field: 'type', op: 'is', value: 'expense' },
      { field: 'merchant', op: 'contains', value: 'bottle' },
    ])
  })

  it('refuses operators that do not fit the field, with a pointer to each', () => {
    expect(
      check([
        { field: 'merchant', op: 'gt', value: '3' },
        { field: 'amount', op: 'contains', value: '3' },
        { field: 'currency', op: 'matches', value: 'US.' },
        { field: 'type', op: 'between', value: ['1', '2'] },
      ]),
    ).to.deep.equal(['/conditions/0/op', '/conditions/1/op', '/conditions/2/op', '/conditions/3/op'])
  })

  it('refuses values that do not fit the operator', () => {
    expect(
      check([
        { field: 'amount', op: 'between', value: ['10', '2'] },
        { field: 'amount', op: 'gt', value: 'ten' },
        { field: 'amount', op: 'between', value: '5' },
        { field: 'merchant', op: 'contains', value: ['a', 'b'] },
        { field: 'type', op: 'is', value: 'refund' },
        { field: 'currency', op: 'is', value: 'dollars' },
        { field: 'merchant', op: 'is', value: '   ' },
        { field: 'description', op: 'contains', value: 'x'.repeat(201) },
        { field: 'merchant', op: 'matches', value: '(a+)+$' },
      ]),
    ).to.deep.equal([0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => `/conditions/${i}/value`))
  })

  it('needs at least one condition and one action', () => {
    expect(check([], {})).to.deep.equal(['/conditions', '/actions'])
  })
})
