import { expect } from 'chai'
import { findMoneyMentions } from '../../src/domain/extraction/money-mentions.js'
import type { RulesVerdict } from '../../src/domain/extraction/notification.js'
import { parseNotificationByRules } from '../../src/domain/extraction/notification-rules.js'

const receivedAt = new Date('2026-11-25T12:00:00Z')
const parse = (text: string, app?: string) => parseNotificationByRules({ text, app, receivedAt })
function transactionOf(verdict: RulesVerdict) {
  if (verdict.outcome !== 'transaction') expect.fail(`expected a transaction, got ${JSON.stringify(verdict)}`)
  return verdict.transaction
}

describe('notification rules: Korean, Japanese and Hindi alerts', () => {
  it('reads full-width digits and 円/원 whatever particle is glued after them', () => {
    const amounts = (text: string) => findMoneyMentions(text).map((m) => `${m.amount} ${m.currency}`)
    expect(amounts('350円を支払いました 30,000원을 보냈어요 12,500원(일시불)')).to.deep.equal([
      '350 JPY',
      '30000 KRW',
      '12500 KRW',
    ])
    expect(transactionOf(parse('【楽天カード】ご利用金額:￥４，５００ ご利用先:AMAZON.CO.JP'))).to.include({
      amount: '4500',
      currency: 'JPY',
      merchant: 'AMAZON.CO.JP',
    })
  })

  it('reads a Korean card approval: the shop after the time, not the running total', () => {
    expect(
      transactionOf(parse('삼성카드 승인 이*영 289,000원 03개월 11/25 19:02 쿠팡 누적 512,300원')),
    ).to.include({ type: 'expense', amount: '289000', currency: 'KRW', merchant: '쿠팡', channel: 'card' })
    expect(transactionOf(parse('우리카드 승인취소 최*호 ₩59,000 11/23 21:40 무신사 스토어'))).to.include({
      type: 'income',
      merchant: '무신사 스토어',
    })
  })

  it('reads a Korean bank alert written without 원, with its balance', () => {
    expect(transactionOf(parse('[KB]11/24 14:02 123-45**-678 이지원 출금 50,000 잔액1,204,000'))).to.include({
      type: 'transfer',
      direction: 'debit',
      amount: '50000',
      currency: 'KRW',
      merchant: '이지원',
      balanceAfter: '1204000',
    })
  })

  it('reads Japanese wallet payments and salary credits', () => {
    expect(transactionOf(parse('ローソン西新宿店で350円を支払いました。', 'PayPay'))).to.include({
      type: 'expense',
      merchant: 'ローソン西新宿店',
      channel: 'wallet',
    })
    expect(
      transactionOf(parse('【三菱UFJ銀行】入金のお知らせ 11月25日 給与 285,000円 振込人：エーシーエム')),
    ).to.include({
      type: 'income',
      amount: '285000',
      merchant: 'エーシーエム',
    })
  })

  it('reads Hindi alerts in Devanagari, the name before its postposition', () => {
    expect(
      transactionOf(parse('आपके खाते XX7781 से ₹1,250.00 डेबिट हुए SWIGGY को UPI से। संदर्भ 432198765432')),
    ).to.include({
      type: 'expense',
      merchant: 'SWIGGY',
      accountLast4: '7781',
      reference: '432198765432',
      channel: 'upi',
    })
    expect(transactionOf(parse('आपके खाते XX4521 में रु 15,000.00 जमा किए गए हैं ACME PVT LTD से।'))).to.include({
      type: 'income',
      amount: '15000.00',
      currency: 'INR',
      merchant: 'ACME PVT LTD',
    })
  })
})

describe('notification rules: counterparties the first version missed', () => {
  it('reads the payee of a slash-separated UPI or NEFT narration, and its reference', () => {
    expect(
      transactionOf(
        parse('INR 899.00 debited A/c no. XX4521 24-11-26 UPI/P2M/432198765432/BLINKIT Not you?'),
      ),
    ).to.include({ merchant: 'BLINKIT', reference: '432198765432' })
    expect(
      transactionOf(
        parse('Rs.1,500.00 debited from a/c XX6621 Info- NEFT/KKBKH26329012345/ROHIT MEHTA. Bal Rs.3,410.55'),
      ),
    ).to.include({ type: 'transfer', merchant: 'ROHIT MEHTA' })
  })

  it('reads the merchant after a platform, a Turkish case suffix, a payer label and a German booking', () => {
    expect(
      transactionOf(parse('PhonePe: Paid ₹249 to Zomato - Hungry Kitchen. UPI Ref 432155566677')).merchant,
    ).to.equal('Hungry Kitchen')
    expect(
      transactionOf(parse("Garanti BBVA: 4521 ile biten kartınızla MIGROS'tan 245,90 TL harcama yapıldı.")),
    ).to.include({
      merchant: 'MIGROS',
      accountLast4: '4521',
    })
    expect(transactionOf(parse("Ziraat: ZEYNEP KAYA'ya 750,00 TL havale gönderildi.")).merchant).to.equal(
      'ZEYNEP KAYA',
    )
    expect(
      transactionOf(parse('Santander: Transferencia recibida de 500,00 €. Ordenante: JUAN PÉREZ LÓPEZ.')),
    ).to.include({
      type: 'transfer',
      direction: 'credit',
      merchant: 'JUAN PÉREZ LÓPEZ',
    })
    expect(
      transactionOf(parse('Sparkasse: Neue Buchung auf Ihrem Girokonto: -45,67 EUR REWE Markt GmbH')),
    ).to.include({
      type: 'expense',
      merchant: 'REWE Markt GmbH',
    })
    expect(
      transactionOf(
        parse('mBank: Przelew przychodzący 2 500,00 PLN od: JAN KOWALSKI, tytuł: zwrot za wakacje.'),
      ),
    ).to.include({
      type: 'transfer',
      direction: 'credit',
      merchant: 'JAN KOWALSKI',
    })
  })
})
