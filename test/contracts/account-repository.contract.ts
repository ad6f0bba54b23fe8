import { expect } from 'chai'
import { randomUUID } from 'node:crypto'
import type { AccountRepository } from '../../src/application/ports/ledger-repositories.js'
import { accountDraft } from './ledger-drafts.js'
import { describeOwnedRepositoryContract, minuteOf, type OwnedSubject } from './owned-repository.contract.js'

/** AccountRepository (application/ports/ledger-repositories.ts), for the fake and every adapter. */
export function describeAccountRepositoryContract(make: () => Promise<OwnedSubject<AccountRepository>>) {
  describe('as an OwnedRepository', () => {
    describeOwnedRepositoryContract(
      make,
      (i) => accountDraft({ name: `Account ${i}`, isActive: i % 2 === 0 }),
      {},
    )
  })

  it("isOwnedBy: true for the user's own account only", async () => {
    const { repository: repo, newUserId } = await make()
    const [alice, bob] = [await newUserId(), await newUserId()]
    const id = randomUUID()
    await repo.insert(alice, id, accountDraft(), minuteOf(0))
    expect(await repo.isOwnedBy(alice, id)).to.equal(true)
    expect(await repo.isOwnedBy(bob, id)).to.equal(false)
    expect(await repo.isOwnedBy(alice, randomUUID())).to.equal(false)
  })
}
