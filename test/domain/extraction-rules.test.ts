import { expect } from 'chai'
import {
  amountAppearsIn,
  findMoneyMentions,
  parseWrittenNumber,
} from '../../src/domain/extraction/money-mentions.js'
import { parseNotificationByRules } from '../../src/domain/extraction/notification-rules.js'
import type { RulesVerdict } from '../../src/domain/extraction/notification.js'

const receivedAt = new Date('2026-03-06T12:00:00Z')
const parse = (text: string) => parseNotificationByRules({ text, receivedAt })
function transactionOf(verdict: RulesVerdict) {
  if (verdict.outcome !== 'transaction') expect.fail(`expected a transaction, got ${JSON.stringify(verdict)}`)
  return verdict.transaction
}

describe('extraction: written amounts', () => {
  it('reads thousands separators and decimal commas either way, keeping the written scale', () => {
    expect(parseWrittenNumber('1,234.56')).to.equal('1234.56')
    expect(parseWrittenNumber('1.234,56')).to.equal('1234.56')
    expect(parseWrittenNumber('1 234,56')).to.equal('1234.56')
    expect(parseWrittenNumber("1'250.00")).to.equal('1250.00')
    expect(parseWrittenNumber('12,50')).to.equal('12.50')
    expect(parseWrittenNumber('2,000')).to.equal('2000')
    expect(parseWrittenNumber('2000')).to.equal('2000')
  })

  it('finds amounts with a symbol or a code, before or after the number, in reading order', () => {
    const mentions = findMoneyMentions(
      'Paid €1.234,56 and 45,90 EUR; INR 2000 debited; Avl Bal- INR 2343.23; -$12.00 refund; CHF 9.95',
    )
    expect(mentions.map((m) => [m.amount, m.currency, m.negative])).to.deep.equal([
      ['1234.56', 'EUR', false],
      ['45.90', 'EUR', false],
      ['2000', 'INR', false],
      ['2343.23', 'INR', false],
      ['12.00', 'USD', true],
      ['9.95', 'CHF', false],
    ])
  })

  it('does not read a card number before a symbol as an amount', () => {
    expect(findMoneyMentions('card ending 1234 $5.00 at Kiosk').map((m) => m.amount)).to.deep.equal(['5.00'])
  })

  it('knows whether an amount is written in a text, whatever the separators', () => {
    expect(amountAppearsIn('Kartenzahlung 1.234,56 EUR', '1234.56')).to.equal(true)
    expect(amountAppearsIn('You paid $12.50', '12.5')).to.equal(true)
    expect(amountAppearsIn('You paid $12.50', '125')).to.equal(false)
    expect(amountAppearsIn('You paid $12.50', 'twelve')).to.equal(false)
  })
})

describe('extraction: notification rules', () => {
  it('takes the transaction amount, not the alert threshold, and reads the merchant and last four', () => {
    const t = transactionOf(
      parse(
        'Chase account 4410: Your $87.10 debit card transaction to CORNER DELI on Jan 9, 2026 at 7:45PM ET was more than the $25.00 amount in your Alerts settings',
      ),
    )
    expect(t).to.include({
      type: 'expense',
      direction: 'debit',
      amount: '87.10',
      currency: 'USD',
      merchant: 'CORNER DELI',
      accountLast4: '4410',
    })
    // 7:45 PM in New York in January (EST, UTC-5).
    expect(t.occurredAt.toISOString()).to.equal('2026-01-10T00:45:00.000Z')
  })

  it('reads credits, refunds and transfers, with the balance after', () => {
    expect(transactionOf(parse('Kim Ortiz paid you $41.00 - rent share'))).to.include({
      type: 'income',
      direction: 'credit',
      amount: '41.00',
      merchant: 'Kim Ortiz',
    })
    expect(transactionOf(parse('-£9.99 was refunded to Visa ••2231'))).to.include({
      type: 'income',
      direction: 'credit',
      amount: '9.99',
      currency: 'GBP',
      accountLast4: '2231',
    })
    const transfer = transactionOf(
      parse('Barclays: £120.00 has been sent to P NAGY from your account ending 9031. Balance: £880.50'),
    )
    expect(transfer).to.include({
      type: 'transfer',
      direction: 'debit',
      amount: '120.00',
      merchant: 'P NAGY',
      accountLast4: '9031',
      balanceAfter: '880.50',
    })
  })

  it('reads a wallet layout with only an amount and a card', () => {
    const t = transactionOf(parse('€6,80 with Mastercard ••5120'))
    expect(t).to.include({
      type: 'expense',
      amount: '6.80',
      currency: 'EUR',
      accountLast4: '5120',
      merchant: null,
    })
  })

  it('says why one-time passwords, promotions, declines, reminders and balances are not transactions', () => {
    const reasons = [
      'Your verification code is 120934. Do not share it. It expires in 10 minutes.',
      'Get 10% off flights with your card this month only. Limited time offer!',
      'Your card payment of $54.00 at QUICK MART was declined.',
      'Reminder: your payment of £40.00 is due on 3 April.',
      'Your available balance is €2.310,40.',
    ].map((text) => {
      const verdict = parse(text)
      return verdict.outcome === 'not_transaction' ? verdict.reason : verdict.outcome
    })
    expect(reasons).to.deep.equal([
      'one_time_password',
      'promotion',
      'failed_or_declined',
      'reminder',
      'balance_only',
    ])
  })

  it('leaves unknown formats to the model', () => {
    expect(parse('Trx 55,20 PLN karta 1234 sklep ABC').outcome).to.equal('unknown')
    expect(parse('mBank: karta *5521 · ŻABKA Z1234 · 89,99 PLN').outcome).to.equal('unknown')
  })

  it('keeps the received time when the text gives no date', () => {
    expect(transactionOf(parse('You spent $3.10 at Lucky Cafe')).occurredAt.toISOString()).to.equal(
      receivedAt.toISOString(),
    )
  })
})
