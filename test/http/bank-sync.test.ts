import { randomBytes } from 'node:crypto'
import { PassThrough } from 'node:stream'
import { asValue } from 'awilix'
import { expect } from 'chai'
import { FakeJobQueue } from '../fakes/fake-job-queue.js'
import { FakeSimplefinBridge, type BridgeAccount } from '../support/fake-simplefin-bridge.js'
import { jsonInit, startTestApp, type TestApp } from '../support/test-app.js'
import { newUser } from '../support/tokens.js'

const DAY = 86_400
const now = () => Math.floor(Date.now() / 1000)

interface Connection {
  id: string
  status: string
  last_error: string | null
  institutions: { name: string }[]
  accounts: { external_id: string; linked_account_id: string | null }[]
}
interface Sync {
  id: string
  status: string
  created: number
  merged: number
  skipped: number
  pending_replaced: number
  error: string | null
}

function bankAccounts(): BridgeAccount[] {
  const t = now()
  return [
    {
      org: { name: 'First Prairie Bank', domain: 'firstprairie.example' },
      id: 'FP-CHK',
      name: 'Everyday Checking',
      currency: 'USD',
      balance: '1830.25',
      'balance-date': t,
      transactions: [
        { id: 'FP-1', posted: t - 20 * DAY, amount: '-54.10', description: 'KROGER #412 COLUMBUS OH' },
        { id: 'FP-2', posted: t - 10 * DAY, amount: '2400.00', description: 'ACME CORP PAYROLL' },
        { id: 'FP-3', posted: t - 2 * DAY, amount: '-12.75', description: 'SQ *BLUE BOTTLE COFFEE' },
        {
          id: 'FP-P1',
          posted: 0,
          amount: '-40.00',
          description: 'THE GOOD DINER',
          pending: true,
          transacted_at: t - DAY,
        },
      ],
    },
    {
      org: { name: 'First Prairie Bank', domain: 'firstprairie.example' },
      id: 'FP-SAV',
      name: 'High Yield Savings',
      currency: 'USD',
      balance: '10000.00',
      'balance-date': t,
      transactions: [{ id: 'FP-S1', posted: t - 5 * DAY, amount: '12.33', description: 'INTEREST PAYMENT' }],
    },
    {
      org: { name: 'Northwind Card Services', domain: 'northwind.example' },
      id: 'NW-CARD',
      name: 'Northwind Rewards Visa',
      currency: 'USD',
      balance: '-412.90',
      'balance-date': t,
      transactions: [{ id: 'NW-1', posted: t - 3 * DAY, amount: '-89.99', description: 'AMZN Mktp US' }],
    },
  ]
}

