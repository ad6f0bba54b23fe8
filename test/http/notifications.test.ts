import { expect } from 'chai'
import { notificationDraft } from '../../src/domain/notifications/notification.js'
import { jsonInit, startTestApp, type TestApp } from '../support/test-app.js'
import { newUser } from '../support/tokens.js'
import { FixedClock } from '../fakes/fixed-clock.js'

type Caller = ReturnType<typeof newUser>
interface NotificationBody {
  id: string
  kind: string
  title: string
  body: string
  data: Record<string, string>
  read_at: string | null
  created_at: string
}

const token = (name: string) => `${name}:APA91b${'y'.repeat(40)}`

describe('notifications without push credentials (in-app only)', () => {
  let app: TestApp
  before(async () => {
    // A clock that ticks a second per reading, so "newest first" never depends on a millisecond tie.
    app = await startTestApp({ clock: new FixedClock('2026-11-21T08:00:01Z', { stepMs: 1000 }) })
  })
  after(async () => app.close())

  const signUp = async (): Promise<Caller> => {
    const caller = newUser()
    expect((await app.fetch('/me', { headers: caller.auth })).status).to.equal(200)
    return caller
  }
  const notify = async (caller: Caller, title: string) =>
    (
      await app.container.resolve('notifyUser').execute({
        userId: caller.id,
        draft: notificationDraft('insight_alert', title, `${title} body`, { insight_id: title }),
      })
    ).notification
  const list = async (caller: Caller, query = '') => {
    const res = await app.fetch(`/notifications/${query}`, { headers: caller.auth })
    return { res, body: (await res.json()) as NotificationBody[] }
  }

  it('registers a device (201), refreshes it, and removes it (204, then 404)', async () => {
    const alice = await signUp()
    const res = await app.fetch(
      '/notifications/devices',
      jsonInit('POST', { token: token('a1'), platform: 'ios' }, alice.auth),
    )
    expect(res.status).to.equal(201)
    expect(await res.json()).to.deep.include({ token: token('a1'), platform: 'ios' })
    expect(res.headers.get('location')).to.equal(`/notifications/devices/${encodeURIComponent(token('a1'))}`)
    const again = await app.fetch(
      '/notifications/devices/',
      jsonInit('POST', { token: token('a1'), platform: 'android' }, alice.auth),
    )
    expect(again.status).to.equal(201)
    expect(await app.container.resolve('devices').listForUser(alice.id)).to.have.length(1)

    const path = `/notifications/devices/${encodeURIComponent(token('a1'))}`
    expect((await app.fetch(path, { method: 'DELETE', headers: alice.auth })).status).to.equal(204)
    expect((await app.fetch(path, { method: 'DELETE', headers: alice.auth })).status).to.equal(404)
  })

  it('validates the device body: bad platform, junk token, unknown field (422 with pointers)', async () => {
    const alice = await signUp()
    const res = await app.fetch(
      '/notifications/devices',
      jsonInit('POST', { token: 'short', platform: 'symbian', extra: 1 }, alice.auth),
    )
    expect(res.status).to.equal(422)
    const pointers = ((await res.json()) as { errors: { pointer: string }[] }).errors.map((e) => e.pointer)
    expect(pointers).to.include.members(['/platform', '/extra'])
    const junk = await app.fetch(
      '/notifications/devices',
      jsonInit('POST', { token: 'not a token!', platform: 'web' }, alice.auth),
    )
    expect(junk.status).to.equal(422)
    expect(((await junk.json()) as { errors: { pointer: string }[] }).errors[0]!.pointer).to.equal('/token')
  })

  it('moves a token to the latest user to register it; the first user can no longer remove it', async () => {
    const [alice, bob] = [await signUp(), await signUp()]
    await app.fetch(
      '/notifications/devices',
      jsonInit('POST', { token: token('shared'), platform: 'android' }, alice.auth),
    )
    await app.fetch(
      '/notifications/devices',
      jsonInit('POST', { token: token('shared'), platform: 'android' }, bob.auth),
    )
    const devices = app.container.resolve('devices')
    expect(await devices.listForUser(alice.id)).to.have.length(0)
    expect((await devices.listForUser(bob.id)).map((d) => d.token)).to.deep.equal([token('shared')])
    const path = `/notifications/devices/${encodeURIComponent(token('shared'))}`
    expect((await app.fetch(path, { method: 'DELETE', headers: alice.auth })).status).to.equal(404)
    expect(await devices.listForUser(bob.id)).to.have.length(1)
  })

  it('POST /notifications/test is 503 push_not_configured', async () => {
    const alice = await signUp()
    const res = await app.fetch('/notifications/test', { method: 'POST', headers: alice.auth })
    expect(res.status).to.equal(503)
    expect(res.headers.get('content-type')).to.match(/application\/problem\+json/)
    expect(((await res.json()) as { code: string }).code).to.equal('push_not_configured')
  })

  it('NotifyUser stores the notification in-app only, and /ready says push is disabled', async () => {
    const alice = await signUp()
    await app.fetch(
      '/notifications/devices',
      jsonInit('POST', { token: token('in-app'), platform: 'ios' }, alice.auth),
    )
    const result = await app.container
      .resolve('notifyUser')
      .execute({ userId: alice.id, draft: notificationDraft('newsletter_ready', 'Ready', 'Your newsletter') })
    expect(result.push).to.equal(undefined)
    const { body } = await list(alice)
    expect(body.map((n) => n.id)).to.deep.equal([result.notification.id])
    expect(((await (await app.fetch('/ready')).json()) as { checks: { push: string } }).checks.push).to.equal(
      'disabled',
    )
  })

  it('lists newest first with keyset pages (X-Next-Cursor and Link), and rejects a tampered cursor', async () => {
    const alice = await signUp()
    const made = []
    for (let i = 0; i < 5; i += 1) made.push(await notify(alice, `n${i}`))
    const first = await list(alice, '?limit=2')
    expect(first.res.status).to.equal(200)
    expect(first.body.map((n) => n.title)).to.deep.equal(['n4', 'n3'])
    expect(first.body[0]).to.have.all.keys('id', 'kind', 'title', 'body', 'data', 'read_at', 'created_at')
    expect(first.body[0]!.data).to.deep.equal({ insight_id: 'n4' })
    const cursor = first.res.headers.get('x-next-cursor')!
    expect(first.res.headers.get('link')).to.match(/^<\/notifications\/\?limit=2&cursor=[^>]+>; rel="next"$/)
    const second = await list(alice, `?limit=2&cursor=${encodeURIComponent(cursor)}`)
    expect(second.body.map((n) => n.title)).to.deep.equal(['n2', 'n1'])
    const third = await list(
      alice,
      `?limit=2&cursor=${encodeURIComponent(second.res.headers.get('x-next-cursor')!)}`,
    )
    expect(third.body.map((n) => n.title)).to.deep.equal(['n0'])
    expect(third.res.headers.get('x-next-cursor')).to.equal(null)
    expect((await list(alice, `?cursor=${cursor}x`)).res.status).to.equal(400)
    expect(made).to.have.length(5)
  })

  it('marks read once (idempotent) and 404s an unknown id', async () => {
    const alice = await signUp()
    const n = await notify(alice, 'to-read')
    const res = await app.fetch(`/notifications/${n.id}/read`, { method: 'POST', headers: alice.auth })
    expect(res.status).to.equal(200)
    const read = (await res.json()) as NotificationBody
    expect(read.read_at).to.be.a('string')
    const again = (await (
      await app.fetch(`/notifications/${n.id}/read/`, { method: 'POST', headers: alice.auth })
    ).json()) as NotificationBody
    expect(again.read_at).to.equal(read.read_at)
    expect(
      (
        await app.fetch('/notifications/00000000-0000-4000-8000-000000000000/read', {
          method: 'POST',
          headers: alice.auth,
        })
      ).status,
    ).to.equal(404)
    expect(
      (await app.fetch('/notifications/not-a-uuid/read', { method: 'POST', headers: alice.auth })).status,
    ).to.equal(404)
  })

  it("never lists or marks read another user's notifications", async () => {
    const [alice, bob] = [await signUp(), await signUp()]
    const hers = await notify(alice, 'alice-only')
    expect((await list(bob)).body).to.deep.equal([])
    const res = await app.fetch(`/notifications/${hers.id}/read`, { method: 'POST', headers: bob.auth })
    expect(res.status).to.equal(404)
    const { body } = await list(alice)
    expect(body.find((n) => n.id === hers.id)!.read_at).to.equal(null)
  })

  it('turns new alert-severity insights into notifications (the insights area calls insightNotifier)', async () => {
    const alice = await signUp()
    const insight = (id: string, severity: 'info' | 'warning' | 'alert') => ({
      id,
      userId: alice.id,
      kind: 'large_transaction' as const,
      severity,
      subject: id,
      date: '2026-11-21',
      title: `Large charge ${id}`,
      message: '$900 at ACME, 6x your usual',
      data: {},
      transactionIds: [],
      createdAt: new Date(),
    })
    await app.container
      .resolve('insightNotifier')
      .notifyNewAlerts(alice.id, [insight('i-alert', 'alert'), insight('i-info', 'info')])
    const { body } = await list(alice)
    expect(body).to.have.length(1)
    expect(body[0]).to.deep.include({
      kind: 'insight_alert',
      title: 'Large charge i-alert',
      body: '$900 at ACME, 6x your usual',
    })
    expect(body[0]!.data).to.deep.equal({
      insight_id: 'i-alert',
      insight_kind: 'large_transaction',
      date: '2026-11-21',
    })
  })

  it('requires a user token on every notification route', async () => {
    for (const [method, path] of [
      ['GET', '/notifications/'],
      ['POST', '/notifications/devices'],
      ['POST', '/notifications/test'],
    ] as const) {
      expect((await app.fetch(path, { method })).status, `${method} ${path}`).to.equal(401)
    }
  })
})
