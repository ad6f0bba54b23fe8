import { expect } from 'chai'
import { sumDecimals, toCurrencyCode, toDecimalString } from '../../src/domain/money.js'

describe('money', () => {
  it('reads decimal strings and JSON numbers exactly', () => {
    expect(toDecimalString('12.50')).to.equal('12.50')
    expect(toDecimalString(0.1)).to.equal('0.1')
    expect(toDecimalString(1e21)).to.equal(undefined) // 22 integer digits: beyond NUMERIC's agreed range
    expect(toDecimalString(' 7 ')).to.equal('7')
    expect(toDecimalString('-0.00')).to.equal('0.00')
  })

  it('refuses what is not a plain decimal', () => {
    for (const bad of ['1e5', '1,000', 'NaN', '', '.5', '5.', '0x10', Infinity, null, true, {}]) {
      expect(toDecimalString(bad), JSON.stringify(bad) ?? 'undefined').to.equal(undefined)
    }
  })

  it('adds without binary rounding', () => {
    expect(sumDecimals(['0.1', '0.2'])).to.equal('0.3')
    expect(sumDecimals(['19.99', '0.01', '1000000000000000000.01'])).to.equal('1000000000000000020.01')
  })

  it('normalises currency codes', () => {
    expect(toCurrencyCode('usd')).to.equal('USD')
    expect(toCurrencyCode('US')).to.equal(undefined)
    expect(toCurrencyCode(840)).to.equal(undefined)
  })
})
