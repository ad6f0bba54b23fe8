import { expect } from 'chai'
import { randomUUID } from 'node:crypto'
import { DEFAULT_CATEGORIES, type CategoryDraft } from '../../src/domain/categories/category.js'
import { CategoryInUseError, CategoryNameTakenError } from '../../src/domain/categories/category-errors.js'
import type { CategoryRepository } from '../../src/application/ports/category-repository.js'
import type { TransactionRepository } from '../../src/application/ports/ledger-repositories.js'
import { expectRejection } from '../support/expect-rejection.js'
import { transactionDraft } from './ledger-drafts.js'
import type { Subject } from './subject.js'

/** A CategoryRepository over the transactions it renames and moves. */
export interface CategorySubject extends Subject<CategoryRepository> {
  readonly transactions: TransactionRepository
}

const at = new Date('2026-11-20T12:00:00Z')
const draft = (name: string, extra: Partial<CategoryDraft> = {}): CategoryDraft => ({
  name,
  parentId: null,
  kind: 'expense',
  ...extra,
})

/** What CategoryRepository promises (application/ports/category-repository.ts). */
export function describeCategoryRepositoryContract(make: () => Promise<CategorySubject>) {
  const categoryOf = async (transactions: TransactionRepository, userId: string, id: string) =>
    (await transactions.get(userId, id))?.category

  it("seeds the defaults and the names on the user's transactions once, parents first, by name", async () => {
    const { port, transactions, newUserId } = await make()
    const alice = await newUserId()
    await transactions.insert(alice, randomUUID(), transactionDraft({ category: 'Pets' }), at)
    await transactions.insert(alice, randomUUID(), transactionDraft({ category: 'GROCERIES' }), at)
    const first = await port.list(alice)
    expect(first.map((c) => c.name)).to.have.members([...DEFAULT_CATEGORIES.map((d) => d.name), 'Pets'])
    expect(first.find((c) => c.name === 'salary')).to.include({ kind: 'income', parentId: null })
    const names = first.map((c) => c.name.toLowerCase())
    expect(names).to.deep.equal([...names].sort())
    const child = await port.insert(alice, randomUUID(), draft('aaa', { parentId: first[3]!.id }), at)
    const again = await port.list(alice)
    expect(again.map((c) => c.id).slice(0, first.length)).to.deep.equal(first.map((c) => c.id))
    expect(again.at(-1)).to.deep.equal(child)
  })

  it('ensure answers the category of each name ignoring case, making the missing ones top-level with their kind', async () => {
    const { port, newUserId } = await make()
    const [alice, bob] = [await newUserId(), await newUserId()]
    const [coffee, food, again, tips] = await port.ensure(
      alice,
      [
        { name: 'COFFEE', kind: 'income' },
        { name: 'Food', kind: 'expense' },
        { name: 'food', kind: 'expense' },
        { name: 'Tips', kind: 'income' },
      ],
      at,
    )
    // The starting set was made first: coffee is the default one, kind and spelling kept.
    expect(coffee).to.include({ name: 'coffee', kind: 'expense' })
    expect(food).to.deep.include({ name: 'Food', kind: 'expense', parentId: null, userId: alice })
    expect(again).to.deep.equal(food)
    expect(tips).to.include({ name: 'Tips', kind: 'income', parentId: null })
    const all = await port.list(alice)
    expect(all).to.have.length(DEFAULT_CATEGORIES.length + 2)
    expect(await port.ensure(alice, [{ name: 'food', kind: 'income' }], at)).to.deep.equal([food])
    expect(await port.ensure(alice, [], at)).to.deep.equal([])
    const [theirs] = await port.ensure(bob, [{ name: 'food', kind: 'expense' }], at)
    expect(theirs).to.include({ userId: bob, name: 'food' })
    expect(theirs!.id).not.to.equal(food!.id)
  })

  it('inserts and gets; a name is unique per user ignoring case; another user sees nothing', async () => {
    const { port, newUserId } = await make()
    const [alice, bob] = [await newUserId(), await newUserId()]
    await port.list(alice)
    const id = randomUUID()
    const pets = await port.insert(alice, id, draft('Pets', { kind: 'expense' }), at)
    expect(pets).to.deep.include({ id, userId: alice, name: 'Pets', parentId: null, kind: 'expense' })
    expect(await port.get(alice, id)).to.deep.equal(pets)
    expect(await port.get(bob, id)).to.equal(undefined)
    await expectRejection(port.insert(alice, randomUUID(), draft('PETS'), at), CategoryNameTakenError)
    await expectRejection(port.insert(alice, randomUUID(), draft('Coffee'), at), CategoryNameTakenError)
    expect((await port.insert(bob, randomUUID(), draft('Pets'), at)).userId).to.equal(bob)
  })

  it("update renames the category on the user's transactions only, any case, and bumps their version", async () => {
    const { port, transactions, newUserId } = await make()
    const [alice, bob] = [await newUserId(), await newUserId()]
    const coffee = (await port.list(alice)).find((c) => c.name === 'coffee')!
    const mine = randomUUID()
    const loud = randomUUID()
    const theirs = randomUUID()
    await transactions.insert(alice, mine, transactionDraft({ category: 'coffee' }), at)
    await transactions.insert(alice, loud, transactionDraft({ category: 'COFFEE' }), at)
    await transactions.insert(bob, theirs, transactionDraft({ category: 'coffee' }), at)
    const later = new Date(at.getTime() + 60_000)
    const renamed = await port.update(alice, coffee.id, draft('Café', { kind: 'expense' }), later)
    expect(renamed).to.deep.include({ id: coffee.id, name: 'Café' })
    expect(await categoryOf(transactions, alice, mine)).to.equal('Café')
    expect(await categoryOf(transactions, alice, loud)).to.equal('Café')
    expect(await transactions.get(alice, mine)).to.deep.include({ version: 2, updatedAt: later })
    expect(await categoryOf(transactions, bob, theirs)).to.equal('coffee')
    await expectRejection(port.update(alice, coffee.id, draft('dining'), at), CategoryNameTakenError)
    expect(await port.update(bob, coffee.id, draft('x'), at)).to.equal(undefined)
    expect(await port.update(alice, randomUUID(), draft('x'), at)).to.equal(undefined)
  })

  it('delete refuses a category in use without a reassignment, and changes nothing', async () => {
    const { port, transactions, newUserId } = await make()
    const alice = await newUserId()
    const coffee = (await port.list(alice)).find((c) => c.name === 'coffee')!
    const id = randomUUID()
    await transactions.insert(alice, id, transactionDraft({ category: 'Coffee' }), at)
    const error = await expectRejection(port.delete(alice, coffee.id, null, at), CategoryInUseError)
    expect(error.uses).to.deep.equal([{ what: 'transactions', count: 1 }])
    expect(await port.get(alice, coffee.id)).to.deep.equal(coffee)
    expect(await categoryOf(transactions, alice, id)).to.equal('Coffee')
  })

  it('delete with a reassignment moves the transactions; children become top-level; another user cannot', async () => {
    const { port, transactions, newUserId } = await make()
    const [alice, bob] = [await newUserId(), await newUserId()]
    const all = await port.list(alice)
    const food = all.find((c) => c.name === 'dining')!
    const groceries = all.find((c) => c.name === 'groceries')!
    const lunch = await port.insert(alice, randomUUID(), draft('lunch', { parentId: food.id }), at)
    const id = randomUUID()
    await transactions.insert(alice, id, transactionDraft({ category: 'dining' }), at)
    expect(await port.delete(bob, food.id, null, at)).to.equal(false)
    expect(await port.delete(alice, food.id, groceries, at)).to.equal(true)
    expect(await port.get(alice, food.id)).to.equal(undefined)
    expect(await port.get(alice, lunch.id)).to.deep.equal({ ...lunch, parentId: null })
    expect(await categoryOf(transactions, alice, id)).to.equal('groceries')
    expect(await port.delete(alice, food.id, null, at)).to.equal(false)
    // Not in use: no reassignment needed.
    expect(await port.delete(alice, lunch.id, null, at)).to.equal(true)
  })
}
