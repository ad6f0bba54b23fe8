import { randomUUID } from 'node:crypto'
import { expect } from 'chai'
import type { BankConnectionRepository } from '../../src/application/ports/bank-connection-repository.js'
import type { BankConnection, BankSync, ConnectionAccount } from '../../src/domain/bank-sync/connection.js'

/** A BankConnectionRepository under test; `newAccountId` makes a ledger account of the user to link. */
export interface BankConnectionSubject {
  readonly port: BankConnectionRepository
  readonly newUserId: () => Promise<string>
  readonly newAccountId: (userId: string) => Promise<string>
}

const at = (day: number, hour = 10) => new Date(Date.UTC(2026, 10, day, hour))

const bankAccount = (extra: Partial<ConnectionAccount> = {}): ConnectionAccount => ({
  externalId: 'ACT-1',
  name: 'Checking',
  currency: 'USD',
  balance: '1520.33',
  balanceDate: at(20),
  institution: 'First Bank',
  linkedAccountId: null,
  ...extra,
})

const connection = (userId: string, extra: Partial<BankConnection> = {}): BankConnection => ({
  id: randomUUID(),
  userId,
  provider: 'simplefin',
  status: 'active',
  institutions: [{ name: 'First Bank', domain: 'first.example' }],
  accounts: [bankAccount()],
  lastSyncedAt: null,
  lastError: null,
  failures: 0,
  nextSyncAt: at(21),
  createdAt: at(20),
  updatedAt: at(20),
  ...extra,
})

const sync = (c: BankConnection, extra: Partial<BankSync> = {}): BankSync => ({
  id: randomUUID(),
  connectionId: c.id,
  userId: c.userId,
  status: 'queued',
  startedAt: at(21),
  finishedAt: null,
  created: 0,
  merged: 0,
  skipped: 0,
  pendingReplaced: 0,
  error: null,
  ...extra,
})

