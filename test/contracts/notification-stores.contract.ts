import { randomUUID } from 'node:crypto'
import { expect } from 'chai'
import type { NotificationReadingRepository } from '../../src/application/ports/notification-reading-repository.js'
import type { NotificationTemplateRepository } from '../../src/application/ports/notification-template-repository.js'
import type { NotificationReading } from '../../src/domain/extraction/notification/template/notification-reading.js'
import type { NotificationTemplate } from '../../src/domain/extraction/notification/template/notification-template.js'
import type { CurrencyCode, DecimalString } from '../../src/domain/money.js'
import type { Subject } from './subject.js'

const at = (iso: string) => new Date(iso)

function reading(overrides: Partial<NotificationReading> = {}): NotificationReading {
  return {
    id: randomUUID(),
    sender: 'ZetaBank',
    text: 'ZetaBank: Kart **4521 ile 1.250,50 TL odeme MIGROS',
    amount: '1250.50' as DecimalString,
    currency: 'TRY' as CurrencyCode,
    occurredAt: at('2026-11-24T11:02:00Z'),
    createdAt: at('2026-11-24T11:03:00Z'),
    ...overrides,
  }
}

function template(overrides: Partial<NotificationTemplate> = {}): NotificationTemplate {
  return {
    sender: 'ZetaBank',
    shape: 'ZetaBank: Kart **{token} ile {amount} TL odeme {name}',
    parts: [
      { kind: 'text', text: 'ZetaBank: Kart **' },
      { kind: 'token' },
      { kind: 'text', text: ' ile ' },
      { kind: 'amount', before: '', after: ' TL' },
      { kind: 'text', text: ' odeme ' },
      { kind: 'name' },
    ],
    type: 'expense',
    direction: 'debit',
    currency: 'TRY' as CurrencyCode,
    merchant: null,
    category: 'groceries',
    categoryMerchant: 'migros',
    ...overrides,
  }
}

/** The NotificationReadingRepository contract: per user, newest first, bounded, forgetting the old. */
export function describeNotificationReadingRepositoryContract(
  make: () => Promise<Subject<NotificationReadingRepository>>,
): void {
  it('gives back a user’s readings newest first, at or before the instant, at most `limit`', async () => {
    const { port, newUserId } = await make()
    const user = await newUserId()
    const old = reading({ createdAt: at('2026-11-20T08:00:00Z') })
    const mid = reading({ createdAt: at('2026-11-22T08:00:00Z') })
    const late = reading({ createdAt: at('2026-11-24T08:00:00Z') })
    for (const r of [mid, old, late]) await port.record(user, r, at('2026-01-01T00:00:00Z'))
    const recent = await port.recent(user, at('2026-11-23T00:00:00Z'), 10)
    expect(recent.map((r) => r.id)).to.deep.equal([mid.id, old.id])
    expect(recent[0]).to.deep.include({ sender: 'ZetaBank', amount: '1250.50', currency: 'TRY' })
    expect((await port.recent(user, at('2026-11-30T00:00:00Z'), 1)).map((r) => r.id)).to.deep.equal([late.id])
  })

  it('forgets the user’s readings made before `forgetBefore`, and never another user’s', async () => {
    const { port, newUserId } = await make()
    const user = await newUserId()
    const other = await newUserId()
    await port.record(user, reading({ createdAt: at('2026-10-01T00:00:00Z') }), at('2026-01-01T00:00:00Z'))
    await port.record(other, reading({ createdAt: at('2026-10-01T00:00:00Z') }), at('2026-01-01T00:00:00Z'))
    const kept = reading({ createdAt: at('2026-11-24T00:00:00Z') })
    await port.record(user, kept, at('2026-11-01T00:00:00Z'))
    expect((await port.recent(user, at('2026-12-01T00:00:00Z'), 10)).map((r) => r.id)).to.deep.equal([
      kept.id,
    ])
    expect(await port.recent(other, at('2026-12-01T00:00:00Z'), 10)).to.have.length(1)
  })
}

/** The NotificationTemplateRepository contract: per user and sender; the same shape saved again replaces it. */
export function describeNotificationTemplateRepositoryContract(
  make: () => Promise<Subject<NotificationTemplateRepository>>,
): void {
  it('keeps a user’s templates per sender, the latest learnt first, apart from other users', async () => {
    const { port, newUserId } = await make()
    const user = await newUserId()
    const other = await newUserId()
    await port.save(user, template(), at('2026-11-20T00:00:00Z'))
    await port.save(
      user,
      template({ shape: 'ZetaBank: {amount} TL iade {name}', type: 'income', direction: 'credit' }),
      at('2026-11-21T00:00:00Z'),
    )
    await port.save(
      user,
      template({ sender: 'OtherBank', shape: 'OtherBank {amount}' }),
      at('2026-11-22T00:00:00Z'),
    )
    const mine = await port.forSender(user, 'ZetaBank')
    expect(mine.map((t) => t.type)).to.deep.equal(['income', 'expense'])
    expect(mine[1]).to.deep.equal(template())
    expect(await port.forSender(other, 'ZetaBank')).to.deep.equal([])
  })

  it('replaces what a shape means when the same shape is learnt again', async () => {
    const { port, newUserId } = await make()
    const user = await newUserId()
    await port.save(user, template(), at('2026-11-20T00:00:00Z'))
    await port.save(
      user,
      template({ category: 'dining', categoryMerchant: 'migros' }),
      at('2026-11-21T00:00:00Z'),
    )
    const templates = await port.forSender(user, 'ZetaBank')
    expect(templates).to.have.length(1)
    expect(templates[0]!.category).to.equal('dining')
  })
}
