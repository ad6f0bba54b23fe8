import { expect } from 'chai'
import { detectRecurring } from '../../src/domain/recurring/detect-recurring.js'
import type { RecurringPayment } from '../../src/domain/recurring/recurring-series.js'
import type { TransactionType } from '../../src/domain/ledger/transaction.js'
import type { CurrencyCode, DecimalString } from '../../src/domain/money.js'

let counter = 0

/** A payment on a UTC day: an expense in EUR at Netflix unless told otherwise. */
function pay(
  day: string,
  amount: string,
  fields: {
    merchant?: string | null
    description?: string | null
    category?: string | null
    type?: TransactionType
    currency?: string
  } = {},
): RecurringPayment {
  counter += 1
  return {
    id: `tx-${String(counter).padStart(5, '0')}`,
    occurredAt: new Date(`${day}T09:30:00Z`),
    type: fields.type ?? 'expense',
    amount: amount as DecimalString,
    currency: (fields.currency ?? 'EUR') as CurrencyCode,
    merchant: fields.merchant === undefined ? 'Netflix' : fields.merchant,
    description: fields.description ?? null,
    category: fields.category === undefined ? 'subscriptions' : fields.category,
  }
}

const monthly = (days: readonly string[], amount = '12.99', fields: Parameters<typeof pay>[2] = {}) =>
  days.map((day) => pay(day, amount, fields))

