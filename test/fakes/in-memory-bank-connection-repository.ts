import type {
  BankConnectionRepository,
  SyncOutcome,
} from '../../src/application/ports/bank-connection-repository.js'
import type { BankConnection, BankSync, ConnectionAccount } from '../../src/domain/bank-sync/connection.js'

const byTime = (a: Date, b: Date) => a.getTime() - b.getTime()
const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
const accountOrder = (a: ConnectionAccount, b: ConnectionAccount) =>
  a.institution.localeCompare(b.institution) ||
  a.name.localeCompare(b.name) ||
  (a.externalId < b.externalId ? -1 : a.externalId > b.externalId ? 1 : 0)

/** Bank connections, their sealed credentials and their syncs in memory, as the port documents them. */
export class InMemoryBankConnectionRepository implements BankConnectionRepository {
  /** Every connection by id, whoever owns it (tests seed and inspect it). */
  readonly connections = new Map<string, BankConnection>()
  readonly sealed = new Map<string, string>()
  readonly syncs = new Map<string, BankSync>()

  async create(connection: BankConnection, sealedAccess: string): Promise<void> {
    if (this.connections.has(connection.id)) throw new Error(`connection ${connection.id} exists`)
    this.connections.set(connection.id, { ...connection, accounts: [...connection.accounts] })
    this.sealed.set(connection.id, sealedAccess)
  }

  async list(userId: string): Promise<BankConnection[]> {
    return [...this.connections.values()]
      .filter((c) => c.userId === userId)
      .sort((a, b) => byTime(b.createdAt, a.createdAt) || byId(b, a))
      .map((c) => this.#read(c))
  }

  async get(userId: string, id: string): Promise<BankConnection | undefined> {
    const c = this.connections.get(id)
    return c?.userId === userId ? this.#read(c) : undefined
  }

  async delete(userId: string, id: string): Promise<boolean> {
    if (!(await this.get(userId, id))) return false
    this.connections.delete(id)
    this.sealed.delete(id)
    for (const [syncId, s] of this.syncs) if (s.connectionId === id) this.syncs.delete(syncId)
    return true
  }

  async link(userId: string, id: string, externalId: string, accountId: string | null): Promise<boolean> {
    const c = this.connections.get(id)
    if (c?.userId !== userId || !c.accounts.some((a) => a.externalId === externalId)) return false
    const accounts = c.accounts.map((a) =>
      a.externalId === externalId ? { ...a, linkedAccountId: accountId } : a,
    )
    this.connections.set(id, { ...c, accounts })
    return true
  }

  async sealedAccess(connectionId: string): Promise<string | undefined> {
    return this.sealed.get(connectionId)
  }

  async replaceSealedAccess(connectionId: string, sealed: string): Promise<void> {
    if (this.sealed.has(connectionId)) this.sealed.set(connectionId, sealed)
  }

  async saveAccounts(
    connectionId: string,
    userId: string,
    accounts: readonly ConnectionAccount[],
  ): Promise<void> {
    const c = this.connections.get(connectionId)
    if (!c || c.userId !== userId) return
    const merged = [...c.accounts]
    for (const a of accounts) {
      const at = merged.findIndex((m) => m.externalId === a.externalId)
      if (at < 0) merged.push(a)
      else merged[at] = { ...a, linkedAccountId: merged[at]!.linkedAccountId }
    }
    this.connections.set(connectionId, { ...c, accounts: merged })
  }

  async due(now: Date, limit: number): Promise<BankConnection[]> {
    return [...this.connections.values()]
      .filter((c) => c.status !== 'revoked' && c.nextSyncAt <= now)
      .sort((a, b) => byTime(a.nextSyncAt, b.nextSyncAt))
      .slice(0, limit)
      .map((c) => this.#read(c))
  }

  async getForSync(connectionId: string): Promise<BankConnection | undefined> {
    const c = this.connections.get(connectionId)
    return c ? this.#read(c) : undefined
  }

  async updateState(
    connectionId: string,
    state: Pick<BankConnection, 'status' | 'lastError' | 'failures' | 'nextSyncAt'> & {
      readonly lastSyncedAt?: Date
      readonly updatedAt: Date
    },
  ): Promise<void> {
    const c = this.connections.get(connectionId)
    if (!c) return
    this.connections.set(connectionId, {
      ...c,
      status: state.status,
      lastError: state.lastError,
      failures: state.failures,
      nextSyncAt: state.nextSyncAt,
      updatedAt: state.updatedAt,
      lastSyncedAt: state.lastSyncedAt ?? c.lastSyncedAt,
    })
  }

  async createSync(sync: BankSync): Promise<void> {
    if (!this.connections.has(sync.connectionId)) throw new Error(`no connection ${sync.connectionId}`)
    this.syncs.set(sync.id, sync)
  }

  async getSync(syncId: string): Promise<BankSync | undefined> {
    return this.syncs.get(syncId)
  }

  async markSyncRunning(syncId: string): Promise<boolean> {
    const s = this.syncs.get(syncId)
    if (s?.status !== 'queued') return false
    this.syncs.set(syncId, { ...s, status: 'running' })
    return true
  }

  async finishSync(syncId: string, outcome: SyncOutcome): Promise<void> {
    const s = this.syncs.get(syncId)
    if (!s) return
    const { status, finishedAt, created, merged, skipped, pendingReplaced, error } = outcome
    this.syncs.set(syncId, { ...s, status, finishedAt, created, merged, skipped, pendingReplaced, error })
  }

  async listSyncs(userId: string, connectionId: string, limit: number): Promise<BankSync[]> {
    return [...this.syncs.values()]
      .filter((s) => s.userId === userId && s.connectionId === connectionId)
      .sort((a, b) => byTime(b.startedAt, a.startedAt) || byId(b, a))
      .slice(0, limit)
  }

  #read(c: BankConnection): BankConnection {
    return { ...c, accounts: [...c.accounts].sort(accountOrder) }
  }
}
