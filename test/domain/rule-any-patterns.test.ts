import { expect } from 'chai'
import { matches, type RuleSubject } from '../../src/domain/rules/rule-match.js'
import { compileAnyPattern, compilePattern } from '../../src/domain/rules/rule-pattern.js'
import type { Rule, RuleCondition } from '../../src/domain/rules/rule.js'

const at = new Date('2026-01-01T00:00:00Z')
const anyRule = (conditions: RuleCondition[]): Rule => ({
  id: 'r',
  userId: 'alice',
  conditions,
  match: 'any',
  actions: { category: 'coffee' },
  priority: 0,
  enabled: true,
  createdFrom: 'user',
  hits: 0,
  createdAt: at,
  updatedAt: at,
})
const subject = (merchant: string | null, description: string | null = null): RuleSubject => ({
  merchant,
  description,
  amount: '4.50',
  type: 'expense',
  currency: 'USD',
  accountId: null,
})

describe('rules: the patterns of an any rule run as one alternation', () => {
  // Anchors, flags, classes, a group that captures, one RE2 refuses, one nesting quantifiers, \Q.
  const patterns = [
    '^blue\\s+bottle',
    'coffee$',
    '(?s)a.b',
    '(?-i:CASE)',
    '[0-9]{3}-[0-9]{4}',
    '(tesco|sainsbury)s?\\b',
    '(?=x)y',
    '(a+)+$',
    '\\Qa.b',
    'x|y',
  ]
  const texts = [
    'Blue  Bottle Coffee',
    'SQ *BLUE BOTTLE',
    'my coffee',
    'coffee shop',
    'a\nb',
    'axb',
    'CASE',
    'case',
    'call 555-1234',
    'TESCOS',
    'tescox',
    'a.b',
    'aab',
    'y',
    '',
    'z'.repeat(1_500) + 'x',
  ]
  const separately = (text: string) =>
    patterns.some((p) => {
      const test = compilePattern(p)
      return typeof test !== 'string' && test(text)
    })

  it('answers what the patterns answer one by one', () => {
    const together = compileAnyPattern(patterns)
    for (const text of texts) expect(together(text), JSON.stringify(text)).to.equal(separately(text))
  })

  it('an any rule with patterns on both fields and other conditions matches as its conditions say', () => {
    const rule = anyRule([
      ...patterns.slice(0, 5).map((value): RuleCondition => ({ field: 'merchant', op: 'matches', value })),
      { field: 'description', op: 'matches', value: 'refund$' },
      { field: 'description', op: 'matches', value: '^pos ' },
      { field: 'amount', op: 'gt', value: '100' },
    ])
    expect(matches(rule, subject('Blue Bottle'))).to.equal(true)
    expect(matches(rule, subject('Tesco', 'POS purchase'))).to.equal(true)
    expect(matches(rule, subject('Tesco', 'card refund'))).to.equal(true)
    expect(matches(rule, subject('Tesco', 'card purchase'))).to.equal(false)
    expect(matches(rule, subject(null, null))).to.equal(false)
    expect(matches(rule, { ...subject('Tesco'), amount: '120' })).to.equal(true)
  })
})
