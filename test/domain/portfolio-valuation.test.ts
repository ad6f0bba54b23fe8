import { expect } from 'chai'
import type { CurrencyCode, DecimalString } from '../../src/domain/money.js'
import { eachDay, type IsoDate } from '../../src/domain/portfolio/calendar.js'
import { DailyCloses, UNIT_CLOSES } from '../../src/domain/portfolio/daily-closes.js'
import {
  accountMovement,
  valueDays,
  type ValuedAccount,
  type ValuedHolding,
} from '../../src/domain/portfolio/valuation.js'

const d = (s: string) => s as DecimalString
const day = (s: string) => s as IsoDate
const closes = (entries: Record<string, number>) =>
  new DailyCloses(Object.entries(entries).map(([date, close]) => ({ date: day(date), close })))

const buy = (at: string, quantity: string, price: string | null) => ({
  side: 'buy' as const,
  quantity: d(quantity),
  price: price === null ? null : d(price),
  amount: null,
  fee: d('0'),
  currency: 'EUR' as CurrencyCode,
  occurredAt: new Date(at),
  origin: 'manual' as const,
})

describe('net worth valuation (hand-computed)', () => {
  // Fri 2026-11-20 .. Mon 2026-11-23, base USD.
  const dates = eachDay(day('2026-11-20'), day('2026-11-23'))
  const accounts: ValuedAccount[] = [
    { id: 'checking', type: 'checking', currency: 'USD', balance: d('1000') },
    { id: 'card', type: 'credit_card', currency: 'USD', balance: d('300') },
    { id: 'broker', type: 'investment', currency: 'USD', balance: d('50') },
  ]
  // After Saturday: +200 income on checking, a 100 expense on the card (owed 200 -> 300).
  const movements = [
    {
      accountId: 'checking',
      date: day('2026-11-23'),
      signed: accountMovement('checking', 'income', d('200')).toFixed() as DecimalString,
    },
    {
      accountId: 'card',
      date: day('2026-11-23'),
      signed: accountMovement('credit_card', 'expense', d('100')).toFixed() as DecimalString,
    },
  ]
  const holdings: ValuedHolding[] = [
    // EUR stock inside the brokerage account, bought Friday.
    {
      id: 'sap',
      symbol: 'SAP',
      assetType: 'stock',
      currency: 'EUR',
      accountId: 'broker',
      trades: [buy('2026-11-20T10:00:00Z', '10', '100')],
    },
    // A symbol nobody has a close for: reported, not zero.
    {
      id: 'xyz',
      symbol: 'XYZ',
      assetType: 'stock',
      currency: 'USD',
      accountId: null,
      trades: [{ ...buy('2026-11-20T10:00:00Z', '1', '5'), currency: 'USD' as CurrencyCode }],
    },
  ]
  const market = {
    closes: (h: ValuedHolding) =>
      h.symbol === 'SAP' ? closes({ '2026-11-20': 100, '2026-11-23': 110 }) : closes({}),
    // EUR/USD moves every day the ECB publishes (not at the weekend).
    rate: (c: string) => (c === 'EUR' ? closes({ '2026-11-20': 1.1, '2026-11-23': 1.25 }) : UNIT_CLOSES),
  }
  const days = valueDays(dates, accounts, movements, holdings, market)
  const view = (i: number) => ({
    assets: days[i]!.assets.toFixed(),
    liabilities: days[i]!.liabilities.toFixed(),
    netWorth: days[i]!.netWorth.toFixed(),
    missing: days[i]!.missing,
  })

  it('Friday: past balances, the EUR holding at 1.1 inside its account, the card owed and subtracted', () => {
    // checking 1000 - 200 = 800; broker 50 + 10 x 100 x 1.1 = 1150; card 300 - 100 = 200 owed
    expect(view(0)).to.deep.equal({ assets: '1950', liabilities: '200', netWorth: '1750', missing: ['XYZ'] })
    expect(days[0]!.accounts.map((a) => [a.accountId, a.value?.toFixed()])).to.deep.equal([
      ['checking', '800'],
      ['card', '200'],
      ['broker', '1150'],
    ])
  })

  it('the weekend carries Friday close and rate forward', () => {
    expect(view(1)).to.deep.equal(view(0))
    expect(view(2)).to.deep.equal(view(0))
  })

  it("Monday: the day's transactions count, the new close and the new rate (10 x 110 x 1.25)", () => {
    expect(view(3)).to.deep.equal({ assets: '2425', liabilities: '300', netWorth: '2125', missing: ['XYZ'] })
    expect(days[3]!.portfolioValue.toFixed()).to.equal('1375')
  })

  it('the buy is a flow on its day in the base currency; the unpriced holding is left out of the portfolio whole', () => {
    expect(days[0]!.portfolioInflow.toFixed()).to.equal('1100')
    expect(days[1]!.portfolioInflow.toFixed()).to.equal('0')
    expect(days[0]!.holdings.find((h) => h.holdingId === 'xyz')!.value).to.equal(null)
  })
})
