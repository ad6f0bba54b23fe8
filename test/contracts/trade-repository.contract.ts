import { randomUUID } from 'node:crypto'
import { expect } from 'chai'
import type { HoldingRepository } from '../../src/application/ports/ledger-repositories.js'
import type { TradeRepository } from '../../src/application/ports/trade-repository.js'
import type { CurrencyCode, DecimalString } from '../../src/domain/money.js'
import type { TradeDraft } from '../../src/domain/portfolio/trade.js'
import { holdingDraft } from './ledger-drafts.js'

/** A TradeRepository under test and the holdings beside it, which the contract arranges and reads. */
export interface TradeRepositorySubject {
  readonly port: TradeRepository
  readonly holdings: HoldingRepository
  readonly newUserId: () => Promise<string>
}

const dec = (s: string) => s as DecimalString
const at = (day: number, hour = 10) => new Date(Date.UTC(2026, 10, day, hour))

export const tradeDraft = (extra: Partial<TradeDraft> = {}): TradeDraft => ({
  side: 'buy',
  quantity: dec('2'),
  price: dec('101.25'),
  amount: null,
  fee: dec('1.5'),
  currency: 'USD' as CurrencyCode,
  occurredAt: at(20),
  origin: 'manual',
  ...extra,
})

/** What TradeRepository promises (application/ports/trade-repository.ts). */
export function describeTradeRepositoryContract(make: () => Promise<TradeRepositorySubject>) {
  const arrange = async () => {
    const s = await make()
    const [alice, bob] = [await s.newUserId(), await s.newUserId()]
    const holding = await s.holdings.insert(alice, randomUUID(), holdingDraft(), at(1))
    return { ...s, alice, bob, holding }
  }

  it("locks the user's holding and answers what a trade needs of it; another user's holding is undefined", async () => {
    const { port, alice, bob, holding } = await arrange()
    expect(await port.lockHolding(alice, holding.id)).to.deep.equal({
      id: holding.id,
      currency: 'USD',
      quantity: '10',
      averageCost: '150.25',
      createdAt: at(1),
    })
    expect(await port.lockHolding(bob, holding.id)).to.equal(undefined)
    expect(await port.lockHolding(alice, randomUUID())).to.equal(undefined)
  })

  it('inserts a trade as given and lists it for its holding and its user only', async () => {
    const { port, holdings, alice, bob, holding } = await arrange()
    const other = await holdings.insert(alice, randomUUID(), holdingDraft({ symbol: 'MSFT' }), at(1))
    const id = randomUUID()
    const trade = await port.insert(alice, holding.id, id, tradeDraft(), at(21))
    expect(trade).to.deep.equal({
      ...tradeDraft(),
      id,
      userId: alice,
      holdingId: holding.id,
      createdAt: at(21),
    })
    const dividend = await port.insert(
      alice,
      other.id,
      randomUUID(),
      tradeDraft({ side: 'dividend', quantity: null, price: null, amount: dec('3.2'), fee: dec('0') }),
      at(21),
    )
    expect((await port.listForHolding(alice, holding.id)).map((t) => t.id)).to.deep.equal([id])
    expect((await port.listForUser(alice)).map((t) => t.id).sort()).to.deep.equal([id, dividend.id].sort())
    expect(await port.listForHolding(bob, holding.id)).to.deep.equal([])
    expect(await port.listForUser(bob)).to.deep.equal([])
    expect((await port.listForUser(alice)).find((t) => t.id === dividend.id)).to.deep.include({
      side: 'dividend',
      quantity: null,
      price: null,
      amount: '3.2',
    })
  })

  it("pages one holding's trades newest occurredAt first (ties by id), resuming after the position", async () => {
    const { port, alice, bob, holding } = await arrange()
    const ids = [randomUUID(), randomUUID(), randomUUID()].sort()
    await port.insert(alice, holding.id, ids[0]!, tradeDraft({ occurredAt: at(10) }), at(21))
    await port.insert(alice, holding.id, ids[1]!, tradeDraft({ occurredAt: at(12) }), at(21))
    await port.insert(alice, holding.id, ids[2]!, tradeDraft({ occurredAt: at(10) }), at(21))
    const first = await port.page(alice, holding.id, { limit: 2, after: undefined })
    expect(first.items.map((t) => t.id)).to.deep.equal([ids[1], ids[2]])
    expect(first.next).to.deep.equal({ sortKey: at(10), id: ids[2] })
    const second = await port.page(alice, holding.id, { limit: 2, after: first.next })
    expect(second.items.map((t) => t.id)).to.deep.equal([ids[0]])
    expect(second.next).to.equal(undefined)
    expect((await port.page(bob, holding.id, { limit: 2, after: undefined })).items).to.deep.equal([])
  })

  it('deletes a trade only through its own holding and user', async () => {
    const { port, holdings, alice, bob, holding } = await arrange()
    const other = await holdings.insert(alice, randomUUID(), holdingDraft({ symbol: 'MSFT' }), at(1))
    const id = randomUUID()
    await port.insert(alice, holding.id, id, tradeDraft(), at(21))
    expect(await port.delete(bob, holding.id, id)).to.equal(false)
    expect(await port.delete(alice, other.id, id)).to.equal(false)
    expect(await port.delete(alice, holding.id, id)).to.equal(true)
    expect(await port.delete(alice, holding.id, id)).to.equal(false)
    expect(await port.listForUser(alice)).to.deep.equal([])
  })

  it("writes the holding's position and bumps its version, and never another user's holding", async () => {
    const { port, holdings, alice, bob, holding } = await arrange()
    await port.writePosition(alice, holding.id, dec('12'), null, at(22))
    expect(await holdings.get(alice, holding.id)).to.deep.include({
      quantity: '12',
      averageCost: null,
      version: holding.version + 1,
      updatedAt: at(22),
      symbol: 'AAPL',
    })
    await port.writePosition(bob, holding.id, dec('1'), dec('1'), at(23))
    expect(await holdings.get(alice, holding.id)).to.deep.include({
      quantity: '12',
      version: holding.version + 1,
    })
  })
}
