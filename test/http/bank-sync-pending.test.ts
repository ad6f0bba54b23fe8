import { randomBytes } from 'node:crypto'
import { asValue } from 'awilix'
import { expect } from 'chai'
import { FakeJobQueue } from '../fakes/fake-job-queue.js'
import { FakeSimplefinBridge, type BridgeAccount } from '../support/fake-simplefin-bridge.js'
import { jsonInit, startTestApp, type TestApp } from '../support/test-app.js'
import { newUser } from '../support/tokens.js'

type User = ReturnType<typeof newUser>
interface Tx {
  id: string
  amount: string
  occurred_at: string
  external_id: string | null
  category: string | null
  pending: boolean
}

const HOUR = 3_600
const now = () => Math.floor(Date.now() / 1000)

/** A checking account with one posted payment and one card hold the bank has not posted yet. */
function checking(): BridgeAccount {
  const t = now()
  return {
    org: { name: 'First Prairie Bank', domain: 'firstprairie.example' },
    id: 'FP-CHK',
    name: 'Everyday Checking',
    currency: 'USD',
    balance: '1830.25',
    'balance-date': t,
    transactions: [
      { id: 'FP-1', posted: t - 3 * HOUR, amount: '-12.75', description: 'SQ *BLUE BOTTLE COFFEE' },
      {
        id: 'FP-P1',
        posted: 0,
        amount: '-40.00',
        description: 'THE GOOD DINER',
        pending: true,
        transacted_at: t - 2 * HOUR,
      },
    ],
  }
}

describe('pending bank transactions', function () {
  this.timeout(30_000)
  let bridge: FakeSimplefinBridge
  let app: TestApp
  const jobs = new FakeJobQueue<{ syncIds: string[] }>()

  before(async () => {
    bridge = await FakeSimplefinBridge.start()
    app = await startTestApp({
      env: {
        DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
        BANK_SYNC_ALLOW_HTTP: 'true',
        // The fake bridge listens on loopback, which only the operator's allow-list reaches.
        OUTBOUND_ALLOWED_HOSTS: '127.0.0.1',
        BANK_SYNC_RETRIES: '0',
      },
      register: (container) => container.register({ jobQueue: asValue(jobs) }),
    })
  })
  after(async () => {
    await app.close()
    await bridge.close()
  })

  const api = async <T>(user: User, method: string, path: string, body?: unknown) => {
    const res = await app.fetch(path, jsonInit(method, body, user.auth))
    const text = await res.text()
    return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T, text }
  }
  /** Connects the bank, links its checking account to a new account and syncs it once. */
  const syncedAccount = async (user: User) => {
    const { token, user: bankUser } = bridge.newSetupToken([checking()])
    const created = await api<{ id: string }>(user, 'POST', '/connections', {
      provider: 'simplefin',
      setup_token: token,
    })
    expect(created.status, created.text).to.equal(201)
    const connectionId = created.body.id
    const linked = await api<{ accounts: { external_id: string; linked_account_id: string }[] }>(
      user,
      'PUT',
      `/connections/${connectionId}/accounts/FP-CHK`,
      { create: true },
    )
    expect(linked.status, linked.text).to.equal(200)
    const sync = async () => {
      const queued = await api<{ id: string }>(user, 'POST', `/connections/${connectionId}/sync`)
      expect(queued.status, queued.text).to.equal(202)
      const runSync = app.container.resolve('runSync')
      for (const job of jobs.jobs.splice(0)) for (const id of job.data.syncIds) await runSync.execute(id)
    }
    await sync()
    return { accountId: linked.body.accounts[0]!.linked_account_id, bankUser, sync }
  }
  const list = async (user: User, query: string) => {
    const res = await api<Tx[]>(user, 'GET', `/transactions/?limit=100${query}`)
    expect(res.status, res.text).to.equal(200)
    return res.body
  }

  it('shows pending on each transaction, filters by it, and refuses it in a body like any read-only field', async () => {
    const user = newUser()
    const { accountId } = await syncedAccount(user)
    const all = await list(user, `&account_id=${accountId}`)
    const hold = all.find((t) => t.external_id === 'FP-P1')!
    expect(hold).to.include({ amount: '40.00', pending: true })
    expect(all.find((t) => t.external_id === 'FP-1')).to.include({ pending: false })
    expect((await api<Tx>(user, 'GET', `/transactions/${hold.id}`)).body.pending).to.equal(true)

    const manual = await api<Tx>(user, 'POST', '/transactions/', {
      amount: '3.00',
      type: 'expense',
      currency: 'USD',
      occurred_at: new Date().toISOString(),
    })
    expect(manual.body.pending).to.equal(false)
    expect((await list(user, '&pending=true')).map((t) => t.id)).to.deep.equal([hold.id])
    expect((await list(user, '&pending=false')).map((t) => t.id).sort()).to.deep.equal(
      all
        .filter((t) => t.id !== hold.id)
        .map((t) => t.id)
        .concat(manual.body.id)
        .sort(),
    )
    const bad = await api<{ errors: { pointer: string }[] }>(user, 'GET', '/transactions/?pending=yes')
    expect(bad.status).to.equal(400)
    expect(bad.body.errors.map((e) => e.pointer)).to.deep.equal(['/query/pending'])

    const forged = await api<{ errors: { pointer: string; detail: string }[] }>(
      user,
      'PATCH',
      `/transactions/${hold.id}`,
      { pending: false },
    )
    expect(forged.status).to.equal(422)
    expect(forged.body.errors).to.deep.equal([{ pointer: '/pending', detail: 'is not a known field' }])
    expect((await api<Tx>(user, 'GET', `/transactions/${hold.id}`)).body.pending).to.equal(true)
  })

  it('leaves a card hold out of the budget until the bank posts it, then counts what posted', async () => {
    const user = newUser()
    const { accountId, bankUser, sync } = await syncedAccount(user)
    const hold = (await list(user, `&account_id=${accountId}&pending=true`))[0]!
    const categorised = await api<Tx>(user, 'PATCH', `/transactions/${hold.id}`, { category: 'dining' })
    expect(categorised.body).to.include({ category: 'dining', pending: true })
    const spent = async (month: string) => {
      const budget = await api<{ categories: { category: string; spent: string }[] }>(
        user,
        'PUT',
        `/budgets/${month}`,
        { currency: 'USD', categories: [{ category: 'dining', amount: '100.00', rollover: false }] },
      )
      expect(budget.status, budget.text).to.equal(200)
      return budget.body.categories[0]!.spent
    }
    expect(await spent(hold.occurred_at.slice(0, 7))).to.equal('0.00')

    const bank = bankUser.accounts[0]!
    bank.transactions = bank.transactions.filter((t) => t.id !== 'FP-P1')
    bank.transactions.push({
      id: 'FP-2',
      posted: now() - HOUR,
      amount: '-46.00',
      description: 'THE GOOD DINER',
    })
    await sync()
    const posted = (await api<Tx>(user, 'GET', `/transactions/${hold.id}`)).body
    expect(posted).to.include({ external_id: 'FP-2', amount: '46.00', category: 'dining', pending: false })
    expect(await spent(posted.occurred_at.slice(0, 7))).to.equal('46.00')
  })
})
