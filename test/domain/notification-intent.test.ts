import { expect } from 'chai'
import { lookalikeIntentOf } from '../../src/domain/extraction/notification/classifiers/intent.js'
import { parseNotificationByRules } from '../../src/domain/extraction/notification-rules.js'
import { loadLabelledSet, localeOf } from '../support/notification-accuracy.js'

const receivedAt = new Date('2026-11-25T12:00:00Z')
const LOOKALIKE_CLASSES = [
  'pending_approval',
  'declined',
  'one_time_password',
  'reminder',
  'scheduled',
  'mandate',
  'balance',
  'promotion',
]

describe('notification rules: the intent of look-alikes, in every locale', () => {
  const rows = loadLabelledSet()
  const byLocale = new Map<string, typeof rows>()
  for (const row of rows) byLocale.set(localeOf(row), [...(byLocale.get(localeOf(row)) ?? []), row])

  it('labels every look-alike class in each of the ten largest locales, 15 texts or more each', () => {
    for (const locale of [
      'en-IN',
      'hi-IN',
      'de-DE',
      'fr-FR',
      'es-ES',
      'ja-JP',
      'ko-KR',
      'pl-PL',
      'tr-TR',
      'id-ID',
    ]) {
      const own = byLocale.get(locale) ?? []
      expect(own.length, locale).to.be.at.least(15)
      const classes = new Set(own.map((r) => r.intent).filter(Boolean))
      for (const intent of LOOKALIKE_CLASSES)
        expect(classes.has(intent), `${locale} ${intent}`).to.equal(true)
    }
  })

  for (const [locale, own] of [...byLocale].sort(([a], [b]) => a.localeCompare(b))) {
    const lookalikes = own.filter((r) => r.intent)
    if (lookalikes.length === 0) continue
    it(`tells the intent of every ${locale} look-alike (${lookalikes.length})`, () => {
      const wrong = lookalikes.flatMap((row) => {
        const verdict = parseNotificationByRules({ text: row.text, app: row.app, receivedAt })
        const intent = verdict.outcome === 'not_transaction' ? verdict.intent : verdict.outcome
        return intent === row.intent ? [] : [`${row.id}: ${intent} != ${row.intent}`]
      })
      expect(wrong).to.deep.equal([])
    })
  }

  it('refuses a look-alike before reading its fields, whatever amount, merchant and card it names', () => {
    const text =
      'Approve payment of ₹499.00 to NETFLIX from A/c XX4521 on your PhonePe app. UPI Ref 432198765432'
    expect(parseNotificationByRules({ text, receivedAt })).to.deep.equal({
      outcome: 'not_transaction',
      reason: 'reminder',
      intent: 'pending_approval',
      confidence: 0.85,
    })
  })

  it('tells a mandate set up from the payment it later makes', () => {
    expect(lookalikeIntentOf('Lloyds: You have set up a standing order of £400.00 to A PATEL.')).to.equal(
      'mandate',
    )
    expect(lookalikeIntentOf('Lloyds: Your standing order of £400.00 to A PATEL was paid today.')).to.equal(
      undefined,
    )
    expect(
      lookalikeIntentOf('Commerzbank: Dauerauftrag über 450,00 € an Anna Schulz eingerichtet.'),
    ).to.equal('mandate')
  })
})
