import { randomUUID } from 'node:crypto'
import { expect } from 'chai'
import type { BankLedger, BankLedgerInput } from '../../src/application/ports/bank-ledger.js'
import type {
  AccountRepository,
  TransactionRepository,
} from '../../src/application/ports/ledger-repositories.js'
import type { BankTransaction } from '../../src/domain/bank-sync/bank-feed-data.js'
import { accountDraft, transactionDraft } from './ledger-drafts.js'

/** A BankLedger under test and the ledger behind it, which the contract arranges and reads. */
export interface BankLedgerSubject {
  readonly port: BankLedger
  readonly accounts: AccountRepository
  readonly transactions: TransactionRepository
  readonly newUserId: () => Promise<string>
}

const at = (day: number, hour = 10) => new Date(Date.UTC(2026, 10, day, hour))

export const bankTransaction = (
  externalId: string,
  extra: Partial<BankTransaction> = {},
): BankTransaction => ({
  externalId,
  postedAt: at(10),
  transactedAt: null,
  amount: '-42.19',
  description: 'KROGER #0412',
  payee: 'Kroger',
  memo: null,
  pending: false,
  ...extra,
})

/** What BankLedger promises (application/ports/bank-ledger.ts). */
export function describeBankLedgerContract(make: () => Promise<BankLedgerSubject>) {
  const arrange = async () => {
    const s = await make()
    const alice = await s.newUserId()
    const account = (
      await s.accounts.insert(alice, randomUUID(), accountDraft({ balance: '100.00' as never }), at(1))
    ).id
    const input = (
      transactions: readonly BankTransaction[],
      extra: Partial<BankLedgerInput> = {},
    ): BankLedgerInput => ({
      userId: alice,
      accountId: account,
      currency: 'USD',
      transactions,
      pendingExpiresBefore: at(1),
      now: at(20),
      ...extra,
    })
    const ledger = async () =>
      (await s.transactions.list(alice, { accountId: account }, { limit: 100, after: undefined })).items
    return { ...s, alice, account, input, ledger }
  }

  it("inserts new bank transactions into the account with the bank's id, categorised as decided, else uncategorised", async () => {
    const { port, alice, account, input, ledger } = await arrange()
    const outcome = await port.apply(
      input(
        [
          bankTransaction('TX-1'),
          bankTransaction('TX-2', {
            amount: '2150.00',
            description: 'ACME PAYROLL',
            payee: null,
            postedAt: at(11),
          }),
        ],
        {
          categorized: new Map([
            [
              'TX-1',
              {
                category: 'groceries',
                categorySource: 'rule',
                categoryConfidence: 1,
                merchant: 'Kroger Market',
                notes: 'weekly',
              },
            ],
          ]),
        },
      ),
    )
    expect(outcome).to.deep.equal({
      created: 2,
      merged: 0,
      skipped: 0,
      pendingReplaced: 0,
      pendingRemoved: 0,
    })
    const [payroll, groceries] = await ledger()
    expect(groceries).to.deep.include({
      userId: alice,
      accountId: account,
      amount: '42.19',
      type: 'expense',
      currency: 'USD',
      occurredAt: at(10),
      description: 'KROGER #0412',
      merchant: 'Kroger Market',
      category: 'groceries',
      categorySource: 'rule',
      categoryConfidence: 1,
      notes: 'weekly',
      source: 'bank_sync',
      externalId: 'TX-1',
      reconciled: true,
    })
    expect(payroll).to.deep.include({
      amount: '2150.00',
      type: 'income',
      merchant: null,
      category: null,
      categorySource: 'none',
      externalId: 'TX-2',
    })
  })

  it('skips a transaction the account holds under the bank id; unseen names only the ids it does not hold', async () => {
    const { port, alice, account, input, ledger } = await arrange()
    await port.apply(input([bankTransaction('TX-1')]))
    expect(await port.unseen(alice, account, ['TX-1', 'TX-9'])).to.deep.equal(new Set(['TX-9']))
    const again = await port.apply(input([bankTransaction('TX-1'), bankTransaction('TX-1')]))
    expect(again).to.deep.include({ created: 0, skipped: 1 })
    expect(await ledger()).to.have.length(1)
    expect(await port.unseen(alice, account, [])).to.deep.equal(new Set())
  })

  it('merges a payment recorded first (by hand, a notification, a bill) instead of duplicating it', async () => {
    const { port, transactions, alice, account, input, ledger } = await arrange()
    const recorded = await transactions.insert(
      alice,
      randomUUID(),
      transactionDraft({
        amount: '42.19' as never,
        occurredAt: at(9, 18),
        merchant: 'Kroger',
        source: 'notification',
      }),
      at(9),
    )
    const outcome = await port.apply(input([bankTransaction('TX-1')]))
    expect(outcome).to.deep.include({ created: 0, merged: 1 })
    expect((await ledger()).map((t) => t.id)).to.deep.equal([recorded.id])
    expect(await transactions.get(alice, recorded.id)).to.deep.include({
      accountId: account,
      externalId: 'TX-1',
      reconciled: true,
      source: 'notification',
      version: 2,
    })
  })

  it('replaces a pending transaction in place when it posts under the same bank id', async () => {
    const { port, input, ledger } = await arrange()
    await port.apply(
      input([
        bankTransaction('TX-P', { pending: true, postedAt: null, transactedAt: at(12), amount: '-30.00' }),
      ]),
    )
    const [pending] = await ledger()
    expect(pending).to.deep.include({ externalId: 'TX-P', amount: '30.00', reconciled: false })
    const outcome = await port.apply(input([bankTransaction('TX-P', { postedAt: at(13), amount: '-36.00' })]))
    expect(outcome).to.deep.include({ created: 0, pendingReplaced: 1 })
    const [posted] = await ledger()
    expect(posted).to.deep.include({
      id: pending!.id,
      externalId: 'TX-P',
      amount: '36.00',
      occurredAt: at(13),
      version: 2,
    })
  })

  it('replaces a pending transaction when it posts under a new id: same direction, amount within 20%, within 5 days', async () => {
    const { port, input, ledger } = await arrange()
    await port.apply(
      input([
        bankTransaction('TX-P', { pending: true, postedAt: null, transactedAt: at(12), amount: '-30.00' }),
      ]),
    )
    const [pending] = await ledger()
    const outcome = await port.apply(
      input([
        bankTransaction('TX-FINAL', { postedAt: at(14), amount: '-35.00' }),
        bankTransaction('TX-OTHER', {
          postedAt: at(14),
          amount: '-80.00',
          description: 'SHELL',
          payee: 'Shell',
        }),
      ]),
    )
    expect(outcome).to.deep.include({ created: 1, pendingReplaced: 1 })
    const after = await ledger()
    expect(after.find((t) => t.id === pending!.id)).to.deep.include({
      externalId: 'TX-FINAL',
      amount: '35.00',
    })
    expect(after.map((t) => t.externalId).sort()).to.deep.equal(['TX-FINAL', 'TX-OTHER'])
  })

  it('removes a pending transaction the bank no longer reports once it is older than pendingExpiresBefore', async () => {
    const { port, input, ledger } = await arrange()
    await port.apply(
      input([
        bankTransaction('TX-OLD', { pending: true, postedAt: null, transactedAt: at(2), amount: '-9.00' }),
        bankTransaction('TX-KEPT', { pending: true, postedAt: null, transactedAt: at(2), amount: '-500.00' }),
        bankTransaction('TX-YOUNG', { pending: true, postedAt: null, transactedAt: at(12), amount: '-7.00' }),
      ]),
    )
    const outcome = await port.apply(
      input(
        [
          bankTransaction('TX-KEPT', {
            pending: true,
            postedAt: null,
            transactedAt: at(2),
            amount: '-500.00',
          }),
        ],
        {
          pendingExpiresBefore: at(5),
        },
      ),
    )
    expect(outcome).to.deep.include({ skipped: 1, pendingRemoved: 1 })
    expect((await ledger()).map((t) => t.externalId).sort()).to.deep.equal(['TX-KEPT', 'TX-YOUNG'])
  })

  it("has the account's balance follow the bank's, with a new version only when it changed", async () => {
    const { port, accounts, alice, account, newUserId } = await arrange()
    await port.setBalance(alice, account, '2412.57', at(20))
    expect(await accounts.get(alice, account)).to.deep.include({
      balance: '2412.57',
      version: 2,
      updatedAt: at(20),
    })
    await port.setBalance(alice, account, '2412.57', at(21))
    expect(await accounts.get(alice, account)).to.deep.include({ version: 2, updatedAt: at(20) })
    await port.setBalance(await newUserId(), account, '1.00', at(22))
    expect(await accounts.get(alice, account)).to.deep.include({ balance: '2412.57', version: 2 })
  })
}
