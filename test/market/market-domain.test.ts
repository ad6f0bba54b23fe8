import { expect } from 'chai'
import { ValidationError } from '../../src/domain/errors.js'
import type { DecimalString } from '../../src/domain/money.js'
import { toMajorUnit, valueHolding } from '../../src/domain/market/holding-valuation.js'
import { defaultInterval, periodDays, periodStart } from '../../src/domain/market/history-window.js'
import {
  parseCryptoId,
  parseForexPair,
  parseStockSymbol,
  requireList,
} from '../../src/domain/market/market-input.js'

const d = (s: string) => s as DecimalString

describe('market domain: input parsing', () => {
  it('normalises tickers and rejects spaces and junk', () => {
    expect(parseStockSymbol('brk-b')).to.equal('BRK-B')
    expect(parseStockSymbol('^GSPC')).to.equal('^GSPC')
    expect(parseStockSymbol('EURUSD=X')).to.equal('EURUSD=X')
    expect(parseStockSymbol('VOD.L')).to.equal('VOD.L')
    for (const bad of ['', 'AA PL', ' AAPL', 'A/B', 'X'.repeat(21), 42])
      expect(parseStockSymbol(bad), String(bad)).to.equal(undefined)
  })

  it('normalises crypto ids and pairs', () => {
    expect(parseCryptoId('Bitcoin')).to.equal('bitcoin')
    expect(parseCryptoId('bit coin')).to.equal(undefined)
    for (const raw of ['EUR/USD', 'eurusd', 'EUR-USD', 'EUR_USD', 'EURUSD=X'])
      expect(parseForexPair(raw), raw).to.deep.equal({ base: 'EUR', quote: 'USD' })
    for (const bad of ['EUR/EUR', 'EURO/USD', 'EUR USD', 'E/USD', ''])
      expect(parseForexPair(bad), bad).to.equal(undefined)
  })

  it('requireList: 1..100 items, a pointer per bad item, duplicates once', () => {
    expect(requireList(parseStockSymbol, ['aapl', 'AAPL', 'msft'], '/symbols', 'ticker')).to.deep.equal([
      'AAPL',
      'MSFT',
    ])
    const bad = (() => {
      try {
        requireList(parseStockSymbol, ['AAPL', 'A B', 'C D'], '/symbols', 'ticker')
      } catch (e) {
        return e as ValidationError
      }
    })()
    expect(bad).to.be.instanceOf(ValidationError)
    expect(bad!.errors.map((e) => e.pointer)).to.deep.equal(['/symbols/1', '/symbols/2'])
    expect(() => requireList(parseStockSymbol, [], '/symbols', 'ticker')).to.throw(ValidationError)
    expect(() =>
      requireList(
        parseStockSymbol,
        Array.from({ length: 101 }, () => 'A'),
        '/symbols',
        'ticker',
      ),
    ).to.throw(ValidationError)
  })
})

describe('market domain: valuation and history windows', () => {
  it('values exactly: no binary float in the money', () => {
    const v = valueHolding(d('3'), d('0.1'), toMajorUnit(0.1, 'USD').price.plus('0.2'))
    expect(v).to.deep.equal({ price: 0.3, marketValue: '0.90', unrealizedPl: '0.60' })
    expect(valueHolding(d('0.333'), null, toMajorUnit(1.005, 'USD').price).marketValue).to.equal('0.33')
  })

  it('brings minor units (GBp pence) to the major unit', () => {
    const m = toMajorUnit(71.5, 'GBp')
    expect(m.currency).to.equal('GBP')
    expect(m.price.toString()).to.equal('0.715')
  })

  it('computes windows and default intervals', () => {
    const now = new Date('2026-03-10T12:00:00Z')
    expect(periodStart('ytd', now).toISOString()).to.equal('2026-01-01T00:00:00.000Z')
    expect(periodStart('max', now).getTime()).to.equal(0)
    expect(periodDays('1mo', now)).to.equal(30)
    expect(defaultInterval('1d')).to.equal('5m')
    expect(defaultInterval('5y')).to.equal('1wk')
  })
})
