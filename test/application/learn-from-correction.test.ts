import { expect } from 'chai'
import { LearnFromCorrection } from '../../src/application/use-cases/extraction/learn-from-correction.js'
import type { Transaction } from '../../src/domain/ledger/transaction.js'
import type { CurrencyCode, DecimalString } from '../../src/domain/money.js'
import { FixedClock } from '../fakes/fixed-clock.js'
import { InMemoryNotificationReadingRepository } from '../fakes/in-memory-notification-reading-repository.js'
import { InMemoryNotificationTemplateRepository } from '../fakes/in-memory-notification-template-repository.js'
import { FakeLog } from '../fakes/fake-log.js'

const TEXT =
  'ZetaBank: Kart **4521 ile 1.250,50 TL tutarinda odeme MIGROS KADIKOY noktasinda 24.11.2026 14:02'
const tx = (extra: Partial<Transaction> = {}): Transaction => ({
  id: 't1',
  userId: 'u1',
  version: 1,
  createdAt: new Date('2026-11-24T12:00:00Z'),
  updatedAt: new Date('2026-11-24T12:05:00Z'),
  amount: '1250.50' as DecimalString,
  type: 'expense',
  currency: 'TRY' as CurrencyCode,
  occurredAt: new Date('2026-11-24T11:02:00Z'),
  accountId: null,
  description: null,
  merchant: 'Migros',
  category: null,
  notes: null,
  source: 'notification',
  externalId: null,
  importId: null,
  reconciled: false,
  pending: false,
  categorySource: 'none',
  categoryConfidence: null,
  ...extra,
})

function setup() {
  const readings = new InMemoryNotificationReadingRepository()
  const templates = new InMemoryNotificationTemplateRepository()
  const log = new FakeLog()
  const learn = new LearnFromCorrection({
    notificationReadings: readings,
    notificationTemplates: templates,
    clock: new FixedClock('2026-11-24T12:05:00Z'),
    log,
  })
  return { learn, readings, templates, log }
}

describe('LearnFromCorrection', () => {
  it('turns the notification a corrected transaction came from into the user’s template for its sender', async () => {
    const { learn, readings, templates } = setup()
    await readings.record(
      'u1',
      {
        id: 'r1',
        sender: 'zetabank',
        text: TEXT,
        amount: null,
        currency: null,
        occurredAt: null,
        createdAt: new Date('2026-11-24T11:03:00Z'),
      },
      new Date(0),
    )
    await learn.updated('u1', tx(), tx({ merchant: 'MIGROS KADIKOY', version: 2 }))
    expect(templates.rows).to.have.length(1)
    expect(templates.rows[0]).to.deep.include({ userId: 'u1' })
    expect(templates.rows[0]!.template.sender).to.equal('zetabank')
    expect(await templates.forSender('u2', 'zetabank')).to.deep.equal([])
  })

  it('learns nothing from a manual transaction, a change that corrects nothing, or another user’s readings', async () => {
    const { learn, readings, templates } = setup()
    await readings.record(
      'u2',
      {
        id: 'r1',
        sender: 'zetabank',
        text: TEXT,
        amount: null,
        currency: null,
        occurredAt: null,
        createdAt: new Date('2026-11-24T11:03:00Z'),
      },
      new Date(0),
    )
    await learn.updated('u1', tx({ source: 'manual' }), tx({ source: 'manual', merchant: 'X' }))
    await learn.updated('u1', tx(), tx({ notes: 'just a note' }))
    await learn.updated('u1', tx(), tx({ merchant: 'MIGROS KADIKOY' }))
    expect(templates.rows).to.deep.equal([])
  })

  it('logs a failure and lets the update stand', async () => {
    const { learn, readings, log } = setup()
    readings.recent = async () => {
      throw new Error('database down')
    }
    await learn.updated('u1', tx(), tx({ merchant: 'MIGROS KADIKOY' }))
    expect(log.messages('warn')).to.deep.equal(['could not learn from a notification correction'])
  })
})
