import { expect } from 'chai'
import { findMoneyMentions } from '../../src/domain/extraction/money-mentions.js'
import { lookalikeIntentOf } from '../../src/domain/extraction/notification/classifiers/intent.js'
import { accountLast4Of } from '../../src/domain/extraction/notification/fields/account-hint.js'
import { channelOf } from '../../src/domain/extraction/notification/fields/channel.js'
import { wordingOf } from '../../src/domain/extraction/notification/fields/direction.js'
import { leadingNameOf, merchantOf } from '../../src/domain/extraction/notification/fields/merchant.js'
import { referenceOf } from '../../src/domain/extraction/notification/fields/reference.js'
import { parseNotificationByRules } from '../../src/domain/extraction/notification-rules.js'
import { occurredAtOf } from '../../src/domain/extraction/notification-time.js'

/**
 * No regular expression of the rules may backtrack catastrophically. Each adversarial shape is
 * parsed at 1,000 and at 4,000 characters (the longest text the API accepts): a linear engine
 * takes about 4x as long on the longer one (up to 10x measured on the shared machine, with garbage
 * collection), a quadratic one 16x, an exponential one never ends
 * (mocha's timeout). The test compares the two lengths side by side; no absolute timing.
 * Every extractor runs on the whole text too, since the rules stop early on most of these shapes.
 */
const receivedAt = new Date('2026-11-25T12:00:00Z')

function fill(unit: string, length: number, head = '', tail = ''): string {
  const body = unit.repeat(Math.ceil(length / unit.length))
  return (head + body).slice(0, length - tail.length) + tail
}

const SHAPES: Record<string, (n: number) => string> = {
  'grouped digits': (n) => fill('1,', n, 'Rs ', 'x'),
  'spaced digits': (n) => fill('1 ', n, '€ ', '1234'),
  'apostrophe digits': (n) => fill("1'", n, 'CHF ', '5'),
  'dots and digits': (n) => fill('12.', n, 'R$ ', ''),
  'marks and digits': (n) => fill('$1 Rs1 ₹1 R$1 ', n),
  'a name that never stops': (n) => fill('A ', n, 'debited at '),
  'one endless word': (n) => fill('a', n, 'paid to '),
  'upper-case words before a Turkish suffix': (n) => fill('ABC ', n, '', ' x işyerinde'),
  'prepositions everywhere': (n) => fill('to at de en a ', n, 'spent ₹5 '),
  'labels without values': (n) => fill('Desc: ', n, 'NGN 5.00 DR '),
  'masks without digits': (n) => fill('*', n, 'card ending '),
  'references without digits': (n) => fill('A-', n, 'Ref '),
  'payer names with digits': (n) => fill('JOHN 0712 ', n, 'Ksh5.00 received from '),
  'dates and times': (n) => fill('12/11 12:3', n, 'debited $5 on '),
  'money words without money': (n) => fill('debited credited refund ', n),
  'separators after a mark': (n) => fill(',.', n, 'INR 1'),
  'Korean particles that never come': (n) => fill('가나다 ', n, '결제 12,000원 ', '님에'),
  'Korean deposits without amounts': (n) => fill('입금 1, ', n, '[KB] '),
  'Japanese labels without values': (n) => fill('利用先:ア ', n, 'ご利用 1,200円 '),
  'full-width digits': (n) => fill('１，', n, '￥', '円'),
  'Hindi names without a postposition': (n) => fill('ABC ', n, 'रु 5 डेबिट हुए ', 'क'),
  'Turkish names without a suffix': (n) => fill("ABC'", n, '5 TL harcama '),
  'rail slashes without a name': (n) => fill('UPI/123456789/', n, 'INR 5 debited '),
  'Polish labels without an end': (n) => fill('od: a ', n, '5 zł przelew '),
  'platforms before platforms': (n) => fill('Zomato - ', n, 'Paid Rs 5 to '),
}

function fastest(text: string): number {
  let best = Infinity
  for (let i = 0; i < 3; i++) {
    const start = performance.now()
    parseNotificationByRules({ text, receivedAt })
    findMoneyMentions(text)
    lookalikeIntentOf(text)
    wordingOf(text)
    merchantOf(text, 'debit')
    merchantOf(text, 'credit')
    leadingNameOf(text, text.length)
    accountLast4Of(text)
    referenceOf(text)
    channelOf(text, 'expense', undefined, 'USD')
    occurredAtOf(text, receivedAt, true, 'Asia/Kolkata')
    best = Math.min(best, performance.now() - start)
  }
  return best
}

describe('notification rules: adversarial input of 4,000 characters', function () {
  this.timeout(20_000)
  for (const [name, shape] of Object.entries(SHAPES)) {
    it(`stays linear on ${name}`, () => {
      const short = shape(1000)
      const long = shape(4000)
      expect(long.length).to.equal(4000)
      fastest(short) // warm-up: V8 compiles the expressions on first use
      // Interleaved, the fastest of several runs each: the machine is shared, so take the best case.
      let shortBest = Infinity
      let longBest = Infinity
      for (let round = 0; round < 4; round++) {
        shortBest = Math.min(shortBest, fastest(short))
        longBest = Math.min(longBest, fastest(long))
      }
      const ratio = longBest / Math.max(shortBest, 0.05)
      expect(ratio, `${name}: 4x the length took ${ratio.toFixed(1)}x the time`).to.be.below(12)
      if (process.env.SHOW_RATIOS) console.log(`      ${name}: x${ratio.toFixed(1)}`)
    })
  }
})
