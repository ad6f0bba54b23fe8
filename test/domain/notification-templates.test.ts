import { expect } from 'chai'
import { deriveTemplate } from '../../src/domain/extraction/notification/template/derive-template.js'
import { matchTemplate } from '../../src/domain/extraction/notification/template/match-template.js'
import {
  readingFor,
  type NotificationReading,
} from '../../src/domain/extraction/notification/template/notification-reading.js'
import type { CurrencyCode, DecimalString } from '../../src/domain/money.js'

const meaning = {
  amount: '1250.50',
  currency: 'TRY' as CurrencyCode,
  type: 'expense' as const,
  merchant: 'MIGROS KADIKOY',
  category: 'groceries',
}
const TEXT =
  'ZetaBank: Kart **4521 ile 1.250,50 TL tutarinda odeme MIGROS KADIKOY noktasinda 24.11.2026 14:02'

describe('notification templates learnt from a correction', () => {
  it('keeps the words, and makes the amount, the merchant and every word with a digit slots', () => {
    const t = deriveTemplate(TEXT, 'zetabank', meaning)!
    expect(t.shape).to.equal(
      'ZetaBank: Kart {token} ile {amount} TL tutarinda odeme {name} noktasinda {token} {token}',
    )
    expect(t).to.include({
      type: 'expense',
      direction: 'debit',
      currency: 'TRY',
      merchant: null,
      category: 'groceries',
    })
  })

  it('learns a format written in full-width digits, and reads the next one of the sender', () => {
    const t = deriveTemplate('【ＺＥＴＡカード】お買上げ ￥３，２８０ ローソン 11/24', 'zeta', {
      amount: '3280',
      currency: 'JPY' as CurrencyCode,
      type: 'expense',
      merchant: 'ローソン',
      category: null,
    })
    expect(t?.shape).to.equal('【ＺＥＴＡカード】お買上げ ¥{amount} {name} {token}')
    expect(matchTemplate(t!, '【ＺＥＴＡカード】お買上げ ￥１２，０００ ファミマ 11/25')).to.include({
      amount: '12000',
      merchant: 'ファミマ',
    })
  })

  it('reads another amount and merchant of the same shape, and nothing of another shape', () => {
    const t = deriveTemplate(TEXT, 'zetabank', meaning)!
    expect(
      matchTemplate(
        t,
        'ZetaBank: Kart **4521 ile 89,90 TL tutarinda odeme A101 BESIKTAS noktasinda 25.11.2026 09:15',
      ),
    ).to.deep.equal({
      amount: '89.90',
      merchant: 'A101 BESIKTAS',
      category: null,
    })
    expect(
      matchTemplate(
        t,
        'ZetaBank: Kart **4521 ile 9,90 TL tutarinda odeme MIGROS kadikoy noktasinda 25.11.2026 09:15',
      ),
    ).to.deep.include({
      category: 'groceries',
    })
    expect(
      matchTemplate(t, 'ZetaBank: Kart **4521 ile 9,90 TL tutarinda iade A101 noktasinda 25.11.2026 09:15'),
    ).to.equal(undefined)
    expect(matchTemplate(t, `${TEXT} ek`)).to.equal(undefined)
  })

  it('keeps a merchant the text does not name as the template’s own', () => {
    const t = deriveTemplate('Bank: POS 4410 TRX 52.10 USD OK', 'bank', {
      ...meaning,
      amount: '52.10',
      currency: 'USD' as CurrencyCode,
      merchant: 'Corner Deli',
    })!
    expect(matchTemplate(t, 'Bank: POS 4410 TRX 7.00 USD OK')).to.deep.include({
      amount: '7.00',
      merchant: 'Corner Deli',
    })
  })

  it('learns nothing when the corrected amount is not written in the text', () => {
    expect(deriveTemplate(TEXT, 'zetabank', { ...meaning, amount: '99.99' })).to.equal(undefined)
  })

  it('stays linear on a 4,000-character text against a template with a name slot', () => {
    const t = deriveTemplate(TEXT, 'zetabank', meaning)!
    const text = (n: number) =>
      `ZetaBank: Kart **4521 ile 1,00 TL tutarinda odeme ${'A '.repeat(n)}`.slice(0, n)
    const fastest = (s: string) => {
      let best = Infinity
      for (let i = 0; i < 7; i++) {
        const start = performance.now()
        expect(matchTemplate(t, s)).to.equal(undefined)
        best = Math.min(best, performance.now() - start)
      }
      return best
    }
    fastest(text(1000))
    // 4x the length: about 4x the time when linear, 16x when quadratic.
    expect(fastest(text(4000)) / Math.max(fastest(text(1000)), 0.05)).to.be.below(12)
  })
})

describe('the reading a corrected transaction was made from', () => {
  const reading = (id: string, extra: Partial<NotificationReading>): NotificationReading => ({
    id,
    sender: 's',
    text: 'x',
    amount: null,
    currency: null,
    occurredAt: null,
    createdAt: new Date('2026-11-24T12:00:00Z'),
    ...extra,
  })
  const at = new Date('2026-11-24T11:02:00Z')

  it('prefers the reading with the same amount, currency and time, then the same money, then a text with the amount', () => {
    const exact = reading('exact', {
      amount: '12.50' as DecimalString,
      currency: 'USD' as CurrencyCode,
      occurredAt: at,
    })
    const money = reading('money', { amount: '12.5' as DecimalString, currency: 'USD' as CurrencyCode })
    const unread = reading('unread', { text: 'Bank: 12.50 USD somewhere' })
    expect(
      readingFor({ amount: '12.50', currency: 'USD', occurredAt: at }, [money, unread, exact])?.id,
    ).to.equal('exact')
    expect(
      readingFor({ amount: '12.50', currency: 'USD', occurredAt: new Date() }, [unread, money])?.id,
    ).to.equal('money')
    expect(readingFor({ amount: '12.50', currency: 'EUR', occurredAt: at }, [money, unread])?.id).to.equal(
      'unread',
    )
    expect(readingFor({ amount: '7', currency: 'USD', occurredAt: at }, [money, unread])).to.equal(undefined)
  })
})
