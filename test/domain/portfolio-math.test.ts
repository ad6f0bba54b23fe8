import { expect } from 'chai'
import { Decimal, type CurrencyCode, type DecimalString } from '../../src/domain/money.js'
import { eachDay, type IsoDate } from '../../src/domain/portfolio/calendar.js'
import { DailyCloses } from '../../src/domain/portfolio/daily-closes.js'
import { performanceOf } from '../../src/domain/portfolio/performance.js'
import { periodStartDate } from '../../src/domain/portfolio/performance-window.js'
import { positionOf } from '../../src/domain/portfolio/position.js'
import { sampleSeries } from '../../src/domain/portfolio/series-interval.js'
import { cumulativeTwr } from '../../src/domain/portfolio/time-weighted-return.js'
import { inTradeOrder, parseTrade, type TradeDraft } from '../../src/domain/portfolio/trade.js'
import { xirr } from '../../src/domain/portfolio/xirr.js'
import { ValidationError } from '../../src/domain/errors.js'

const USD = 'USD' as CurrencyCode
const d = (s: string) => s as DecimalString
const D = (n: number | string) => new Decimal(n)
const trade = (side: TradeDraft['side'], at: string, f: Partial<TradeDraft> = {}): TradeDraft => ({
  side,
  quantity: null,
  price: null,
  amount: null,
  fee: d('0'),
  currency: USD,
  occurredAt: new Date(at),
  origin: 'manual',
  ...f,
})
const day = (value: number, f: { inflow?: number; outflow?: number; income?: number } = {}) => ({
  value: D(value),
  inflow: D(f.inflow ?? 0),
  outflow: D(f.outflow ?? 0),
  income: D(f.income ?? 0),
})