describe('recurring detection', () => {
  it('finds a monthly series whose payments drift between the 28th and the 3rd', () => {
    const payments = monthly([
      '2026-01-28',
      '2026-03-02',
      '2026-03-30',
      '2026-05-01',
      '2026-05-29',
      '2026-07-03',
    ])
    const [series, ...rest] = detectRecurring(payments, '2026-07-10')
    expect(rest).to.deep.equal([])
    expect(series).to.deep.include({
      merchant: 'Netflix',
      merchantKey: 'netflix',
      category: 'subscriptions',
      type: 'expense',
      cadence: 'monthly',
      typicalAmount: '12.99',
      lastAmount: '12.99',
      currency: 'EUR',
      lastOn: '2026-07-03',
      nextExpectedOn: '2026-08-03',
      status: 'active',
      priceChange: null,
    })
    expect(series!.transactionIds).to.deep.equal(payments.map((p) => p.id))
  })

  it('keeps the 31st through short months (31st, 28th, 31st, 30th) and expects the 31st again', () => {
    const payments = monthly(['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30'])
    const [series] = detectRecurring(payments, '2026-05-02')
    expect(series).to.deep.include({ cadence: 'monthly', lastOn: '2026-04-30', nextExpectedOn: '2026-05-31' })
    // Paid on the 30th, clamped to 28 February: March is the 30th again, not the 28th.
    const thirtieth = monthly(['2025-12-30', '2026-01-30', '2026-02-28'])
    expect(detectRecurring(thirtieth, '2026-03-01')[0]).to.deep.include({ nextExpectedOn: '2026-03-30' })
  })

  it('tolerates one missed month inside a series', () => {
    const payments = monthly(['2026-01-05', '2026-02-05', '2026-04-06', '2026-05-05'])
    const [series] = detectRecurring(payments, '2026-05-20')
    expect(series).to.deep.include({ cadence: 'monthly', nextExpectedOn: '2026-06-05', status: 'active' })
    expect(series!.transactionIds).to.have.length(4)
  })

  it('finds weekly, quarterly and yearly series', () => {
    const weekly = ['2026-03-02', '2026-03-09', '2026-03-17', '2026-03-23', '2026-03-30'].map((d) =>
      pay(d, '6.50', { merchant: 'Veggie Box Co', category: 'groceries' }),
    )
    const quarterly = ['2025-07-15', '2025-10-14', '2026-01-16'].map((d) =>
      pay(d, '89.00', { merchant: 'City Water', category: 'utilities' }),
    )
    const yearly = ['2023-09-01', '2024-09-02', '2025-08-30'].map((d) =>
      pay(d, '49.00', { merchant: 'Domain Registrar', category: 'subscriptions' }),
    )
    const found = detectRecurring([...weekly, ...quarterly, ...yearly], '2026-04-01')
    const byMerchant = Object.fromEntries(found.map((s) => [s.merchant, s]))
    expect(byMerchant['Veggie Box Co']).to.deep.include({
      cadence: 'weekly',
      nextExpectedOn: '2026-04-06',
      status: 'active',
    })
    expect(byMerchant['City Water']).to.deep.include({
      cadence: 'quarterly',
      nextExpectedOn: '2026-04-16',
      status: 'active',
    })
    expect(byMerchant['Domain Registrar']).to.deep.include({
      cadence: 'yearly',
      lastOn: '2025-08-30',
      nextExpectedOn: '2026-08-30',
      status: 'active',
    })
    expect(found).to.have.length(3)
  })

  it('finds monthly income (a salary known only by its statement text)', () => {
    const salary = ['2026-01-25', '2026-02-25', '2026-03-25'].map((d) =>
      pay(d, '3200.00', {
        type: 'income',
        merchant: null,
        description: 'SALARY ACME LTD',
        category: 'salary',
      }),
    )
    expect(detectRecurring(salary, '2026-04-01')[0]).to.deep.include({
      merchant: 'SALARY ACME LTD',
      type: 'income',
      cadence: 'monthly',
      nextExpectedOn: '2026-04-25',
    })
  })

  it('reports a price change: the median as typical amount, the latest amount, from/to/percent/on', () => {
    const payments = [
      ...monthly(['2026-01-14', '2026-02-14', '2026-03-14']),
      ...monthly(['2026-04-14', '2026-05-14'], '15.99'),
    ]
    const [series] = detectRecurring(payments, '2026-05-20')
    expect(series).to.deep.include({ typicalAmount: '12.99', lastAmount: '15.99' })
    expect(series!.priceChange).to.deep.equal({
      from: '12.99',
      to: '15.99',
      percent: 23.1,
      on: '2026-04-14',
      transactionId: payments[3]!.id,
      previousCount: 3,
    })
    // A price cut is a change too; amounts that wander (a utility bill) are not.
    const cut = monthly(['2026-01-14', '2026-02-14', '2026-03-14'], '20.00').concat(
      pay('2026-04-14', '15.00'),
    )
    expect(detectRecurring(cut, '2026-04-20')[0]!.priceChange).to.deep.include({ percent: -25 })
    const wandering = ['61.20', '74.80', '58.10', '69.95'].map((amount, i) =>
      pay(`2026-0${i + 1}-10`, amount, { merchant: 'Power Co' }),
    )
    expect(detectRecurring(wandering, '2026-04-20')[0]).to.deep.include({
      cadence: 'monthly',
      typicalAmount: '65.575',
      priceChange: null,
    })
  })

  it('takes amounts within 2 % as one price (a foreign-currency charge converted each month)', () => {
    const converted = ['9.21', '9.27', '9.18'].map((amount, i) => pay(`2026-0${i + 1}-12`, amount))
    expect(detectRecurring(converted, '2026-03-20')[0]).to.deep.include({
      typicalAmount: '9.21',
      priceChange: null,
    })
  })

  it('needs four payments, and no other payment to the merchant meanwhile, when the amount moves', () => {
    const bill = ['61.20', '74.80', '58.10', '69.95'].map((amount, i) =>
      pay(`2026-0${i + 1}-10`, amount, { merchant: 'Power Co' }),
    )
    expect(detectRecurring(bill.slice(0, 3), '2026-03-20')).to.deep.equal([])
    const withPurchase = [...bill, pay('2026-02-20', '65.00', { merchant: 'Power Co' })]
    expect(detectRecurring(withPurchase, '2026-04-20')).to.deep.equal([])
  })

  it('is late once the expected day and its grace days pass, ended after two missed payments', () => {
    const payments = monthly(['2026-01-10', '2026-02-10', '2026-03-10'])
    const statusOn = (today: string) => detectRecurring(payments, today)[0]!.status
    expect(statusOn('2026-04-15')).to.equal('active') // expected 10 April, 5 days of grace
    expect(statusOn('2026-04-16')).to.equal('late')
    expect(statusOn('2026-05-15')).to.equal('late') // the second expected payment (10 May) is not missed yet
    expect(statusOn('2026-05-16')).to.equal('ended')
  })

  it('needs at least three payments', () => {
    expect(detectRecurring(monthly(['2026-01-14', '2026-02-14']), '2026-02-20')).to.deep.equal([])
  })

  it('groups spellings of one merchant from statements and SMS by the merchant key', () => {
    const payments = [
      pay('2026-01-07', '12.99', { merchant: 'NETFLIX 866-579' }),
      pay('2026-02-07', '12.99', { merchant: 'PAYPAL *NETFLIX' }),
      pay('2026-03-07', '12.99', { merchant: 'Netflix' }),
    ]
    const found = detectRecurring(payments, '2026-03-10')
    expect(found).to.have.length(1)
    expect(found[0]).to.deep.include({ merchant: 'Netflix', cadence: 'monthly' })
    expect(found[0]!.transactionIds).to.deep.equal(payments.map((p) => p.id))
  })

  it('keeps currencies, and expenses and refunds, apart', () => {
    const eur = monthly(['2026-01-07', '2026-02-07'])
    const usd = monthly(['2026-03-07'], '12.99', { currency: 'USD' })
    const refund = [pay('2026-03-07', '12.99', { type: 'income' })]
    expect(detectRecurring([...eur, ...usd, ...refund], '2026-03-10')).to.deep.equal([])
  })

  it('does not see a series in irregular purchases at one merchant', () => {
    // A hardware store: irregular days, amounts all over the place.
    const hardware = [
      ['2025-11-02', '23.40'],
      ['2025-11-20', '8.99'],
      ['2025-12-21', '112.00'],
      ['2026-01-19', '15.25'],
      ['2026-02-18', '47.10'],
      ['2026-02-19', '3.50'],
      ['2026-03-30', '64.00'],
    ].map(([day, amount]) => pay(day!, amount!, { merchant: 'Hammer & Nail', category: 'shopping' }))
    // A coffee shop every two to four days, the same flat white each time.
    const coffee: RecurringPayment[] = []
    for (let day = 0, i = 0; day < 120; day += 2 + (i % 3), i += 1)
      coffee.push(
        pay(new Date(Date.UTC(2026, 0, 1 + day)).toISOString().slice(0, 10), '4.20', {
          merchant: 'Blue Bottle',
          category: 'coffee',
        }),
      )
    expect(detectRecurring([...hardware, ...coffee], '2026-05-01')).to.deep.equal([])
  })

  it('finds a subscription among other purchases at the same merchant', () => {
    const prime = monthly(['2026-01-03', '2026-02-03', '2026-03-03', '2026-04-03'], '8.99', {
      merchant: 'AMAZON',
    })
    const purchases = [
      ['2026-01-17', '37.12'],
      ['2026-02-03', '24.00'],
      ['2026-02-26', '119.90'],
      ['2026-03-21', '15.49'],
    ].map(([day, amount]) => pay(day!, amount!, { merchant: 'Amazon', category: 'shopping' }))
    const found = detectRecurring([...prime, ...purchases], '2026-04-10')
    expect(found).to.have.length(1)
    expect(found[0]).to.deep.include({ cadence: 'monthly', typicalAmount: '8.99', category: 'subscriptions' })
    expect(found[0]!.transactionIds).to.deep.equal(prime.map((p) => p.id))
  })

  it('leaves out transfers and payments after today', () => {
    const transfers = monthly(['2026-01-07', '2026-02-07', '2026-03-07'], '500.00', {
      type: 'transfer',
      merchant: 'Savings',
    })
    const future = monthly(['2026-01-07', '2026-02-07', '2026-03-07'])
    expect(detectRecurring([...transfers, ...future], '2026-03-06')).to.deep.equal([])
  })

  it('is deterministic whatever the input order', () => {
    const payments = [
      ...monthly(['2026-01-14', '2026-02-14', '2026-03-14']),
      ...monthly(['2026-01-20', '2026-02-20', '2026-03-20'], '9.99', { merchant: 'Spotify' }),
    ]
    expect(detectRecurring([...payments].reverse(), '2026-03-25')).to.deep.equal(
      detectRecurring(payments, '2026-03-25'),
    )
  })
})
