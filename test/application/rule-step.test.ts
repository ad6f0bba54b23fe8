import { expect } from 'chai'
import { randomUUID } from 'node:crypto'
import { RuleStep } from '../../src/application/use-cases/rules/rule-step.js'
import type { CategorizationSubject } from '../../src/application/use-cases/categorization/categorization-step.js'
import type { CurrencyCode, DecimalString } from '../../src/domain/money.js'
import { InMemoryCategoryRepository } from '../fakes/in-memory-category-repository.js'
import { InMemoryRuleRepository } from '../fakes/in-memory-rule-repository.js'
import { ruleDraft } from '../contracts/rule-repository.contract.js'
import { compileRuleTest } from '../../src/domain/rules/rule-match.js'
import { DEFAULT_RULE_WORK_BUDGET } from '../../src/application/use-cases/rules/rule-work-pace.js'

/** No cache: each batch compiles its rules (the cache has its own test). */
const pacing = { compiledRules: { testOf: compileRuleTest }, ruleWorkBudget: DEFAULT_RULE_WORK_BUDGET }

describe('RuleStep', () => {
  const alice = 'alice'
  const subject = (merchant: string, amount = '4.50'): CategorizationSubject => ({
    userId: alice,
    id: null,
    merchant,
    description: null,
    amount: amount as DecimalString,
    type: 'expense',
    currency: 'USD' as CurrencyCode,
    accountId: null,
  })
  const at = new Date('2026-03-01T00:00:00Z')

  async function arrange() {
    const categories = new InMemoryCategoryRepository()
    const rules = new InMemoryRuleRepository(categories)
    const list = await categories.list(alice)
    return { categories, rules, list, step: new RuleStep({ rules, ...pacing }) }
  }

  it('answers the highest-priority matching rule’s actions with source rule, confidence 1, the rule id', async () => {
    const { rules, list, step } = await arrange()
    await rules.insert(alice, randomUUID(), ruleDraft({ priority: 1, actions: { category: 'dining' } }), at)
    const top = await rules.insert(
      alice,
      randomUUID(),
      ruleDraft({
        priority: 9,
        actions: { category: 'Coffee', merchant: 'Blue Bottle', notesAppend: '#coffee' },
      }),
      at,
    )
    expect((await step.suggestAll(alice, [subject('SQ *BLUE BOTTLE 22')], list))[0]).to.deep.equal({
      source: 'rule',
      category: 'coffee',
      confidence: 1,
      ruleId: top.id,
      merchant: 'Blue Bottle',
      notesAppend: '#coffee',
    })
    expect((await step.suggestAll(alice, [subject('Tesco')], list))[0]).to.equal(null)
  })

  it('skips disabled rules; a rule that only renames answers no category', async () => {
    const { rules, list, step } = await arrange()
    await rules.insert(alice, randomUUID(), ruleDraft({ priority: 9, enabled: false }), at)
    const rename = await rules.insert(
      alice,
      randomUUID(),
      ruleDraft({ actions: { merchant: 'Blue Bottle' } }),
      at,
    )
    expect((await step.suggestAll(alice, [subject('blue bottle')], list))[0]).to.deep.equal({
      source: 'rule',
      category: null,
      confidence: 1,
      ruleId: rename.id,
      merchant: 'Blue Bottle',
    })
  })

  it('loads the rules once for a batch', async () => {
    const { rules, list, step } = await arrange()
    await rules.insert(alice, randomUUID(), ruleDraft(), at)
    let loads = 0
    const counting = new RuleStep({
      rules: Object.assign(Object.create(rules) as InMemoryRuleRepository, {
        listEnabled: (userId: string) => (loads++, rules.listEnabled(userId)),
      }),
      ...pacing,
    })
    const answers = await counting.suggestAll(
      alice,
      ['bottle', 'Tesco', 'Blue Bottle'].map((m) => subject(m)),
      list,
    )
    expect(answers.map((a) => a?.category ?? null)).to.deep.equal(['coffee', null, 'coffee'])
    expect(loads).to.equal(1)
    expect(step.source).to.equal('rule')
  })

  it('gives the event loop turns within a large batch instead of matching it in one go', async () => {
    const { rules, list } = await arrange()
    for (let i = 0; i < 5; i++)
      await rules.insert(
        alice,
        randomUUID(),
        ruleDraft({ conditions: [{ field: 'merchant', op: 'matches', value: `shop ${i}\\b` }] }),
        at,
      )
    let tested = 0
    const step = new RuleStep({
      rules,
      compiledRules: {
        testOf: (rule) => {
          const test = compileRuleTest(rule)
          return (s) => (tested++, test(s))
        },
      },
      ruleWorkBudget: { sliceMs: 0, requestMs: 60_000 },
    })
    // What other work sees of the batch while it runs: the number of rule tests done so far.
    const seen: number[] = []
    let running = true
    const watch = () => {
      seen.push(tested)
      if (running) setImmediate(watch)
    }
    setImmediate(watch)
    const batch = Array.from({ length: 200 }, (_, i) => subject(`Shop ${i % 7} #${i}`))
    const answers = await step.suggestAll(alice, batch, list)
    running = false
    expect(answers.filter((a) => a !== null)).to.have.length(batch.filter((_, i) => i % 7 < 5).length)
    expect(
      seen.some((n) => n > 0 && n < tested),
      `seen ${seen.length} turns`,
    ).to.equal(true)
  })
})
