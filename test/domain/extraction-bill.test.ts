import { expect } from 'chai'
import { checkBillArithmetic, type ParsedBill } from '../../src/domain/extraction/bill.js'
import { checkBillImage } from '../../src/domain/extraction/bill-image.js'
import { PayloadTooLargeError, UnsupportedMediaTypeError } from '../../src/domain/errors.js'
import type { CurrencyCode, DecimalString } from '../../src/domain/money.js'

const d = (s: string) => s as DecimalString
const bill = (extra: Partial<ParsedBill> = {}): ParsedBill => ({
  merchant: 'Lantern Noodle Bar',
  date: '2026-03-04',
  currency: 'USD' as CurrencyCode,
  subtotal: d('30.10'),
  tax: d('2.71'),
  tip: d('5.00'),
  total: d('37.81'),
  lineItems: [
    { description: 'Dan dan noodles', quantity: d('2'), unitPrice: d('11.05'), amount: d('22.10') },
    { description: 'Jasmine tea', quantity: d('1'), unitPrice: d('8.00'), amount: d('8.00') },
  ],
  ...extra,
})

describe('extraction: bill arithmetic', () => {
  it('finds nothing wrong with a bill that adds up (exactly: 0.1 + 0.2 style sums included)', () => {
    expect(checkBillArithmetic(bill())).to.deep.equal([])
    const tenths = bill({
      subtotal: d('0.30'),
      tax: null,
      tip: null,
      total: d('0.30'),
      lineItems: [
        { description: 'a', quantity: null, unitPrice: null, amount: d('0.10') },
        { description: 'b', quantity: null, unitPrice: null, amount: d('0.20') },
      ],
    })
    expect(checkBillArithmetic(tenths)).to.deep.equal([])
  })

  it('reports items that do not add up to the subtotal, and a total that is not subtotal + tax + tip', () => {
    const warnings = checkBillArithmetic(bill({ subtotal: d('31.10'), total: d('40.00') }))
    expect(warnings.map((w) => [w.code, w.expected, w.actual])).to.deep.equal([
      ['items_subtotal_mismatch', '30.10', '31.10'],
      ['total_mismatch', '38.81', '40.00'],
    ])
  })

  it('reports a line whose quantity times unit price is not its amount', () => {
    const warnings = checkBillArithmetic(
      bill({
        lineItems: [
          { description: 'Dan dan noodles', quantity: d('2'), unitPrice: d('11.05'), amount: d('20.10') },
          { description: 'Tea', quantity: null, unitPrice: null, amount: d('10.00') },
        ],
      }),
    )
    expect(warnings.map((w) => w.code)).to.deep.equal(['line_item_mismatch'])
  })

  it('compares items with the total when the bill has no subtotal, tax or tip', () => {
    const warnings = checkBillArithmetic(bill({ subtotal: null, tax: null, tip: null, total: d('31.00') }))
    expect(warnings.map((w) => w.code)).to.deep.equal(['items_total_mismatch'])
  })
})

describe('extraction: bill images', () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])
  it('accepts JPEG, PNG and WebP by their bytes', () => {
    expect(checkBillImage(png, 'image/png')).to.equal('image/png')
    expect(checkBillImage(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), 'image/jpg')).to.equal('image/jpeg')
    expect(checkBillImage(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '), undefined)).to.equal('image/webp')
  })

  it('refuses other types, a wrong declaration and more than 8 MB', () => {
    expect(() => checkBillImage(new TextEncoder().encode('GIF89a....'), 'image/gif')).to.throw(
      UnsupportedMediaTypeError,
    )
    expect(() => checkBillImage(png, 'image/jpeg')).to.throw(UnsupportedMediaTypeError)
    expect(() => checkBillImage(new Uint8Array(8 * 1024 * 1024 + 1), 'image/png')).to.throw(
      PayloadTooLargeError,
    )
  })
})
