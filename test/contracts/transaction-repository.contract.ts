import { expect } from 'chai'
import { randomUUID } from 'node:crypto'
import type { CurrencyCode } from '../../src/domain/money.js'
import type { TransactionRepository } from '../../src/application/ports/ledger-repositories.js'
import { transactionDraft } from './ledger-drafts.js'
import { describeOwnedRepositoryContract, minuteOf, type OwnedSubject } from './owned-repository.contract.js'

/** TransactionRepository (application/ports/ledger-repositories.ts), for the fake and every adapter. */
export function describeTransactionRepositoryContract(
  make: () => Promise<OwnedSubject<TransactionRepository>>,
) {
  describe('as an OwnedRepository (ordered by occurredAt)', () => {
    describeOwnedRepositoryContract(
      make,
      (i) =>
        transactionDraft({
          occurredAt: minuteOf(i % 4),
          merchant: `Shop ${i}`,
          currency: 'EUR' as CurrencyCode,
        }),
      {},
      (t) => t.occurredAt,
    )
  })

  it('list filters by [from, to), categories (any, ignoring case), type and pending, alone and together', async () => {
    const { repository: repo, newUserId } = await make()
    const alice = await newUserId()
    const rows = [
      { minute: 0, category: 'coffee', type: 'expense' as const },
      { minute: 1, category: 'coffee', type: 'income' as const },
      { minute: 2, category: 'Rent', type: 'expense' as const },
      { minute: 3, category: 'coffee', type: 'expense' as const },
    ]
    const ids: string[] = []
    for (const r of rows) {
      const id = randomUUID()
      ids.push(id)
      await repo.insert(
        alice,
        id,
        transactionDraft({ occurredAt: minuteOf(r.minute), category: r.category, type: r.type }),
        minuteOf(9),
      )
    }
    const list = async (filter: Parameters<TransactionRepository['list']>[1]) =>
      (await repo.list(alice, filter, { limit: 10, after: undefined })).items.map((t) => ids.indexOf(t.id))
    expect(await list({ from: minuteOf(1), to: minuteOf(3) })).to.deep.equal([2, 1])
    expect(await list({ categories: ['coffee'] })).to.deep.equal([3, 1, 0])
    expect(await list({ categories: ['COFFEE', 'rent'] })).to.deep.equal([3, 2, 1, 0])
    expect(await list({ categories: [] })).to.have.length(4)
    expect(await list({ type: 'income' })).to.deep.equal([1])
    expect(await list({ categories: ['coffee'], type: 'expense', from: minuteOf(1) })).to.deep.equal([3])
    expect(await list({ accountId: randomUUID() })).to.deep.equal([])
    // A written transaction is posted; only bank sync stores a pending one.
    expect(await list({ pending: false })).to.deep.equal([3, 2, 1, 0])
    expect(await list({ pending: true })).to.deep.equal([])
  })

  it("listBetween: the user's rows in [from, to), oldest first, at most `limit`", async () => {
    const { repository: repo, newUserId } = await make()
    const [alice, bob] = [await newUserId(), await newUserId()]
    for (const minute of [3, 0, 2, 1, 4]) {
      await repo.insert(alice, randomUUID(), transactionDraft({ occurredAt: minuteOf(minute) }), minuteOf(9))
    }
    await repo.insert(bob, randomUUID(), transactionDraft({ occurredAt: minuteOf(2) }), minuteOf(9))
    const between = await repo.listBetween(alice, minuteOf(1), minuteOf(4))
    expect(between.map((t) => t.occurredAt.getTime())).to.deep.equal(
      [1, 2, 3].map((m) => minuteOf(m).getTime()),
    )
    expect(between.every((t) => t.userId === alice)).to.equal(true)
    expect(await repo.listBetween(alice, minuteOf(0), minuteOf(5), 2)).to.have.length(2)
  })
}
