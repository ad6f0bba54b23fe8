import { expect } from 'chai'
import { randomUUID } from 'node:crypto'
import { ValidationError } from '../../src/domain/errors.js'
import type { CategoryRepository } from '../../src/application/ports/category-repository.js'
import type { RuleDraft, RuleRepository } from '../../src/application/ports/rule-repository.js'
import { expectRejection } from '../support/expect-rejection.js'
import type { Subject } from './subject.js'

export interface RuleRepositorySubject extends Subject<RuleRepository> {
  /** The categories the rules name; listing them makes the user's default set. */
  readonly categories: CategoryRepository
  readonly renameCategory: (userId: string, from: string, to: string) => Promise<void>
}

export const ruleDraft = (extra: Partial<RuleDraft> = {}): RuleDraft => ({
  conditions: [{ field: 'merchant', op: 'contains', value: 'bottle' }],
  match: 'all',
  actions: { category: 'coffee' },
  priority: 0,
  enabled: true,
  createdFrom: 'user',
  ...extra,
})

/** What RuleRepository promises (application/ports/rule-repository.ts). */
export function describeRuleRepositoryContract(make: () => Promise<RuleRepositorySubject>) {
  const at = (minute: number) => new Date(Date.UTC(2026, 2, 1, 12, minute))

  it('stores a rule and reads it back with its category by name, hits at 0', async () => {
    const { port, newUserId, categories } = await make()
    const alice = await newUserId()
    await categories.list(alice)
    const draft = ruleDraft({
      conditions: [
        { field: 'amount', op: 'between', value: ['1.50', '9.99'] },
        { field: 'merchant', op: 'matches', value: '^sq \\*' },
      ],
      match: 'any',
      actions: { category: 'Coffee', merchant: 'Blue Bottle', notesAppend: '#latte' },
      priority: 5,
      createdFrom: 'learned',
    })
    const id = randomUUID()
    const rule = await port.insert(alice, id, draft, at(0))
    expect(rule).to.deep.equal({
      id,
      userId: alice,
      conditions: draft.conditions,
      match: 'any',
      actions: { category: 'coffee', merchant: 'Blue Bottle', notesAppend: '#latte' },
      priority: 5,
      enabled: true,
      createdFrom: 'learned',
      hits: 0,
      createdAt: at(0),
      updatedAt: at(0),
    })
    expect(await port.get(alice, id)).to.deep.equal(rule)
  })

  it('refuses a category that is not the user’s, and stores a rule without one', async () => {
    const { port, newUserId, categories } = await make()
    const alice = await newUserId()
    await categories.list(alice)
    await expectRejection(
      port.insert(alice, randomUUID(), ruleDraft({ actions: { category: 'yachts' } }), at(0)),
      ValidationError,
    )
    const rename = await port.insert(alice, randomUUID(), ruleDraft({ actions: { merchant: 'Acme' } }), at(0))
    expect(rename.actions).to.deep.equal({ merchant: 'Acme' })
  })

  it('lists highest priority first, oldest first on a tie; listEnabled leaves disabled rules out', async () => {
    const { port, newUserId, categories } = await make()
    const alice = await newUserId()
    await categories.list(alice)
    const low = await port.insert(alice, randomUUID(), ruleDraft({ priority: 1 }), at(0))
    const highOld = await port.insert(alice, randomUUID(), ruleDraft({ priority: 9 }), at(1))
    const highNew = await port.insert(alice, randomUUID(), ruleDraft({ priority: 9 }), at(2))
    const off = await port.insert(alice, randomUUID(), ruleDraft({ priority: 20, enabled: false }), at(3))
    expect((await port.list(alice)).map((r) => r.id)).to.deep.equal([off.id, highOld.id, highNew.id, low.id])
    expect((await port.listEnabled(alice)).map((r) => r.id)).to.deep.equal([highOld.id, highNew.id, low.id])
  })

  it('updates in place (hits and created_at kept), deletes, and reads a renamed category by its new name', async () => {
    const { port, newUserId, categories, renameCategory } = await make()
    const alice = await newUserId()
    await categories.list(alice)
    const rule = await port.insert(alice, randomUUID(), ruleDraft(), at(0))
    await port.recordHits(alice, new Map([[rule.id, 3]]))
    const updated = await port.update(
      alice,
      rule.id,
      ruleDraft({ priority: 7, actions: { category: 'dining' } }),
      at(5),
    )
    expect(updated).to.deep.include({ priority: 7, hits: 3, actions: { category: 'dining' } })
    expect(updated!.createdAt).to.deep.equal(at(0))
    expect(updated!.updatedAt).to.deep.equal(at(5))
    await renameCategory(alice, 'dining', 'eating out')
    expect((await port.get(alice, rule.id))!.actions.category).to.equal('eating out')
    expect(await port.delete(alice, rule.id)).to.equal(true)
    expect(await port.get(alice, rule.id)).to.equal(undefined)
    expect(await port.delete(alice, rule.id)).to.equal(false)
    expect(await port.update(alice, rule.id, ruleDraft(), at(6))).to.equal(undefined)
  })

  it('adds hits in one call and ignores unknown ids', async () => {
    const { port, newUserId, categories } = await make()
    const alice = await newUserId()
    await categories.list(alice)
    const [a, b] = [
      await port.insert(alice, randomUUID(), ruleDraft(), at(0)),
      await port.insert(alice, randomUUID(), ruleDraft(), at(1)),
    ]
    await port.recordHits(
      alice,
      new Map([
        [a.id, 2],
        [b.id, 1],
        [randomUUID(), 4],
      ]),
    )
    await port.recordHits(alice, new Map([[a.id, 1]]))
    await port.recordHits(alice, new Map())
    expect((await port.list(alice)).map((r) => [r.id, r.hits])).to.deep.equal([
      [a.id, 3],
      [b.id, 1],
    ])
  })

  it('keeps users apart: another user’s rule is missing to every method', async () => {
    const { port, newUserId, categories } = await make()
    const [alice, bob] = [await newUserId(), await newUserId()]
    await categories.list(alice)
    await categories.list(bob)
    const rule = await port.insert(alice, randomUUID(), ruleDraft(), at(0))
    expect(await port.get(bob, rule.id)).to.equal(undefined)
    expect(await port.list(bob)).to.deep.equal([])
    expect(await port.update(bob, rule.id, ruleDraft({ priority: 3 }), at(1))).to.equal(undefined)
    expect(await port.delete(bob, rule.id)).to.equal(false)
    await port.recordHits(bob, new Map([[rule.id, 5]]))
    expect(await port.get(alice, rule.id)).to.deep.include({ priority: 0, hits: 0 })
  })
}
