import { expect } from 'chai'
import { randomUUID } from 'node:crypto'
import type { HoldingRepository } from '../../src/application/ports/ledger-repositories.js'
import { holdingDraft } from './ledger-drafts.js'
import { describeOwnedRepositoryContract, minuteOf, type OwnedSubject } from './owned-repository.contract.js'

/**
 * HoldingRepository (application/ports/ledger-repositories.ts), for the fake and every adapter.
 * `newAccountId` makes an account of the user (the adapter's holdings reference accounts).
 */
export function describeHoldingRepositoryContract(
  make: () => Promise<
    OwnedSubject<HoldingRepository> & { readonly newAccountId: (userId: string) => Promise<string> }
  >,
) {
  describe('as an OwnedRepository', () => {
    describeOwnedRepositoryContract(make, (i) => holdingDraft({ symbol: `SYM${i}`, averageCost: null }), {})
  })

  it('list filters by account; listAll returns every holding of the user, newest first', async () => {
    const subject = await make()
    const { repository: repo, newUserId } = subject
    const [alice, bob] = [await newUserId(), await newUserId()]
    const account = await subject.newAccountId(alice)
    const inAccount = await repo.insert(
      alice,
      randomUUID(),
      holdingDraft({ accountId: account }),
      minuteOf(1),
    )
    const loose = await repo.insert(
      alice,
      randomUUID(),
      holdingDraft({ symbol: 'bitcoin', assetType: 'crypto' }),
      minuteOf(2),
    )
    await repo.insert(bob, randomUUID(), holdingDraft(), minuteOf(3))
    const listed = await repo.list(alice, { accountId: account }, { limit: 10, after: undefined })
    expect(listed.items.map((h) => h.id)).to.deep.equal([inAccount.id])
    expect((await repo.listAll(alice)).map((h) => h.id)).to.deep.equal([loose.id, inAccount.id])
  })
}