describe('portfolio math (hand-computed)', () => {
  describe('average-cost position', () => {
    const history = [
      trade('buy', '2026-01-05T15:00:00Z', { quantity: d('10'), price: d('100'), fee: d('5') }),
      trade('buy', '2026-02-05T15:00:00Z', { quantity: d('10'), price: d('110'), fee: d('5') }),
      trade('sell', '2026-03-05T15:00:00Z', { quantity: d('5'), price: d('120'), fee: d('2') }),
      trade('dividend', '2026-04-05T15:00:00Z', { amount: d('30') }),
      trade('split', '2026-05-05T15:00:00Z', { quantity: d('2') }),
    ]

    it('buy, buy: the weighted average of the buys, fees included', () => {
      // (10 x 100 + 5 + 10 x 110 + 5) / 20 = 2110 / 20 = 105.5
      expect(positionOf(history.slice(0, 2))).to.deep.equal({
        quantity: '20',
        averageCost: '105.5',
        costBasis: '2110',
        realizedPl: '0',
        dividends: '0',
        fees: '10',
      })
    })

    it('partial sell: realised P/L at the average cost, net of the fee; the average is unchanged', () => {
      // 5 x 120 - 2 - 5 x 105.5 = 70.5; cost left 2110 - 527.5 = 1582.5
      expect(positionOf(history.slice(0, 3))).to.deep.include({
        quantity: '15',
        averageCost: '105.5',
        costBasis: '1582.5',
        realizedPl: '70.5',
        fees: '12',
      })
    })

    it('dividend recorded; a 2-for-1 split doubles the quantity and halves the average cost', () => {
      expect(positionOf(history)).to.deep.equal({
        quantity: '30',
        averageCost: '52.75',
        costBasis: '1582.5',
        realizedPl: '70.5',
        dividends: '30',
        fees: '12',
      })
    })

    it('selling more than held is a 422 naming /quantity, also when a back-dated sell comes first', () => {
      const oversell = trade('sell', '2026-06-01T00:00:00Z', { quantity: d('31'), price: d('1') })
      expect(() => positionOf([...history, oversell]))
        .to.throw(ValidationError)
        .with.property('errors')
        .that.deep.equals([
          { pointer: '/quantity', detail: 'selling 31 but only 30 held on 2026-06-01T00:00:00.000Z' },
        ])
      const early = {
        ...trade('sell', '2026-01-01T00:00:00Z', { quantity: d('1'), price: d('1') }),
        createdAt: new Date(),
      }
      const ordered = inTradeOrder([...history.map((t) => ({ ...t, createdAt: new Date(0) })), early])
      expect(() => positionOf(ordered)).to.throw(ValidationError)
    })

    it('exact decimals: three buys of a third do not drift', () => {
      const buys = [1, 2, 3].map((i) =>
        trade('buy', `2026-01-0${i}T00:00:00Z`, { quantity: d('0.1'), price: d('0.3') }),
      )
      expect(positionOf(buys)).to.deep.include({ quantity: '0.3', averageCost: '0.3', costBasis: '0.09' })
    })
  })

  describe('parseTrade: what each side needs', () => {
    const now = new Date('2026-11-25T12:00:00Z')
    const at = new Date('2026-11-20T12:00:00Z')
    it('names every bad field at once', () => {
      expect(() =>
        parseTrade(
          { side: 'dividend', quantity: d('1'), occurredAt: at, currency: 'EUR' as CurrencyCode },
          USD,
          now,
        ),
      )
        .to.throw(ValidationError)
        .with.property('errors')
        .that.deep.equals([
          { pointer: '/quantity', detail: 'not used by a dividend' },
          { pointer: '/amount', detail: 'required for a dividend' },
          { pointer: '/currency', detail: "must be the holding's currency (USD)" },
        ])
    })
    it('refuses a zero quantity, a negative fee and a future date', () => {
      expect(() =>
        parseTrade(
          {
            side: 'buy',
            quantity: d('0'),
            price: d('1'),
            fee: d('-1'),
            occurredAt: new Date('2027-01-01T00:00:00Z'),
          },
          USD,
          now,
        ),
      )
        .to.throw(ValidationError)
        .with.property('errors')
        .with.length(3)
    })
  })

  describe('carry-forward of closes', () => {
    const closes = new DailyCloses([
      { date: '2026-11-23' as IsoDate, close: 102 },
      { date: '2026-11-20' as IsoDate, close: 100 },
    ])
    it('a weekend carries Friday forward; before the first close there is no price (not zero)', () => {
      expect(closes.at('2026-11-21' as IsoDate)).to.equal(100)
      expect(closes.at('2026-11-22' as IsoDate)).to.equal(100)
      expect(closes.dateOf('2026-11-22' as IsoDate)).to.equal('2026-11-20')
      expect(closes.at('2026-11-23' as IsoDate)).to.equal(102)
      expect(closes.previous('2026-11-24' as IsoDate)).to.equal(100)
      expect(closes.at('2026-11-19' as IsoDate)).to.equal(undefined)
    })
  })

  describe('time-weighted return', () => {
    it('a deposit mid-period does not count as performance', () => {
      // +10 %, then 1,100 more put in at the close price (0 %), then -10 %: 1.1 x 1 x 0.9 - 1 = -1 %
      const withDeposit = cumulativeTwr([day(1000), day(1100), day(2200, { inflow: 1100 }), day(1980)])
      const without = cumulativeTwr([day(1000), day(1100), day(1100), day(990)])
      ;[0, 0.1, 0.1, -0.01].forEach((expected, i) => expect(withDeposit[i]).to.be.closeTo(expected, 1e-12))
      expect(Number(withDeposit[3])).to.be.closeTo(Number(without[3]), 1e-12)
    })
    it("a buy's move from its price to the close is return; sale proceeds are part of the day's end value", () => {
      // nothing held, buy for 1,000, close at 1,050: +5 %; then sell half for 550 (worth 525 the day before): 1,100/1,050
      const twr = cumulativeTwr([day(0), day(1050, { inflow: 1000 }), day(550, { outflow: 550 })])
      expect(Number(twr[1])).to.be.closeTo(0.05, 1e-12)
      expect(Number(twr[2])).to.be.closeTo(1.05 * (1100 / 1050) - 1, 1e-12)
    })
    it('dividends are return, not a withdrawal', () => {
      const twr = cumulativeTwr([day(1000), day(1000, { income: 50 })])
      expect(Number(twr[1])).to.be.closeTo(0.05, 1e-12)
    })
  })

  describe('XIRR (money-weighted return)', () => {
    it('agrees with the closed form of two flows to 1e-6', () => {
      expect(
        xirr([
          { day: 0, amount: -1000 },
          { day: 365, amount: 1100 },
        ]),
      ).to.be.closeTo(0.1, 1e-6)
      expect(
        xirr([
          { day: 0, amount: -1000 },
          { day: 730, amount: 1210 },
        ]),
      ).to.be.closeTo(0.1, 1e-6)
      // half a year at 5 % for the half-year: (1.05)^2 - 1 annualised
      expect(
        xirr([
          { day: 0, amount: -1000 },
          { day: 182.5, amount: 1050 },
        ]),
      ).to.be.closeTo(0.1025, 1e-6)
    })
    it('three flows: the rate zeroes their present value', () => {
      const flows = [
        { day: 0, amount: -1000 },
        { day: 100, amount: -500 },
        { day: 365, amount: 1700 },
      ]
      const r = xirr(flows)!
      const npv = flows.reduce((s, f) => s + f.amount / Math.pow(1 + r, f.day / 365), 0)
      expect(Math.abs(npv)).to.be.lessThan(1e-6)
      expect(r).to.be.within(0.1, 0.2)
    })
    it('no sign change: no rate', () => {
      expect(
        xirr([
          { day: 0, amount: -1 },
          { day: 1, amount: -1 },
        ]),
      ).to.equal(undefined)
    })
  })

  describe('performance over a period', () => {
    it('buy, deposit, fall, dividend: TWR 0 %, MWR the XIRR of the flows and the end value', () => {
      const dates = eachDay('2026-11-15' as IsoDate, '2026-11-20' as IsoDate)
      const days = [
        day(0),
        day(1000, { inflow: 1000 }),
        day(1100),
        day(2200, { inflow: 1100 }),
        day(1980),
        day(1980, { income: 20 }),
      ].map((x, i) => ({ ...x, date: dates[i]! }))
      const p = performanceOf(days)
      // 1.1 x 1 x 0.9 x (2000 / 1980) - 1 = 0
      expect(Number(p.twr)).to.be.closeTo(0, 1e-12)
      expect(p.netFlows.toFixed()).to.equal('2100')
      expect(p.endValue.toFixed()).to.equal('1980')
      const flows = [
        { day: 1, amount: -1000 },
        { day: 3, amount: -1100 },
        { day: 5, amount: 20 + 1980 },
      ]
      const npv = (r: number) => flows.reduce((s, f) => s + f.amount / Math.pow(1 + r, f.day / 365), 0)
      expect(Math.abs(npv(p.mwr!))).to.be.lessThan(1e-6)
      expect(p.points.map((x) => x.netFlow.toFixed())).to.deep.equal(['0', '1000', '0', '1100', '0', '0'])
    })
  })

  describe('periods and intervals', () => {
    it('period starts: the day whose close is the starting value, never before the first snapshot', () => {
      const today = '2026-03-31' as IsoDate
      const first = '2020-01-01' as IsoDate
      expect(periodStartDate('1w', today, first)).to.equal('2026-03-24')
      expect(periodStartDate('1m', today, first)).to.equal('2026-02-28')
      expect(periodStartDate('ytd', today, first)).to.equal('2025-12-31')
      expect(periodStartDate('1y', today, first)).to.equal('2025-03-31')
      expect(periodStartDate('max', today, first)).to.equal('2019-12-31')
      expect(periodStartDate('1y', today, '2026-03-01' as IsoDate)).to.equal('2026-02-28')
    })
    it('week and month points are the last day of each', () => {
      const days = eachDay('2026-11-27' as IsoDate, '2026-12-08' as IsoDate).map((date) => ({ date }))
      expect(sampleSeries(days, 'week').map((x) => x.date)).to.deep.equal([
        '2026-11-29',
        '2026-12-06',
        '2026-12-08',
      ])
      expect(sampleSeries(days, 'month').map((x) => x.date)).to.deep.equal(['2026-11-30', '2026-12-08'])
    })
  })
})
