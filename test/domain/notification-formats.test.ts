import { expect } from 'chai'
import { findMoneyMentions, parseWrittenNumber } from '../../src/domain/extraction/money-mentions.js'
import { parseNotificationByRules } from '../../src/domain/extraction/notification-rules.js'
import type { RulesVerdict } from '../../src/domain/extraction/notification.js'

const receivedAt = new Date('2026-11-25T12:00:00Z')
const parse = (text: string, app?: string) => parseNotificationByRules({ text, app, receivedAt })
const amounts = (text: string) => findMoneyMentions(text).map((m) => `${m.amount} ${m.currency}`)
function transactionOf(verdict: RulesVerdict) {
  if (verdict.outcome !== 'transaction') expect.fail(`expected a transaction, got ${JSON.stringify(verdict)}`)
  return verdict.transaction
}

describe('notification rules: the world’s number formats and currency marks', () => {
  it('reads every grouping: 1,234.56 / 1.234,56 / 1 234,56 (regular, no-break and narrow spaces) / 1’234.56 / 1,23,456.78', () => {
    expect(parseWrittenNumber('1,234.56')).to.equal('1234.56')
    expect(parseWrittenNumber('1.234,56')).to.equal('1234.56')
    expect(amounts('1 234,56 EUR')).to.deep.equal(['1234.56 EUR'])
    expect(amounts('1\u00a0234,56 EUR')).to.deep.equal(['1234.56 EUR'])
    expect(amounts('1\u202f234,56 €')).to.deep.equal(['1234.56 EUR'])
    expect(amounts("CHF 1'234.50")).to.deep.equal(['1234.50 CHF'])
    expect(amounts('Rs.1,23,456.78')).to.deep.equal(['123456.78 INR'])
    expect(amounts('INR 5,00,000')).to.deep.equal(['500000 INR'])
  })

  it('reads currencies without decimals (JPY, KRW, IDR, CLP) with their thousands', () => {
    expect(amounts('¥1,200 and 3,280円 and ₩15,000 and Rp 125.000 and CLP 12.990')).to.deep.equal([
      '1200 JPY',
      '3280 JPY',
      '15000 KRW',
      '125000 IDR',
      '12990 CLP',
    ])
  })

  it('reads marks before or after, with or without a space', () => {
    expect(
      amounts(
        'Rs.250 Rs 250 INR250 ₹250 R$ 57,90 57,90 BRL €5 5 € £5 ₩500 Rp5.000 ₦5,000.00 NGN 50 KSh100 KES 100 MXN 10 MX$10',
      ),
    ).to.deep.equal([
      '250 INR',
      '250 INR',
      '250 INR',
      '250 INR',
      '57.90 BRL',
      '57.90 BRL',
      '5 EUR',
      '5 EUR',
      '5 GBP',
      '500 KRW',
      '5000 IDR',
      '5000.00 NGN',
      '50 NGN',
      '100 KES',
      '100 KES',
      '10 MXN',
      '10 MXN',
    ])
    expect(
      amounts(
        'US$5 C$5 A$5 S$5 CHF 5 45,99 zł PLN 5; 249 kr SEK 5 NOK 5 DKK 5 ₺5 5 TL TRY 5 ZAR 5 AED 5 SAR 5',
      ),
    ).to.deep.equal([
      '5 USD',
      '5 CAD',
      '5 AUD',
      '5 SGD',
      '5 CHF',
      '45.99 PLN',
      '5 PLN',
      '249 SEK',
      '5 SEK',
      '5 NOK',
      '5 DKK',
      '5 TRY',
      '5 TRY',
      '5 TRY',
      '5 ZAR',
      '5 AED',
      '5 SAR',
    ])
  })

  it('reads a bare $, R or kr by the sender’s country, and a code after a $ amount', () => {
    expect(transactionOf(parse('Banorte: Compra por $1,250.00 en OXXO CENTRO.')).currency).to.equal('MXN')
    expect(transactionOf(parse('Compra por $1,250.00 MXN en OXXO CENTRO.')).currency).to.equal('MXN')
    expect(transactionOf(parse('You spent $12.00 at Cafe Uno')).currency).to.equal('USD')
    expect(transactionOf(parse('FNB :-) R350.00 paid from Cheq a/c..4410 @ Checkers.')).currency).to.equal(
      'ZAR',
    )
    expect(amounts('R350.00 from a sender we do not know')).to.deep.equal([])
    expect(transactionOf(parse('Du har modtaget 300,00 kr. fra Mette.', 'MobilePay')).currency).to.equal(
      'DKK',
    )
  })

  it('reads rupees from an Indian rail alert with no currency mark, and no bare number anywhere else', () => {
    expect(
      transactionOf(
        parse('Dear UPI user A/C X4410 debited by 120.0 on date 02Dec26 trf to TEA STALL Refno 433112345678'),
      ),
    ).to.include({ amount: '120.0', currency: 'INR', merchant: 'TEA STALL', channel: 'upi' })
    expect(parse('Your account was debited by 120.0 on 02 Dec').outcome).to.not.equal('transaction')
  })

  it('never guesses an amount written with k, mil, lakh or jt', () => {
    expect(amounts('₹5k cashback, R$ 2 mil, Rp 2 jt, Rs 5 lakh, $1.2 million')).to.deep.equal([])
    expect(parse('Sent ₹2k to Ravi').outcome).to.not.equal('transaction')
  })
})

