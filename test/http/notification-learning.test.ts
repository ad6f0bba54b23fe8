import { expect } from 'chai'
import { sql } from 'kysely'
import { jsonInit, startTestApp, type TestApp } from '../support/test-app.js'
import { newUser } from '../support/tokens.js'

// A bank the rules do not know: Turkish written without its diacritics, words in its own order.
const SENDER = 'ZetaBank'
const FIRST =
  'ZetaBank: Kart **4521 ile 1.250,50 TL tutarinda odeme MIGROS KADIKOY noktasinda 24.11.2026 14:02'
const NEXT: readonly (readonly [string, string, string])[] = [
  [
    'ZetaBank: Kart **4521 ile 89,90 TL tutarinda odeme A101 BESIKTAS noktasinda 25.11.2026 09:15',
    '89.90',
    'A101 BESIKTAS',
  ],
  [
    'ZetaBank: Kart **4521 ile 2.400,00 TL tutarinda odeme TEKNOSA ISTANBUL noktasinda 25.11.2026 12:40',
    '2400.00',
    'TEKNOSA ISTANBUL',
  ],
  [
    'ZetaBank: Kart **7780 ile 15,00 TL tutarinda odeme SIMIT SARAYI noktasinda 26.11.2026 08:05',
    '15.00',
    'SIMIT SARAYI',
  ],
  [
    'ZetaBank: Kart **4521 ile 310,75 TL tutarinda odeme MIGROS KADIKOY noktasinda 26.11.2026 19:30',
    '310.75',
    'MIGROS KADIKOY',
  ],
  [
    'ZetaBank: Kart **4521 ile 1.005,10 TL tutarinda odeme SHELL ATASEHIR 2 noktasinda 27.11.2026 07:55',
    '1005.10',
    'SHELL ATASEHIR 2',
  ],
]

describe('notification parsing learns from a correction (per user, per sender)', () => {
  let app: TestApp
  const alice = newUser()
  const bob = newUser()
  const parse = (user: typeof alice, text: string, app_ = SENDER) =>
    app
      .fetch('/ai/parse-notification', jsonInit('POST', { text, app: app_ }, user.auth))
      .then(async (res) => {
        expect(res.status).to.equal(200)
        return (await res.json()) as {
          is_transaction: boolean
          method: string
          transaction: Record<string, unknown> | null
        }
      })

  before(async () => {
    app = await startTestApp()
  })
  after(async () => app.close())

  it('reads the next 5 messages of a corrected format right, and only for that user and sender', async () => {
    const first = await parse(alice, FIRST)
    expect(first.is_transaction, 'the rules do not know this bank').to.equal(false)

    // The user enters the transaction from the notification, then corrects it.
    const created = await app.fetch(
      '/transactions/',
      jsonInit(
        'POST',
        {
          amount: '1250.50',
          type: 'expense',
          currency: 'TRY',
          occurred_at: '2026-11-24T11:02:00Z',
          merchant: 'Migros',
          source: 'notification',
        },
        alice.auth,
      ),
    )
    expect(created.status).to.equal(201)
    const { id } = (await created.json()) as { id: string }
    const patched = await app.fetch(
      `/transactions/${id}`,
      jsonInit('PATCH', { merchant: 'MIGROS KADIKOY', category: 'groceries' }, alice.auth),
    )
    expect(patched.status).to.equal(200)

    for (const [text, amount, merchant] of NEXT) {
      const read = await parse(alice, text)
      expect(read, text).to.deep.include({ is_transaction: true, method: 'template' })
      expect(read.transaction, text).to.deep.include({
        type: 'expense',
        direction: 'debit',
        amount,
        currency: 'TRY',
        merchant,
        category: merchant === 'MIGROS KADIKOY' ? 'groceries' : null,
      })
    }
    // 26.11.2026 19:30 in Istanbul (UTC+3).
    expect((await parse(alice, NEXT[3]![0])).transaction).to.include({
      occurred_at: '2026-11-26T16:30:00.000Z',
    })

    const another = await parse(bob, NEXT[0]![0])
    expect(another, 'another user is unaffected').to.deep.include({ is_transaction: false, method: 'rules' })
    const otherSender = await parse(alice, NEXT[0]![0], 'OtherBank')
    expect(otherSender.method, 'another sender is unaffected').to.equal('rules')
  })

  it('learns nothing from the correction of a transaction entered by hand', async () => {
    const carol = newUser()
    await parse(carol, FIRST)
    const created = await app.fetch(
      '/transactions/',
      jsonInit(
        'POST',
        {
          amount: '1250.50',
          type: 'expense',
          currency: 'TRY',
          occurred_at: '2026-11-24T11:02:00Z',
          merchant: 'Migros',
        },
        carol.auth,
      ),
    )
    const { id } = (await created.json()) as { id: string }
    await app.fetch(`/transactions/${id}`, jsonInit('PATCH', { merchant: 'MIGROS KADIKOY' }, carol.auth))
    expect((await parse(carol, NEXT[0]![0])).method).to.equal('rules')
  })

  it('keeps readings and templates under row-level security: the authenticated role sees only its own', async () => {
    const db = app.container.resolve('db')
    const seenBy = (userId: string) =>
      db.transaction().execute(async (trx) => {
        await sql`select set_config('role', 'authenticated', true), set_config('request.jwt.claims', ${JSON.stringify({ sub: userId, role: 'authenticated' })}, true)`.execute(
          trx,
        )
        const readings = await trx.selectFrom('notification_readings').select('user_id').execute()
        const templates = await trx.selectFrom('notification_templates').select('user_id').execute()
        return [...readings, ...templates].map((r) => r.user_id)
      })
    const alices = await seenBy(alice.id)
    expect(alices.length, 'alice has readings and a template').to.be.greaterThan(5)
    expect(new Set(alices)).to.deep.equal(new Set([alice.id]))
    expect(await seenBy(bob.id)).to.deep.equal([bob.id]) // bob's one reading, no template
  })
})
