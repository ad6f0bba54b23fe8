import { expect } from 'chai'
import { guessDecimalSeparator, parseAmount } from '../../../src/adapters/statements/statement-amounts.js'
import { DayOrderInference, splitDate, toUtcDay } from '../../../src/adapters/statements/statement-dates.js'
import { detectEncoding, decodeText } from '../../../src/adapters/statements/text-encoding.js'
import { StatementUnreadableError } from '../../../src/domain/imports/statement.js'

describe('statement amounts, dates and encodings', () => {
  it('reads amounts as banks write them, exactly', () => {
    const cases: [string, '.' | ',', string | undefined][] = [
      ['1,234.56', '.', '1234.56'],
      ['-1.234,56', ',', '-1234.56'],
      ['1 234,56', ',', '1234.56'],
      ['1\u00a0234,56', ',', '1234.56'],
      ["1'234.50", '.', '1234.50'],
      ['12.50-', '.', '-12.50'],
      ['(12.50)', '.', '-12.50'],
      ['+0,10', ',', '0.10'],
      ['€12.50', '.', '12.50'],
      ['12,50 EUR', ',', '12.50'],
      ['−7.00', '.', '-7.00'],
      ['1.234', ',', '1234'],
      ['007.5', '.', '7.5'],
      ['12.50', ',', undefined], // a decimal point in a decimal-comma file: refused, never 1250
      ['1,23,456.00', '.', undefined],
      ['12.5.0', '.', undefined],
      ['abc', '.', undefined],
      ['', '.', undefined],
    ]
    for (const [raw, separator, expected] of cases) {
      const amount = parseAmount(raw, separator)
      const got = amount ? `${amount.negative ? '-' : ''}${amount.value}` : undefined
      expect(got, raw).to.equal(expected)
    }
  })

  it('votes on the decimal separator; a lone thousands group says nothing', () => {
    expect(guessDecimalSeparator(['-12,50', '1.234,56'])).to.equal(',')
    expect(guessDecimalSeparator(['-12.50', '1,234.56'])).to.equal('.')
    expect(guessDecimalSeparator(['1,234', '2,000', '-3,10'])).to.equal(',')
    expect(guessDecimalSeparator(['1,234', '5'])).to.equal('.')
  })

  it('splits dates and infers the day order from the whole file', () => {
    expect(splitDate('2026-02-03')).to.include({ year: 2026, first: 2, second: 3, yearFirst: true })
    expect(splitDate('20260203')).to.include({ year: 2026, first: 2, second: 3 })
    expect(splitDate('03.02.26')).to.include({ year: 2026, first: 3, second: 2, dotted: true })
    expect(splitDate('3/2/1999 10:15')).to.include({ year: 1999, first: 3, second: 2 })
    expect(splitDate('2026/13')).to.equal(undefined)

    const order = new DayOrderInference()
    order.observe(splitDate('01/02/2026')!)
    const error = (() => {
      try {
        order.resolve(undefined)
      } catch (e) {
        return e as StatementUnreadableError
      }
    })()
    expect(error?.candidates).to.deep.equal(['DMY', 'MDY'])
    order.observe(splitDate('13/02/2026')!)
    expect(order.resolve(undefined)).to.equal('DMY')
    expect(order.resolve('MDY')).to.equal('MDY') // a given order wins
    expect(toUtcDay(splitDate('13/02/2026')!, 'DMY', 1).toISOString()).to.equal('2026-02-13T00:00:00.000Z')
    expect(() => toUtcDay(splitDate('29/02/2026')!, 'DMY', 9)).to.throw(StatementUnreadableError, /^line 9/)
  })

  it('detects UTF-8 with and without BOM, UTF-16, and Windows-1252; refuses binary', () => {
    expect(detectEncoding(Buffer.from('\ufeffDatum', 'utf8'))).to.deep.equal({
      encoding: 'utf-8',
      bomLength: 3,
    })
    expect(detectEncoding(Buffer.from('Café', 'utf8'))).to.deep.equal({ encoding: 'utf-8', bomLength: 0 })
    expect(detectEncoding(Buffer.from('Café', 'latin1'))).to.deep.equal({
      encoding: 'windows-1252',
      bomLength: 0,
    })
    expect(decodeText(Buffer.from([0x80, 0x20, 0x4d, 0xfc, 0x6c, 0x6c, 0x65, 0x72]))).to.equal('€ Müller')
    expect(() => detectEncoding(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x00]))).to.throw(
      StatementUnreadableError,
    )
  })
})