describe('notification rules: fields and languages', () => {
  it('reads amount, type, merchant, last four, balance, reference and channel of a UPI debit', () => {
    const t = transactionOf(
      parse(
        'Rs.250.00 debited from A/c **4521 on 24-11-26 to VPA shop.pay@okaxis (UPI Ref No 432198765432). Avl Bal Rs 9,120.50',
      ),
    )
    expect(t).to.include({
      type: 'expense',
      amount: '250.00',
      currency: 'INR',
      merchant: 'shop.pay@okaxis',
      accountLast4: '4521',
      balanceAfter: '9120.50',
      reference: '432198765432',
      channel: 'upi',
    })
  })

  it('reads Pix, M-Pesa, SPEI and card alerts in Portuguese, English, Spanish, German, Turkish and Polish', () => {
    expect(transactionOf(parse('Pix enviado: R$ 80,00 para ANA LIMA.'))).to.include({
      type: 'transfer',
      direction: 'debit',
      merchant: 'ANA LIMA',
      channel: 'pix',
    })
    expect(
      transactionOf(parse('QWE1RT2YU3 Confirmed. Ksh300.00 paid to MAMA MBOGA. on 1/12/26 at 7:05 AM.')),
    ).to.include({ type: 'expense', currency: 'KES', merchant: 'MAMA MBOGA', reference: 'QWE1RT2YU3' })
    expect(
      transactionOf(parse('Recibiste una transferencia SPEI por $900.00 de LUIS PEREZ.', 'BBVA MX')),
    ).to.include({
      type: 'transfer',
      direction: 'credit',
      currency: 'MXN',
      channel: 'transfer',
    })
    expect(transactionOf(parse('Kartenzahlung 9,80 EUR bei BÄCKEREI KUNZ am 02.12.2026'))).to.include({
      merchant: 'BÄCKEREI KUNZ',
      channel: 'card',
    })
    expect(
      transactionOf(parse('**1234 kartınızla KOCTAS ATASEHIR işyerinden 410,00 TL harcama yapılmıştır.')),
    ).to.include({
      amount: '410.00',
      currency: 'TRY',
      merchant: 'KOCTAS ATASEHIR',
    })
    expect(transactionOf(parse('Uznanie rachunku kwotą 1 200,00 PLN od JAN NOWAK.'))).to.include({
      type: 'income',
      merchant: 'JAN NOWAK',
    })
  })

  it('reads a time without a zone in the sender’s usual zone', () => {
    const t = transactionOf(parse('Rs.500 debited from A/c XX1234 on 24-11-26 14:32 to VPA tea@ybl'))
    expect(t.occurredAt.toISOString()).to.equal('2026-11-24T09:02:00.000Z') // 14:32 IST
  })

  it('rejects OTPs with amounts, declines, requests, mandates, statements, due dates, loan offers and "you could save"', () => {
    const reasons = [
      'OTP 123456 for txn of Rs 4,999.00 at SHOP. Do not share.',
      'Your card was declined for $20.00 at STORE.',
      'Anna requested ₹450 from you.',
      'E-mandate for Rs 649.00 towards NETFLIX registered.',
      'Your statement is ready. Total due $300.00.',
      'Bill of Rs 599 is due on 28-Nov.',
      'Pre-approved personal loan of Rs 5,00,000. Apply now!',
      'You could save $1,140 a year. See offers.',
      'Compra de R$ 50,00 NEGADA. Limite insuficiente.',
      'Pinjaman tunai hingga Rp 20.000.000! Ajukan sekarang.',
    ].map((text) => {
      const v = parse(text)
      return v.outcome === 'not_transaction' ? v.reason : `${v.outcome}: ${text}`
    })
    expect(reasons).to.deep.equal([
      'one_time_password',
      'failed_or_declined',
      'reminder',
      'reminder',
      'reminder',
      'reminder',
      'promotion',
      'promotion',
      'failed_or_declined',
      'promotion',
    ])
  })
})