describe('bank sync over a fake SimpleFIN Bridge', () => {
  let bridge: FakeSimplefinBridge
  let app: TestApp
  const jobs = new FakeJobQueue<{ syncIds: string[] }>()
  const logs: string[] = []

  before(async () => {
    bridge = await FakeSimplefinBridge.start()
    const sink = new PassThrough()
    sink.on('data', (chunk: Buffer) => logs.push(chunk.toString('utf8')))
    app = await startTestApp({
      env: {
        DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
        BANK_SYNC_ALLOW_HTTP: 'true',
        // The fake bridge listens on loopback, which only the operator's allow-list reaches.
        OUTBOUND_ALLOWED_HOSTS: '127.0.0.1',
        BANK_SYNC_RETRIES: '0',
        LOG_LEVEL: 'debug',
      },
      logSink: sink,
      register: (container) => container.register({ jobQueue: asValue(jobs) }),
    })
  })
  after(async () => {
    await app.close()
    await bridge.close()
  })

  const api = async <T>(
    user: { auth: Record<string, string> },
    method: string,
    path: string,
    body?: unknown,
  ) => {
    const res = await app.fetch(path, jsonInit(method, body, user.auth))
    const text = await res.text()
    return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T, text }
  }
  /** What a worker does with the queued job: run the sync. */
  const runQueued = async () => {
    const runSync = app.container.resolve('runSync')
    for (const job of jobs.jobs.splice(0)) for (const id of job.data.syncIds) await runSync.execute(id)
  }
  const connect = async (user: ReturnType<typeof newUser>, accounts = bankAccounts()) => {
    const { token, user: bankUser } = bridge.newSetupToken(accounts)
    const created = await api<Connection>(user, 'POST', '/connections', {
      provider: 'simplefin',
      setup_token: token,
    })
    expect(created.status, created.text).to.equal(201)
    return { connection: created.body, bankUser, token }
  }
  const sync = async (user: ReturnType<typeof newUser>, id: string) => {
    const queued = await api<Sync>(user, 'POST', `/connections/${id}/sync`)
    expect(queued.status, queued.text).to.equal(202)
    await runQueued()
    const syncs = await api<Sync[]>(user, 'GET', `/connections/${id}/syncs`)
    return syncs.body.find((s) => s.id === queued.body.id)!
  }
  const transactionsOf = async (user: ReturnType<typeof newUser>, accountId: string) =>
    (
      await api<
        {
          id: string
          amount: string
          external_id: string | null
          reconciled: boolean
          merchant: string | null
        }[]
      >(user, 'GET', `/transactions/?account_id=${accountId}&limit=100`)
    ).body

  it('connects with a setup token once: accounts of two institutions, unlinked; a second claim is 422', async () => {
    const user = newUser()
    const { connection, token } = await connect(user)
    expect(connection.status).to.equal('active')
    expect(connection.institutions.map((i) => i.name)).to.deep.equal([
      'First Prairie Bank',
      'Northwind Card Services',
    ])
    expect(connection.accounts.map((a) => a.external_id).sort()).to.deep.equal([
      'FP-CHK',
      'FP-SAV',
      'NW-CARD',
    ])
    expect(connection.accounts.every((a) => a.linked_account_id === null)).to.equal(true)
    const again = await api<{ code: string; detail: string }>(user, 'POST', '/connections', {
      provider: 'simplefin',
      setup_token: token,
    })
    expect(again.status).to.equal(422)
    expect(again.body.code).to.equal('setup_token_rejected')
    expect(again.body.detail).to.match(/someone else/)
    const garbage = await api<{ code: string }>(user, 'POST', '/connections', {
      provider: 'simplefin',
      setup_token: '%%%',
    })
    expect(garbage.status).to.equal(422)
  })

  it('syncs linked accounts only; a re-sync with the 5-day overlap adds nothing; the balance follows the bank', async () => {
    const user = newUser()
    const { connection } = await connect(user)
    const linked = await api<Connection>(user, 'PUT', `/connections/${connection.id}/accounts/FP-CHK`, {
      create: true,
    })
    expect(linked.status, linked.text).to.equal(200)
    const accountId = linked.body.accounts.find((a) => a.external_id === 'FP-CHK')!.linked_account_id!
    const first = await sync(user, connection.id)
    expect(first).to.include({ status: 'succeeded', created: 4, merged: 0, pending_replaced: 0 })
    const account = await api<{ balance: string; name: string; type: string }>(
      user,
      'GET',
      `/accounts/${accountId}`,
    )
    expect(account.body).to.include({ balance: '1830.25', name: 'Everyday Checking', type: 'checking' })
    const second = await sync(user, connection.id)
    expect(second).to.include({ status: 'succeeded', created: 0, merged: 0 })
    expect(await transactionsOf(user, accountId)).to.have.length(4)
    // The unlinked savings and card accounts were not imported.
    const all = await api<unknown[]>(user, 'GET', '/transactions/?limit=100')
    expect(all.body).to.have.length(4)
  })

  it('categorises new bank transactions before they are written (docs/categories.md)', async () => {
    const user = newUser()
    await api<{ id: string }>(user, 'POST', '/transactions/', {
      amount: '5.00',
      type: 'expense',
      currency: 'USD',
      occurred_at: new Date().toISOString(),
      merchant: 'Blue Bottle Coffee',
      category: 'coffee',
    })
    const { connection } = await connect(user)
    const linked = await api<Connection>(user, 'PUT', `/connections/${connection.id}/accounts/FP-CHK`, {
      create: true,
    })
    const accountId = linked.body.accounts.find((a) => a.external_id === 'FP-CHK')!.linked_account_id!
    expect(await sync(user, connection.id)).to.include({ status: 'succeeded', created: 4 })
    const byBankId = new Map(
      (await transactionsOf(user, accountId)).map((t) => [
        t.external_id,
        t as unknown as { category: string | null },
      ]),
    )
    expect(byBankId.get('FP-3')!.category).to.equal('coffee')
    expect(byBankId.get('FP-1')!.category).to.equal(null)
    const stored = await app.container
      .resolve('categorizableTransactions')
      .byIds(user.id, [(byBankId.get('FP-3') as unknown as { id: string }).id])
    expect(stored[0]).to.include({ categorySource: 'learned', categoryConfidence: 1 })
  })

  it('replaces a pending transaction in place when it posts with another id and a tip added', async () => {
    const user = newUser()
    const { connection, bankUser } = await connect(user)
    const linked = await api<Connection>(user, 'PUT', `/connections/${connection.id}/accounts/FP-CHK`, {
      create: true,
    })
    const accountId = linked.body.accounts.find((a) => a.external_id === 'FP-CHK')!.linked_account_id!
    await sync(user, connection.id)
    const pending = (await transactionsOf(user, accountId)).find((t) => t.external_id === 'FP-P1')!
    expect(pending.amount).to.equal('40.00')
    const checking = bankUser.accounts.find((a) => a.id === 'FP-CHK')!
    checking.transactions = checking.transactions.filter((t) => t.id !== 'FP-P1')
    checking.transactions.push({
      id: 'FP-4',
      posted: now() - 3600,
      amount: '-46.00',
      description: 'THE GOOD DINER',
    })
    const outcome = await sync(user, connection.id)
    expect(outcome).to.include({ created: 0, pending_replaced: 1 })
    const after = await transactionsOf(user, accountId)
    expect(after).to.have.length(4)
    const posted = after.find((t) => t.id === pending.id)!
    expect(posted).to.include({ external_id: 'FP-4', amount: '46.00' })
  })

  it('merges a payment first captured from a notification instead of duplicating it', async () => {
    const user = newUser()
    const { connection } = await connect(user)
    const linked = await api<Connection>(user, 'PUT', `/connections/${connection.id}/accounts/FP-CHK`, {
      create: true,
    })
    const accountId = linked.body.accounts.find((a) => a.external_id === 'FP-CHK')!.linked_account_id!
    const fromSms = await api<{ id: string }>(user, 'POST', '/transactions/', {
      amount: '12.75',
      type: 'expense',
      currency: 'USD',
      occurred_at: new Date((now() - 2 * DAY - 3600) * 1000).toISOString(),
      merchant: 'Blue Bottle Coffee',
      category: 'coffee',
      source: 'notification',
    })
    expect(fromSms.status, fromSms.text).to.equal(201)
    const outcome = await sync(user, connection.id)
    expect(outcome).to.include({ created: 3, merged: 1 })
    const merged = (await transactionsOf(user, accountId)).find((t) => t.id === fromSms.body.id)!
    expect(merged).to.include({ external_id: 'FP-3', reconciled: true, merchant: 'Blue Bottle Coffee' })
  })

  it("puts the bridge's message on the connection and tells the user once", async () => {
    const user = newUser()
    const { connection, bankUser } = await connect(user)
    bankUser.errors = ['You must reauthenticate.']
    await sync(user, connection.id)
    await sync(user, connection.id)
    const state = await api<Connection>(user, 'GET', `/connections/${connection.id}`)
    expect(state.body).to.include({ status: 'needs_attention', last_error: 'You must reauthenticate.' })
    const feed = await api<{ kind: string; body: string }[]>(user, 'GET', '/notifications/')
    expect(feed.body.filter((n) => n.kind === 'bank_connection')).to.have.length(1)
  })

  it('moves a revoked connection to revoked with one notification, and never answers 5xx', async () => {
    const user = newUser()
    const { connection, bankUser } = await connect(user)
    bankUser.state = 'revoked'
    const failed = await sync(user, connection.id)
    expect(failed.status).to.equal('failed')
    expect(failed.error).to.match(/revoked/)
    await sync(user, connection.id)
    const state = await api<Connection>(user, 'GET', `/connections/${connection.id}`)
    expect(state.body.status).to.equal('revoked')
    const feed = await api<{ kind: string }[]>(user, 'GET', '/notifications/')
    expect(feed.body.filter((n) => n.kind === 'bank_connection')).to.have.length(1)
  })

  it("answers 404 to another user's connection on every route, and deleting forgets it but keeps the transactions", async () => {
    const owner = newUser()
    const other = newUser()
    const { connection } = await connect(owner)
    const linked = await api<Connection>(owner, 'PUT', `/connections/${connection.id}/accounts/FP-SAV`, {
      create: true,
    })
    await sync(owner, connection.id)
    const id = connection.id
    for (const [method, path, body] of [
      ['GET', `/connections/${id}`],
      ['GET', `/connections/${id}/syncs`],
      ['POST', `/connections/${id}/sync`],
      ['PUT', `/connections/${id}/accounts/FP-CHK`, { create: true }],
      ['DELETE', `/connections/${id}`],
    ] as const) {
      expect((await api(other, method, path, body)).status, `${method} ${path}`).to.equal(404)
    }
    expect((await api<unknown[]>(other, 'GET', '/connections')).body).to.deep.equal([])
    const mine = await api(owner, 'PUT', `/connections/${id}/accounts/FP-CHK`, {
      account_id: linked.body.accounts[0]!.linked_account_id ?? '00000000-0000-4000-8000-000000000000',
    })
    expect(mine.status).to.be.oneOf([200, 422])
    const theirs = await api<{ id: string }>(other, 'POST', '/accounts/', {
      name: 'Theirs',
      type: 'cash',
      currency: 'USD',
      balance: '1.00',
    })
    const stolen = await api(owner, 'PUT', `/connections/${id}/accounts/FP-CHK`, {
      account_id: theirs.body.id,
    })
    expect(stolen.status).to.equal(422)
    expect((await api(owner, 'DELETE', `/connections/${id}`)).status).to.equal(204)
    expect((await api(owner, 'GET', `/connections/${id}`)).status).to.equal(404)
    expect((await api<unknown[]>(owner, 'GET', '/transactions/?limit=100')).body).to.have.length(1)
  })

  it('never shows or logs the access URL', async () => {
    const user = newUser()
    const { connection, bankUser } = await connect(user)
    await api(user, 'PUT', `/connections/${connection.id}/accounts/FP-CHK`, { create: true })
    await sync(user, connection.id)
    bankUser.state = 'revoked'
    await sync(user, connection.id)
    const seen = [
      (await api(user, 'GET', `/connections/${connection.id}`)).text,
      (await api(user, 'GET', '/connections')).text,
      (await api(user, 'GET', `/connections/${connection.id}/syncs`)).text,
      logs.join(''),
    ].join('\n')
    expect(seen).not.to.include(bankUser.password)
    expect(seen).not.to.include(bankUser.username)
  })
})

