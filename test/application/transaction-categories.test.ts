import { expect } from 'chai'
import { ValidationError } from '../../src/domain/errors.js'
import {
  transactionKind,
  type Transaction,
  type TransactionDraft,
} from '../../src/domain/ledger/transaction.js'
import { ledgerCrud } from '../../src/application/use-cases/ledger/ledger-crud.js'
import { TransactionCategories } from '../../src/application/use-cases/categories/transaction-categories.js'
import type { TransactionCategorizer } from '../../src/application/ports/transaction-categorizer.js'
import { expectRejection } from '../support/expect-rejection.js'
import { transactionDraft } from '../contracts/ledger-drafts.js'
import { FakeIdGenerator } from '../fakes/fake-id-generator.js'
import { FixedClock } from '../fakes/fixed-clock.js'
import { InMemoryAccountRepository } from '../fakes/in-memory-account-repository.js'
import { InMemoryCategoryRepository } from '../fakes/in-memory-category-repository.js'
import { InMemoryTransactionRepository } from '../fakes/in-memory-transaction-repository.js'

/** The transactions' CRUD with the category hooks, on fakes: the generic CRUD calls them, nothing else. */
function setup() {
  const transactions = new InMemoryTransactionRepository()
  const categories = new InMemoryCategoryRepository(transactions)
  const told = { asked: [] as TransactionDraft[], chosen: [] as Transaction[] }
  const transactionCategorizer: TransactionCategorizer = {
    categorize: async (_userId, drafts) => {
      told.asked.push(...drafts)
      return drafts.map((d) => ({
        ...d,
        category: 'fuel',
        categorySource: 'learned',
        categoryConfidence: 0.75,
      }))
    },
    chosen: async (_userId, transaction) => {
      told.chosen.push(transaction)
    },
    completeLater: async () => undefined,
  }
  const clock = new FixedClock()
  const crud = ledgerCrud({
    kind: transactionKind,
    repository: transactions,
    accounts: new InMemoryAccountRepository(),
    clock,
    ids: new FakeIdGenerator(),
    hooks: new TransactionCategories({ categories, transactionCategorizer, clock }),
  })
  return { crud, categories, told }
}

describe('transaction categories through the ledger CRUD', () => {
  it('asks categorisation only for a new transaction without a category, and tells it only of user choices', async () => {
    const { crud, told } = setup()
    const auto = await crud.create.execute({ userId: 'alice', draft: transactionDraft({ category: null }) })
    expect(auto).to.include({ category: 'fuel', categorySource: 'learned', categoryConfidence: 0.75 })
    expect(told.asked).to.have.length(1)
    expect(told.chosen).to.deep.equal([])

    const mine = await crud.create.execute({
      userId: 'alice',
      draft: transactionDraft({ category: 'COFFEE' }),
    })
    expect(mine).to.include({ category: 'coffee', categorySource: 'user', categoryConfidence: null })
    expect(told.asked).to.have.length(1)
    expect(told.chosen.map((t) => t.id)).to.deep.equal([mine.id])

    const notes = await crud.update.execute({
      userId: 'alice',
      id: auto.id,
      change: { mode: 'patch', patch: { notes: 'tank' } },
      precondition: { kind: 'none' },
    })
    expect(notes).to.include({ categorySource: 'learned', categoryConfidence: 0.75 })
    const confirmed = await crud.update.execute({
      userId: 'alice',
      id: auto.id,
      change: { mode: 'patch', patch: { category: 'fuel' } },
      precondition: { kind: 'none' },
    })
    expect(confirmed).to.include({ categorySource: 'user', categoryConfidence: null })
    expect(told.chosen.map((t) => t.id)).to.deep.equal([mine.id, auto.id])
  })

  it("makes a category of a name the user has none of (the transaction's kind, top-level); refuses only a name over 60 characters", async () => {
    const { crud, categories } = setup()
    const made = await crud.create.execute({
      userId: 'bob',
      draft: transactionDraft({ category: ' Yachts ', type: 'income' }),
    })
    expect(made).to.include({ category: 'Yachts', categorySource: 'user' })
    const again = await crud.create.execute({
      userId: 'bob',
      draft: transactionDraft({ category: 'YACHTS' }),
    })
    expect(again.category).to.equal('Yachts')
    const yachts = (await categories.list('bob')).filter((c) => c.name.toLowerCase() === 'yachts')
    expect(yachts).to.have.length(1)
    expect(yachts[0]).to.include({ kind: 'income', parentId: null })
    const error = await expectRejection(
      crud.create.execute({ userId: 'bob', draft: transactionDraft({ category: 'y'.repeat(61) }) }),
      ValidationError,
    )
    expect(error.errors.map((e) => e.pointer)).to.deep.equal(['/category'])
  })

  it('lists a parent with its children', async () => {
    const { crud, categories } = setup()
    const dining = (await categories.list('bob')).find((c) => c.name === 'dining')!
    await categories.insert(
      'bob',
      'lunch-id',
      { name: 'lunch', parentId: dining.id, kind: 'expense' },
      new Date(),
    )
    const lunch = await crud.create.execute({ userId: 'bob', draft: transactionDraft({ category: 'lunch' }) })
    await crud.create.execute({ userId: 'bob', draft: transactionDraft({ category: 'coffee' }) })
    const page = await crud.list.execute({
      userId: 'bob',
      filter: { categories: ['DINING'] },
      limit: 10,
      after: undefined,
    })
    expect(page.items.map((t) => t.id)).to.deep.equal([lunch.id])
  })
})
