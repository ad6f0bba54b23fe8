import { expect } from 'chai'
import { NotFoundError, PreconditionFailedError, ValidationError } from '../../src/domain/errors.js'
import { accountKind, type AccountDraft } from '../../src/domain/ledger/account.js'
import { transactionKind, type TransactionDraft } from '../../src/domain/ledger/transaction.js'
import { ledgerCrud } from '../../src/application/use-cases/ledger/ledger-crud.js'
import type { CurrencyCode, DecimalString } from '../../src/domain/money.js'
import { expectRejection } from '../support/expect-rejection.js'
import { FixedClock } from '../fakes/fixed-clock.js'
import { InMemoryAccountRepository } from '../fakes/in-memory-account-repository.js'
import { InMemoryTransactionRepository } from '../fakes/in-memory-transaction-repository.js'
import { FakeIdGenerator } from '../fakes/fake-id-generator.js'

function setup() {
  const clock = new FixedClock()
  const ids = new FakeIdGenerator()
  const accounts = new InMemoryAccountRepository()
  const transactions = new InMemoryTransactionRepository()
  return {
    clock,
    accounts,
    transactions,
    accountCrud: ledgerCrud({ kind: accountKind, repository: accounts, accounts, clock, ids }),
    txCrud: ledgerCrud({ kind: transactionKind, repository: transactions, accounts, clock, ids }),
  }
}

const tx: TransactionDraft = {
  amount: '9.99' as DecimalString,
  type: 'expense',
  currency: 'USD' as CurrencyCode,
  occurredAt: new Date('2026-11-20T08:00:00Z'),
  accountId: null,
  description: null,
  merchant: null,
  category: null,
  notes: null,
  source: 'manual',
}
const account: AccountDraft = {
  name: 'B',
  type: 'cash',
  institution: null,
  currency: 'USD' as CurrencyCode,
  balance: '1' as DecimalString,
  isActive: true,
}

describe('ledger use cases', () => {
  it('creates with a server id and the clock as created_at', async () => {
    const { txCrud, clock } = setup()
    const created = await txCrud.create.execute({ userId: 'alice', draft: tx })
    expect(created).to.include({
      id: '00000000-0000-4000-8000-000000000001',
      userId: 'alice',
      amount: '9.99',
      currency: 'USD',
      version: 1,
    })
    expect(created.createdAt).to.deep.equal(clock.now())
  })

  it("refuses another user's account without writing anything", async () => {
    const { txCrud, accountCrud, transactions } = setup()
    const bobs = await accountCrud.create.execute({ userId: 'bob', draft: account })
    const error = await expectRejection(
      txCrud.create.execute({ userId: 'alice', draft: { ...tx, accountId: bobs.id } }),
      ValidationError,
    )
    expect(error.errors).to.deep.equal([{ pointer: '/account_id', detail: 'is not one of your accounts' }])
    expect(transactions.rows.size).to.equal(0)
  })

  it('merges a patch over the stored fields and honours the version precondition', async () => {
    const { txCrud, clock } = setup()
    const created = await txCrud.create.execute({ userId: 'alice', draft: { ...tx, merchant: 'Shop' } })
    clock.advance(1000)
    const patched = await txCrud.update.execute({
      userId: 'alice',
      id: created.id,
      change: { mode: 'patch', patch: { notes: 'gift' } },
      precondition: { kind: 'versions', versions: [1] },
    })
    expect(patched).to.include({ merchant: 'Shop', notes: 'gift', version: 2 })
    expect(patched.updatedAt.getTime() - created.updatedAt.getTime()).to.equal(1000)
    await expectRejection(
      txCrud.update.execute({
        userId: 'alice',
        id: created.id,
        change: { mode: 'patch', patch: { notes: 'x' } },
        precondition: { kind: 'versions', versions: [1] },
      }),
      PreconditionFailedError,
    )
  })

  it("treats another user's id as missing for get, update and delete", async () => {
    const { txCrud } = setup()
    const created = await txCrud.create.execute({ userId: 'alice', draft: tx })
    await expectRejection(txCrud.get.execute({ userId: 'bob', id: created.id }), NotFoundError)
    await expectRejection(
      txCrud.update.execute({
        userId: 'bob',
        id: created.id,
        change: { mode: 'replace', draft: tx },
        precondition: { kind: 'none' },
      }),
      NotFoundError,
    )
    await expectRejection(txCrud.delete.execute({ userId: 'bob', id: created.id }), NotFoundError)
    expect((await txCrud.get.execute({ userId: 'alice', id: created.id })).version).to.equal(1)
  })

  it('clamps the page size to 1..200', async () => {
    const { txCrud } = setup()
    for (let i = 0; i < 3; i++) await txCrud.create.execute({ userId: 'alice', draft: tx })
    expect(
      (await txCrud.list.execute({ userId: 'alice', filter: {}, limit: 0, after: undefined })).items,
    ).to.have.length(1)
    expect(
      (await txCrud.list.execute({ userId: 'alice', filter: {}, limit: 10_000, after: undefined })).items,
    ).to.have.length(3)
  })
})
