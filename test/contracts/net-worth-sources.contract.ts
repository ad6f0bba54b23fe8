import { randomUUID } from 'node:crypto'
import { expect } from 'chai'
import type {
  AccountRepository,
  HoldingRepository,
  TransactionRepository,
} from '../../src/application/ports/ledger-repositories.js'
import type { NetWorthSources } from '../../src/application/ports/net-worth-sources.js'
import type { TradeRepository } from '../../src/application/ports/trade-repository.js'
import { Decimal } from '../../src/domain/money.js'
import type { IsoDate } from '../../src/domain/portfolio/calendar.js'
import type { AccountMovement } from '../../src/domain/portfolio/valuation.js'
import { accountDraft, holdingDraft, transactionDraft } from './ledger-drafts.js'
import { idRun } from './subject.js'
import { tradeDraft } from './trade-repository.contract.js'

/** A NetWorthSources under test and the ledger it reads, which the contract arranges. */
export interface NetWorthSourcesSubject {
  readonly port: NetWorthSources
  readonly accounts: AccountRepository
  readonly holdings: HoldingRepository
  readonly trades: TradeRepository
  readonly transactions: TransactionRepository
  /** Makes a user with this id and base currency. */
  readonly newUser: (id: string, baseCurrency: string) => Promise<void>
}

const at = (day: number, hour = 10) => new Date(Date.UTC(2026, 10, day, hour))
const date = (day: number) => `2026-11-${String(day).padStart(2, '0')}` as IsoDate

/** Each account's signed movement per day, however the port splits a day's sum. */
const perDay = (movements: readonly AccountMovement[]) => {
  const out = new Map<string, string>()
  const sums = new Map<string, Decimal>()
  for (const m of movements) {
    const key = `${m.accountId} ${m.date}`
    sums.set(key, (sums.get(key) ?? new Decimal(0)).plus(m.signed))
  }
  for (const [key, sum] of [...sums].sort()) out.set(key, sum.toFixed())
  return out
}

/** What NetWorthSources promises (application/ports/net-worth-sources.ts). */
export function describeNetWorthSourcesContract(make: () => Promise<NetWorthSourcesSubject>) {
  it("loads one user's ledger: base currency, accounts, holdings, trades, movements after the day, first date", async () => {
    const s = await make()
    const run = idRun()
    const [alice, bob] = [run.id('a'), run.id('b')]
    await s.newUser(alice, 'EUR')
    await s.newUser(bob, 'USD')
    const checking = await s.accounts.insert(alice, randomUUID(), accountDraft(), at(3))
    const card = await s.accounts.insert(
      alice,
      randomUUID(),
      accountDraft({ type: 'credit_card', name: 'Visa' }),
      at(4),
    )
    const holding = await s.holdings.insert(alice, randomUUID(), holdingDraft(), at(5))
    const trade = await s.trades.insert(
      alice,
      holding.id,
      randomUUID(),
      tradeDraft({ occurredAt: at(2) }),
      at(5),
    )
    const add = (extra: Parameters<typeof transactionDraft>[0]) =>
      s.transactions.insert(alice, randomUUID(), transactionDraft(extra), at(9))
    await add({ accountId: checking.id, occurredAt: at(9) }) // on the day: not after it
    await add({ accountId: checking.id, occurredAt: at(10, 8) })
    await add({ accountId: checking.id, occurredAt: at(10, 20) })
    await add({ accountId: checking.id, occurredAt: at(10, 21), type: 'income', amount: '100' as never })
    await add({ accountId: card.id, occurredAt: at(11) })
    await add({ accountId: null, occurredAt: at(11) })
    await s.accounts.insert(bob, randomUUID(), accountDraft(), at(1))

    const ledger = await s.port.load(alice, date(9))
    expect(ledger.userId).to.equal(alice)
    expect(ledger.baseCurrency).to.equal('EUR')
    expect(ledger.accounts.map((a) => a.id).sort()).to.deep.equal([checking.id, card.id].sort())
    expect(ledger.accounts.find((a) => a.id === checking.id)).to.deep.equal(checking)
    expect(ledger.holdings).to.deep.equal([holding])
    expect(ledger.trades).to.deep.equal([trade])
    expect(perDay(ledger.movements)).to.deep.equal(
      new Map([
        [`${checking.id} 2026-11-10`, '75'],
        [`${card.id} 2026-11-11`, '12.5'],
      ]),
    )
    expect(ledger.firstDate).to.equal(date(2))
    expect(await s.port.firstDate(alice)).to.equal(date(2))
  })

  it('loads many users at once, in the order asked; a user without data has an empty ledger', async () => {
    const s = await make()
    const run = idRun()
    const [alice, bob] = [run.id('a'), run.id('b')]
    await s.newUser(alice, 'USD')
    await s.newUser(bob, 'GBP')
    await s.accounts.insert(alice, randomUUID(), accountDraft(), at(3))
    const [forBob, forAlice] = await s.port.loadMany([bob, alice], date(1))
    expect(forBob).to.deep.equal({
      userId: bob,
      baseCurrency: 'GBP',
      accounts: [],
      holdings: [],
      trades: [],
      movements: [],
      firstDate: undefined,
    })
    expect(forAlice!.accounts).to.have.length(1)
    expect(forAlice!.firstDate).to.equal(date(3))
    expect(await s.port.loadMany([], date(1))).to.deep.equal([])
    expect(await s.port.firstDate(bob)).to.equal(undefined)
  })

  it('pages the users with an account or a holding by id', async () => {
    const s = await make()
    const run = idRun()
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map(run.id)
    for (const id of [a!, b!, c!, d!]) await s.newUser(id, 'USD')
    await s.accounts.insert(a!, randomUUID(), accountDraft(), at(1))
    await s.transactions.insert(b!, randomUUID(), transactionDraft(), at(1)) // no account or holding
    await s.holdings.insert(c!, randomUUID(), holdingDraft(), at(1))
    await s.accounts.insert(d!, randomUUID(), accountDraft(), at(1))
    expect(await s.port.usersWithData(run.prefix, 2)).to.deep.equal([a, c])
    expect((await s.port.usersWithData(c, 1))[0]).to.equal(d)
  })
}
