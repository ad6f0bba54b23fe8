import { expect } from 'chai'
import { randomUUID } from 'node:crypto'
import type { Owned } from '../../src/domain/ledger/owned.js'
import type { OwnedRepository } from '../../src/application/ports/owned-repository.js'

/** A repository under test and a way to make an owner it accepts (a users row, for Postgres). */
export interface OwnedSubject<Repository> {
  readonly repository: Repository
  readonly newUserId: () => Promise<string>
}

/**
 * What every OwnedRepository promises (application/ports/owned-repository.ts): owner scoping,
 * versions, optimistic updates and keyset pages, newest first with ties broken by id.
 * `draft(i)` makes distinct drafts; `sortKeyOf` is the instant the port orders by.
 */
export const minuteOf = (minute: number) => new Date(Date.UTC(2026, 10, 20, 10, minute))

export function describeOwnedRepositoryContract<Item extends Owned, Draft, Filter>(
  make: () => Promise<OwnedSubject<OwnedRepository<Item, Draft, Filter>>>,
  draft: (i: number) => Draft,
  noFilter: Filter,
  sortKeyOf: (item: Item) => Date = (item) => item.createdAt,
) {
  let subject: OwnedSubject<OwnedRepository<Item, Draft, Filter>>
  beforeEach(async () => {
    subject = await make()
  })
  const at = minuteOf

  it('inserts version 1 with the given id, owner and instant, and gets it back equal', async () => {
    const { repository: repo, newUserId } = subject
    const alice = await newUserId()
    const id = randomUUID()
    const item = await repo.insert(alice, id, draft(1), at(0))
    expect(item).to.include({ id, userId: alice, version: 1 })
    expect(item.createdAt.getTime()).to.equal(at(0).getTime())
    expect(item.updatedAt.getTime()).to.equal(at(0).getTime())
    expect(await repo.get(alice, id)).to.deep.equal(item)
  })

  it("treats another user's id exactly like a missing one (get, update, delete, list)", async () => {
    const { repository: repo, newUserId } = subject
    const [alice, bob] = [await newUserId(), await newUserId()]
    const id = randomUUID()
    await repo.insert(alice, id, draft(1), at(0))
    expect(await repo.get(bob, id)).to.equal(undefined)
    expect(await repo.update(bob, id, draft(2), at(1), undefined)).to.deep.equal({ kind: 'not_found' })
    expect(await repo.update(bob, id, draft(2), at(1), 1)).to.deep.equal({ kind: 'not_found' })
    expect(await repo.delete(bob, id)).to.equal(false)
    expect((await repo.list(bob, noFilter, { limit: 10, after: undefined })).items).to.deep.equal([])
    expect(await repo.get(alice, id)).to.include({ version: 1 })
  })

  it('updates the draft fields, bumps the version, keeps createdAt; a stale version changes nothing', async () => {
    const { repository: repo, newUserId } = subject
    const alice = await newUserId()
    const id = randomUUID()
    const first = await repo.insert(alice, id, draft(1), at(0))
    const outcome = await repo.update(alice, id, draft(2), at(5), 1)
    expect(outcome.kind).to.equal('updated')
    const updated = outcome.kind === 'updated' ? outcome.item : undefined
    expect(updated).to.deep.include({ ...draft(2), id, userId: alice, version: 2 })
    expect(updated!.createdAt.getTime()).to.equal(first.createdAt.getTime())
    expect(updated!.updatedAt.getTime()).to.equal(at(5).getTime())
    expect(await repo.update(alice, id, draft(3), at(6), 1)).to.deep.equal({ kind: 'version_mismatch' })
    expect(await repo.get(alice, id)).to.deep.equal(updated)
    const unguarded = await repo.update(alice, id, draft(3), at(7), undefined)
    expect(unguarded.kind === 'updated' && unguarded.item.version).to.equal(3)
    expect(await repo.update(alice, randomUUID(), draft(3), at(7), undefined)).to.deep.equal({
      kind: 'not_found',
    })
  })

  it('deletes once: the second delete and a later get find nothing', async () => {
    const { repository: repo, newUserId } = subject
    const alice = await newUserId()
    const id = randomUUID()
    await repo.insert(alice, id, draft(1), at(0))
    expect(await repo.delete(alice, id)).to.equal(true)
    expect(await repo.delete(alice, id)).to.equal(false)
    expect(await repo.get(alice, id)).to.equal(undefined)
  })

  it('lists newest first, ties broken by id, in keyset pages with no gap or repeat', async () => {
    const { repository: repo, newUserId } = subject
    const alice = await newUserId()
    const items: Item[] = []
    // Seven items over four instants: ties on the sort key are broken by id (descending).
    for (let i = 0; i < 7; i++) items.push(await repo.insert(alice, randomUUID(), draft(i), at(i % 4)))
    const seen: Item[] = []
    let after: { sortKey: Date; id: string } | undefined
    let pages = 0
    do {
      const page = await repo.list(alice, noFilter, { limit: 3, after })
      seen.push(...page.items)
      after = page.next
      pages++
    } while (after && pages < 10)
    expect(pages).to.equal(3)
    const ids = seen.map((i) => i.id)
    expect(new Set(ids).size).to.equal(7)
    const all = (await repo.list(alice, noFilter, { limit: 100, after: undefined })).items
    expect(all.map((i) => i.id)).to.deep.equal(ids)
    expect((await repo.list(alice, noFilter, { limit: 100, after: undefined })).next).to.equal(undefined)
    const keyed = all.map((i) => ({ id: i.id, key: sortKeyOf(i).getTime() }))
    for (let i = 1; i < keyed.length; i++) {
      const [prev, cur] = [keyed[i - 1]!, keyed[i]!]
      expect(prev.key > cur.key || (prev.key === cur.key && prev.id > cur.id), `order at ${i}`).to.equal(true)
    }
  })
}
