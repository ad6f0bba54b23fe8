import { expect } from 'chai'
import type { CategorizableTransactions } from '../../src/application/ports/categorizable-transactions.js'
import type { CategoryRepository } from '../../src/application/ports/category-repository.js'
import type { TransactionRepository } from '../../src/application/ports/ledger-repositories.js'
import type { MerchantChoiceRepository } from '../../src/application/ports/merchant-choice-repository.js'
import type { TransactionVectorStore } from '../../src/application/ports/transaction-vector-store.js'
import type { TransactionDraft } from '../../src/domain/ledger/transaction.js'
import { uncategorizedDraft } from '../support/transaction-drafts.js'

/** The categorisation stores with the ledger they read, for one backend. */
export interface CategorizationStores {
  readonly merchantChoices: MerchantChoiceRepository
  readonly vectors: TransactionVectorStore
  readonly categorizable: CategorizableTransactions
  readonly transactions: TransactionRepository
  readonly categories: CategoryRepository
  readonly newUserId: () => Promise<string>
}

const draft = uncategorizedDraft
const at = (iso: string) => new Date(iso)

/** What the three categorisation ports promise (application/ports/*). */
export function describeCategorizationStoresContract(make: () => Promise<CategorizationStores>) {
  const categoryId = async (s: CategorizationStores, userId: string, name: string) =>
    (await s.categories.list(userId)).find((c) => c.name === name)!.id

  describe('MerchantChoiceRepository', () => {
    it('counts choices per category of a key, with the last time; forKeys reads several keys at once', async () => {
      const s = await make()
      const user = await s.newUserId()
      const [coffee, dining] = [await categoryId(s, user, 'coffee'), await categoryId(s, user, 'dining')]
      await s.merchantChoices.record(user, 'blue bottle', coffee, at('2026-11-01T00:00:00Z'))
      const after = await s.merchantChoices.record(user, 'blue bottle', coffee, at('2026-11-02T00:00:00Z'))
      expect(after).to.deep.equal([
        { categoryId: coffee, choices: 2, lastChosenAt: at('2026-11-02T00:00:00Z') },
      ])
      await s.merchantChoices.record(user, 'ralphs', dining, at('2026-11-03T00:00:00Z'))
      const read = await s.merchantChoices.forKeys(user, ['blue bottle', 'ralphs', 'never'])
      expect([...read.keys()].sort()).to.deep.equal(['blue bottle', 'ralphs'])
      expect(read.get('ralphs')).to.deep.equal([
        { categoryId: dining, choices: 1, lastChosenAt: at('2026-11-03T00:00:00Z') },
      ])
      expect((await s.merchantChoices.forKeys(user, [])).size).to.equal(0)
    })

    it("claims a key's rule once and remembers it; another user's choices and rules are not there", async () => {
      const s = await make()
      const [alice, bob] = [await s.newUserId(), await s.newUserId()]
      const rule = crypto.randomUUID()
      expect(await s.merchantChoices.learnedRule(alice, 'blue bottle')).to.equal(undefined)
      expect(await s.merchantChoices.claimRule(alice, 'blue bottle', rule, new Date())).to.equal(true)
      expect(
        await s.merchantChoices.claimRule(alice, 'blue bottle', crypto.randomUUID(), new Date()),
      ).to.equal(false)
      expect(await s.merchantChoices.learnedRule(alice, 'blue bottle')).to.equal(rule)
      await s.merchantChoices.record(alice, 'blue bottle', await categoryId(s, alice, 'coffee'), new Date())
      expect(await s.merchantChoices.learnedRule(bob, 'blue bottle')).to.equal(undefined)
      expect((await s.merchantChoices.forKeys(bob, ['blue bottle'])).size).to.equal(0)
    })

    it("finds the key of a learned rule, and replaces a key's choices (none: forgotten); another user's stay", async () => {
      const s = await make()
      const [alice, bob] = [await s.newUserId(), await s.newUserId()]
      const [coffee, dining] = [await categoryId(s, alice, 'coffee'), await categoryId(s, alice, 'dining')]
      const rule = crypto.randomUUID()
      await s.merchantChoices.claimRule(alice, 'blue bottle', rule, new Date())
      expect(await s.merchantChoices.keyOfRule(alice, rule)).to.equal('blue bottle')
      expect(await s.merchantChoices.keyOfRule(bob, rule)).to.equal(undefined)
      expect(await s.merchantChoices.keyOfRule(alice, crypto.randomUUID())).to.equal(undefined)
      await s.merchantChoices.record(alice, 'blue bottle', coffee, at('2026-11-01T00:00:00Z'))
      await s.merchantChoices.record(alice, 'blue bottle', dining, at('2026-11-02T00:00:00Z'))
      await s.merchantChoices.record(bob, 'blue bottle', await categoryId(s, bob, 'coffee'), new Date())
      const moved = [{ categoryId: dining, choices: 2, lastChosenAt: at('2026-11-03T00:00:00Z') }]
      await s.merchantChoices.replace(alice, 'blue bottle', moved)
      expect((await s.merchantChoices.forKeys(alice, ['blue bottle'])).get('blue bottle')).to.deep.equal(
        moved,
      )
      await s.merchantChoices.replace(alice, 'blue bottle', [])
      expect((await s.merchantChoices.forKeys(alice, ['blue bottle'])).size).to.equal(0)
      expect((await s.merchantChoices.forKeys(bob, ['blue bottle'])).size).to.equal(1)
    })
  })

  describe('TransactionVectorStore', () => {
    it("lists the user's categorised transactions to embed, then serves their vectors with the current category", async () => {
      const s = await make()
      const [alice, bob] = [await s.newUserId(), await s.newUserId()]
      const ins = (user: string, merchant: string | null, extra: Partial<TransactionDraft> = {}) =>
        s.transactions.insert(user, crypto.randomUUID(), draft(merchant, extra), new Date())
      const mine = await ins(alice, 'Blue Bottle', { category: 'coffee', description: 'latte' })
      await ins(alice, 'Open Merchant') // uncategorised: never a neighbour
      await ins(alice, 'Guessed', { category: 'coffee', categorySource: 'similar', categoryConfidence: 0.9 })
      await ins(bob, 'BOB-CANARY', { category: 'coffee' })
      const todo = await s.vectors.unembedded(alice, 'm1', 10)
      expect(todo).to.deep.equal([{ transactionId: mine.id, text: 'Blue Bottle latte' }])
      await s.vectors.save(alice, 'm1', [
        { transactionId: mine.id, text: 'Blue Bottle latte', vector: [0.6, 0.8] },
      ])
      expect(await s.vectors.unembedded(alice, 'm1', 10)).to.deep.equal([])
      expect(await s.vectors.unembedded(alice, 'm2', 10)).to.have.length(1) // another model
      const [found] = await s.vectors.categorized(alice, 'm1', 10)
      expect(found!.transactionId).to.equal(mine.id)
      expect(found!.category).to.equal('coffee')
      expect(found!.vector[0]).to.be.closeTo(0.6, 1e-6)
      expect(await s.vectors.categorized(bob, 'm1', 10)).to.deep.equal([])
    })

    it("a changed text needs a new vector; saving for another user's transaction stores nothing", async () => {
      const s = await make()
      const [alice, bob] = [await s.newUserId(), await s.newUserId()]
      const t = await s.transactions.insert(
        alice,
        crypto.randomUUID(),
        draft('Blue Bottle', { category: 'coffee' }),
        new Date(),
      )
      await s.vectors.save(bob, 'm1', [{ transactionId: t.id, text: 'Blue Bottle', vector: [1, 0] }])
      expect(await s.vectors.categorized(alice, 'm1', 10)).to.deep.equal([])
      await s.vectors.save(alice, 'm1', [{ transactionId: t.id, text: 'Blue Bottle', vector: [1, 0] }])
      expect(await s.vectors.categorized(alice, 'm1', 10)).to.have.length(1)
      await s.transactions.update(
        alice,
        t.id,
        draft('Blue Bottle Coffee', { category: 'coffee' }),
        new Date(),
        undefined,
      )
      expect(await s.vectors.categorized(alice, 'm1', 10)).to.deep.equal([])
      expect(await s.vectors.unembedded(alice, 'm1', 10)).to.deep.equal([
        { transactionId: t.id, text: 'Blue Bottle Coffee' },
      ])
    })
  })

  describe('CategorizableTransactions', () => {
    it("reads the user's by id and the uncategorised oldest first; assigns in one call, never over the user's own", async () => {
      const s = await make()
      const [alice, bob] = [await s.newUserId(), await s.newUserId()]
      const ins = (user: string, iso: string, extra: Partial<TransactionDraft> = {}) =>
        s.transactions.insert(
          user,
          crypto.randomUUID(),
          draft('M', { occurredAt: at(iso), ...extra }),
          new Date(),
        )
      const late = await ins(alice, '2026-11-05T00:00:00Z')
      const early = await ins(alice, '2026-11-01T00:00:00Z')
      const mine = await ins(alice, '2026-11-02T00:00:00Z', { category: 'dining' })
      const theirs = await ins(bob, '2026-11-01T00:00:00Z')
      expect((await s.categorizable.uncategorized(alice, 10)).map((t) => t.id)).to.deep.equal([
        early.id,
        late.id,
      ])
      expect((await s.categorizable.uncategorized(alice, 1)).map((t) => t.id)).to.deep.equal([early.id])
      const byIds = await s.categorizable.byIds(alice, [late.id, mine.id, theirs.id])
      expect(byIds.map((t) => t.id).sort()).to.deep.equal([late.id, mine.id].sort())
      const changed = await s.categorizable.assign(
        alice,
        [
          { id: late.id, category: 'coffee', source: 'learned', confidence: 0.5 },
          { id: mine.id, category: 'coffee', source: 'rule', confidence: 1 },
          { id: theirs.id, category: 'coffee', source: 'rule', confidence: 1 },
        ],
        new Date(),
      )
      expect(changed).to.equal(1)
      expect(await s.transactions.get(alice, late.id)).to.include({
        category: 'coffee',
        categorySource: 'learned',
        categoryConfidence: 0.5,
        version: 2,
      })
      expect(await s.transactions.get(alice, mine.id)).to.include({
        category: 'dining',
        categorySource: 'user',
      })
      expect((await s.transactions.get(bob, theirs.id))!.category).to.equal(null)
    })
  })
}
