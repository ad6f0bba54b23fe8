import { NotFoundError } from '../../../domain/errors.js'
import type { BankConnection, BankSync } from '../../../domain/bank-sync/connection.js'
import type { BankSyncDeps } from './bank-sync-deps.js'

/** The most syncs GET /connections/{id}/syncs lists. */
const SYNC_LIST_LIMIT = 100

/** The caller's connections, one of them, its syncs; and forgetting one. Another user's is missing. */
export class ReadConnections {
  readonly #deps: Pick<BankSyncDeps, 'bankConnections'>
  constructor(deps: Pick<BankSyncDeps, 'bankConnections'>) {
    this.#deps = deps
  }

  list(userId: string): Promise<BankConnection[]> {
    return this.#deps.bankConnections.list(userId)
  }

  async get(userId: string, id: string): Promise<BankConnection> {
    const connection = await this.#deps.bankConnections.get(userId, id)
    if (!connection) throw new NotFoundError('connection')
    return connection
  }

  async syncs(userId: string, id: string): Promise<BankSync[]> {
    await this.get(userId, id)
    return this.#deps.bankConnections.listSyncs(userId, id, SYNC_LIST_LIMIT)
  }

  /** Forgets the connection and its credential; the transactions it imported stay. */
  async delete(userId: string, id: string): Promise<void> {
    if (!(await this.#deps.bankConnections.delete(userId, id))) throw new NotFoundError('connection')
  }
}