/** What BankConnectionRepository promises (application/ports/bank-connection-repository.ts). */
export function describeBankConnectionRepositoryContract(make: () => Promise<BankConnectionSubject>) {
  const arrange = async () => {
    const s = await make()
    return { ...s, alice: await s.newUserId(), bob: await s.newUserId() }
  }

  it("creates a connection and reads it back for its user only, the user's newest first", async () => {
    const { port, alice, bob } = await arrange()
    const older = connection(alice)
    const newer = connection(alice, { createdAt: at(20, 11), updatedAt: at(20, 11), accounts: [] })
    await port.create(older, 'sealed-1')
    await port.create(newer, 'sealed-2')
    expect(await port.get(alice, older.id)).to.deep.equal(older)
    expect(await port.get(bob, older.id)).to.equal(undefined)
    expect(await port.get(alice, randomUUID())).to.equal(undefined)
    expect((await port.list(alice)).map((c) => c.id)).to.deep.equal([newer.id, older.id])
    expect(await port.list(bob)).to.deep.equal([])
    expect(await port.getForSync(older.id)).to.deep.equal(older)
  })

  it('keeps the sealed credential apart: out only through sealedAccess, replaced by replaceSealedAccess', async () => {
    const { port, alice } = await arrange()
    const c = connection(alice)
    await port.create(c, 'sealed-1')
    expect(JSON.stringify(await port.get(alice, c.id))).not.to.include('sealed-1')
    expect(await port.sealedAccess(c.id)).to.equal('sealed-1')
    await port.replaceSealedAccess(c.id, 'sealed-2')
    expect(await port.sealedAccess(c.id)).to.equal('sealed-2')
    expect(await port.sealedAccess(randomUUID())).to.equal(undefined)
  })

  it("reads a connection's bank accounts by institution, then name", async () => {
    const { port, alice } = await arrange()
    const c = connection(alice, {
      accounts: [
        bankAccount({ externalId: 'B', name: 'Savings', institution: 'Second Bank' }),
        bankAccount({ externalId: 'C', name: 'Visa', institution: 'First Bank' }),
        bankAccount({ externalId: 'A', name: 'Checking', institution: 'First Bank', currency: null }),
      ],
    })
    await port.create(c, 'sealed')
    const read = await port.get(alice, c.id)
    expect(read!.accounts.map((a) => a.externalId)).to.deep.equal(['A', 'C', 'B'])
    expect(read!.accounts[0]).to.deep.equal(
      bankAccount({ externalId: 'A', name: 'Checking', institution: 'First Bank', currency: null }),
    )
  })

  it("links a bank account to the user's account and clears it; false for an unknown bank account or user", async () => {
    const { port, alice, bob, newAccountId } = await arrange()
    const c = connection(alice)
    await port.create(c, 'sealed')
    const account = await newAccountId(alice)
    expect(await port.link(alice, c.id, 'ACT-1', account)).to.equal(true)
    expect((await port.get(alice, c.id))!.accounts[0]!.linkedAccountId).to.equal(account)
    expect(await port.link(alice, c.id, 'NOPE', account)).to.equal(false)
    expect(await port.link(bob, c.id, 'ACT-1', null)).to.equal(false)
    expect((await port.get(alice, c.id))!.accounts[0]!.linkedAccountId).to.equal(account)
    expect(await port.link(alice, c.id, 'ACT-1', null)).to.equal(true)
    expect((await port.get(alice, c.id))!.accounts[0]!.linkedAccountId).to.equal(null)
  })

  it('refreshes bank accounts: names and balances change, links stay, new ones arrive unlinked, missing ones stay', async () => {
    const { port, alice, newAccountId } = await arrange()
    const c = connection(alice, {
      accounts: [bankAccount(), bankAccount({ externalId: 'ACT-2', name: 'Old card' })],
    })
    await port.create(c, 'sealed')
    const account = await newAccountId(alice)
    await port.link(alice, c.id, 'ACT-1', account)
    await port.saveAccounts(c.id, alice, [
      bankAccount({ name: 'Everyday checking', balance: '99.10', balanceDate: at(22) }),
      bankAccount({ externalId: 'ACT-3', name: 'Savings', balance: '5000' }),
    ])
    const accounts = (await port.get(alice, c.id))!.accounts
    expect(accounts.map((a) => [a.externalId, a.name, a.balance, a.linkedAccountId])).to.deep.equal([
      ['ACT-1', 'Everyday checking', '99.10', account],
      ['ACT-2', 'Old card', '1520.33', null],
      ['ACT-3', 'Savings', '5000', null],
    ])
    expect(accounts[0]!.balanceDate).to.deep.equal(at(22))
    await port.saveAccounts(c.id, alice, [])
    expect((await port.get(alice, c.id))!.accounts).to.have.length(3)
  })

  it('answers the connections due at `now`, oldest due first, never a revoked one, at most `limit`', async () => {
    const { port, alice, bob } = await arrange()
    // Far past, so that no other test's connection on a shared database comes first.
    const long = (n: number) => new Date(Date.UTC(1990, 0, 1, n))
    const late = connection(alice, { nextSyncAt: long(3) })
    const early = connection(bob, { nextSyncAt: long(1), status: 'needs_attention' })
    const revoked = connection(alice, { nextSyncAt: long(0), status: 'revoked' })
    const future = connection(alice, { nextSyncAt: at(30) })
    for (const c of [late, early, revoked, future]) await port.create(c, 'sealed')
    const due = await port.due(long(5), 10)
    expect(due.map((c) => c.id)).to.include.members([early.id, late.id])
    expect(due.map((c) => c.id)).not.to.include.members([revoked.id])
    expect(due.map((c) => c.id).indexOf(early.id)).to.be.lessThan(due.map((c) => c.id).indexOf(late.id))
    expect(due.map((c) => c.id)).not.to.include(future.id)
    expect(await port.due(long(2), 1)).to.have.length(1)
  })

  it("records a sync attempt's state; lastSyncedAt stays when not given", async () => {
    const { port, alice } = await arrange()
    const c = connection(alice)
    await port.create(c, 'sealed')
    const state = {
      status: 'needs_attention',
      lastError: 'You must reauthenticate.',
      failures: 2,
      nextSyncAt: at(23),
    }
    await port.updateState(c.id, { ...state, status: 'active', lastSyncedAt: at(21), updatedAt: at(21) })
    await port.updateState(c.id, { ...state, status: 'needs_attention', updatedAt: at(22) })
    expect(await port.get(alice, c.id)).to.deep.include({
      ...state,
      lastSyncedAt: at(21),
      updatedAt: at(22),
    })
  })

  it('moves a queued sync to running once, records its outcome, and lists the syncs newest first', async () => {
    const { port, alice, bob } = await arrange()
    const c = connection(alice)
    await port.create(c, 'sealed')
    const first = sync(c)
    const second = sync(c, { startedAt: at(22) })
    await port.createSync(first)
    await port.createSync(second)
    expect(await port.getSync(first.id)).to.deep.equal(first)
    expect(await port.getSync(randomUUID())).to.equal(undefined)
    expect(await port.markSyncRunning(first.id)).to.equal(true)
    expect(await port.markSyncRunning(first.id)).to.equal(false)
    const outcome = {
      status: 'succeeded',
      finishedAt: at(21, 11),
      created: 3,
      merged: 1,
      skipped: 4,
      pendingReplaced: 2,
      error: null,
    } as const
    await port.finishSync(first.id, outcome)
    expect(await port.getSync(first.id)).to.deep.equal({ ...first, ...outcome })
    expect(await port.markSyncRunning(first.id)).to.equal(false)
    expect((await port.listSyncs(alice, c.id, 10)).map((s) => s.id)).to.deep.equal([second.id, first.id])
    expect((await port.listSyncs(alice, c.id, 1)).map((s) => s.id)).to.deep.equal([second.id])
    expect(await port.listSyncs(bob, c.id, 10)).to.deep.equal([])
  })

  it('deletes a connection with its credential, bank accounts and syncs; only its own user can', async () => {
    const { port, alice, bob } = await arrange()
    const c = connection(alice)
    await port.create(c, 'sealed')
    const s = sync(c)
    await port.createSync(s)
    expect(await port.delete(bob, c.id)).to.equal(false)
    expect(await port.delete(alice, c.id)).to.equal(true)
    expect(await port.delete(alice, c.id)).to.equal(false)
    expect(await port.get(alice, c.id)).to.equal(undefined)
    expect(await port.getForSync(c.id)).to.equal(undefined)
    expect(await port.sealedAccess(c.id)).to.equal(undefined)
    expect(await port.getSync(s.id)).to.equal(undefined)
  })
}