describe('bank sync without DATA_ENCRYPTION_KEY', () => {
  it('is off: a setup token is not claimed (503 bank_sync_not_configured), so it is not spent', async () => {
    const bridge = await FakeSimplefinBridge.start()
    const app = await startTestApp({ env: { BANK_SYNC_ALLOW_HTTP: 'true' } })
    try {
      const user = newUser()
      const { token } = bridge.newSetupToken([])
      const res = await app.fetch(
        '/connections',
        jsonInit('POST', { provider: 'simplefin', setup_token: token }, user.auth),
      )
      expect(res.status).to.equal(503)
      expect(((await res.json()) as { code: string }).code).to.equal('bank_sync_not_configured')
      expect(bridge.requests).to.have.length(0)
    } finally {
      await app.close()
      await bridge.close()
    }
  })

  it('a sync of a connection the caller does not have is 404, not 503', async () => {
    const app = await startTestApp()
    try {
      const user = newUser()
      for (const id of ['00000000-0000-0000-0000-000000000000', '5b0d8f9e-6a43-4c11-9a55-0c1d2e3f4a5b']) {
        const res = await app.fetch(`/connections/${id}/sync`, jsonInit('POST', undefined, user.auth))
        expect(res.status, id).to.equal(404)
        expect(res.headers.get('content-type')).to.contain('application/problem+json')
      }
    } finally {
      await app.close()
    }
  })
})
