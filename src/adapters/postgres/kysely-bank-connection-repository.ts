import type { Kysely } from 'kysely'
import type {
  BankConnectionRepository,
  SyncOutcome,
} from '../../application/ports/bank-connection-repository.js'
import type { BankConnection, BankSync, ConnectionAccount } from '../../domain/bank-sync/connection.js'
import {
  accountFromRow,
  accountRow,
  CONNECTION_COLUMNS,
  connectionFromRow,
  syncFromRow,
  type ConnectionRow,
} from './bank-sync-rows.js'
import type { Database } from './schema.js'
import { deleteOwnedRow } from './delete-owned-row.js'

export class KyselyBankConnectionRepository implements BankConnectionRepository {
  readonly #db: Kysely<Database>
  constructor({ db }: { db: Kysely<Database> }) {
    this.#db = db
  }

  async create(connection: BankConnection, sealedAccess: string): Promise<void> {
    await this.#db.transaction().execute(async (tx) => {
      await tx
        .insertInto('bank_connections')
        .values({
          id: connection.id,
          user_id: connection.userId,
          provider: connection.provider,
          access_sealed: sealedAccess,
          status: connection.status,
          institutions: JSON.stringify(connection.institutions),
          last_synced_at: connection.lastSyncedAt,
          last_error: connection.lastError,
          failures: connection.failures,
          next_sync_at: connection.nextSyncAt,
          created_at: connection.createdAt,
          updated_at: connection.updatedAt,
        })
        .execute()
      if (connection.accounts.length > 0)
        await tx
          .insertInto('bank_connection_accounts')
          .values(connection.accounts.map((a) => accountRow(connection.id, connection.userId, a)))
          .execute()
    })
  }

  async list(userId: string): Promise<BankConnection[]> {
    const rows = await this.#db
      .selectFrom('bank_connections')
      .select(CONNECTION_COLUMNS)
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute()
    return this.#withAccounts(rows)
  }

  async get(userId: string, id: string): Promise<BankConnection | undefined> {
    const row = await this.#db
      .selectFrom('bank_connections')
      .select(CONNECTION_COLUMNS)
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst()
    return row ? (await this.#withAccounts([row]))[0] : undefined
  }

  async delete(userId: string, id: string): Promise<boolean> {
    return deleteOwnedRow(this.#db, 'bank_connections', userId, 'id', id)
  }

  async link(userId: string, id: string, externalId: string, accountId: string | null): Promise<boolean> {
    const result = await this.#db
      .updateTable('bank_connection_accounts')
      .set({ linked_account_id: accountId })
      .where('user_id', '=', userId)
      .where('connection_id', '=', id)
      .where('external_id', '=', externalId)
      .executeTakeFirst()
    return result.numUpdatedRows > 0n
  }

  async sealedAccess(connectionId: string): Promise<string | undefined> {
    const row = await this.#db
      .selectFrom('bank_connections')
      .select('access_sealed')
      .where('id', '=', connectionId)
      .executeTakeFirst()
    return row?.access_sealed
  }

  async replaceSealedAccess(connectionId: string, sealed: string): Promise<void> {
    await this.#db
      .updateTable('bank_connections')
      .set({ access_sealed: sealed })
      .where('id', '=', connectionId)
      .execute()
  }

  async saveAccounts(
    connectionId: string,
    userId: string,
    accounts: readonly ConnectionAccount[],
  ): Promise<void> {
    if (accounts.length === 0) return
    await this.#db
      .insertInto('bank_connection_accounts')
      .values(accounts.map((a) => accountRow(connectionId, userId, a)))
      .onConflict((oc) =>
        oc.columns(['connection_id', 'external_id']).doUpdateSet((eb) => ({
          name: eb.ref('excluded.name'),
          currency: eb.ref('excluded.currency'),
          balance: eb.ref('excluded.balance'),
          balance_date: eb.ref('excluded.balance_date'),
          institution: eb.ref('excluded.institution'),
        })),
      )
      .execute()
  }

  async due(now: Date, limit: number): Promise<BankConnection[]> {
    const rows = await this.#db
      .selectFrom('bank_connections')
      .select(CONNECTION_COLUMNS)
      .where('next_sync_at', '<=', now)
      .where('status', '!=', 'revoked')
      .orderBy('next_sync_at')
      .limit(limit)
      .execute()
    return this.#withAccounts(rows)
  }

  async getForSync(connectionId: string): Promise<BankConnection | undefined> {
    const row = await this.#db
      .selectFrom('bank_connections')
      .select(CONNECTION_COLUMNS)
      .where('id', '=', connectionId)
      .executeTakeFirst()
    return row ? (await this.#withAccounts([row]))[0] : undefined
  }

  async updateState(
    connectionId: string,
    state: Pick<BankConnection, 'status' | 'lastError' | 'failures' | 'nextSyncAt'> & {
      readonly lastSyncedAt?: Date
      readonly updatedAt: Date
    },
  ): Promise<void> {
    await this.#db
      .updateTable('bank_connections')
      .set({
        status: state.status,
        last_error: state.lastError,
        failures: state.failures,
        next_sync_at: state.nextSyncAt,
        updated_at: state.updatedAt,
        ...(state.lastSyncedAt ? { last_synced_at: state.lastSyncedAt } : {}),
      })
      .where('id', '=', connectionId)
      .execute()
  }

  async createSync(sync: BankSync): Promise<void> {
    await this.#db
      .insertInto('bank_syncs')
      .values({
        id: sync.id,
        connection_id: sync.connectionId,
        user_id: sync.userId,
        status: sync.status,
        started_at: sync.startedAt,
        finished_at: sync.finishedAt,
        created: sync.created,
        merged: sync.merged,
        skipped: sync.skipped,
        pending_replaced: sync.pendingReplaced,
        error: sync.error,
      })
      .execute()
  }

  async getSync(syncId: string): Promise<BankSync | undefined> {
    const row = await this.#db
      .selectFrom('bank_syncs')
      .selectAll()
      .where('id', '=', syncId)
      .executeTakeFirst()
    return row ? syncFromRow(row) : undefined
  }

  async markSyncRunning(syncId: string): Promise<boolean> {
    const result = await this.#db
      .updateTable('bank_syncs')
      .set({ status: 'running' })
      .where('id', '=', syncId)
      .where('status', '=', 'queued')
      .executeTakeFirst()
    return result.numUpdatedRows > 0n
  }

  async finishSync(syncId: string, outcome: SyncOutcome): Promise<void> {
    await this.#db
      .updateTable('bank_syncs')
      .set({
        status: outcome.status,
        finished_at: outcome.finishedAt,
        created: outcome.created,
        merged: outcome.merged,
        skipped: outcome.skipped,
        pending_replaced: outcome.pendingReplaced,
        error: outcome.error,
      })
      .where('id', '=', syncId)
      .execute()
  }

  async listSyncs(userId: string, connectionId: string, limit: number): Promise<BankSync[]> {
    const rows = await this.#db
      .selectFrom('bank_syncs')
      .selectAll()
      .where('user_id', '=', userId)
      .where('connection_id', '=', connectionId)
      .orderBy('started_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute()
    return rows.map(syncFromRow)
  }

  async #withAccounts(rows: readonly ConnectionRow[]): Promise<BankConnection[]> {
    if (rows.length === 0) return []
    const accounts = await this.#db
      .selectFrom('bank_connection_accounts')
      .selectAll()
      .where(
        'connection_id',
        'in',
        rows.map((r) => r.id),
      )
      .orderBy('institution')
      .orderBy('name')
      .orderBy('external_id')
      .execute()
    return rows.map((r) =>
      connectionFromRow(r, accounts.filter((a) => a.connection_id === r.id).map(accountFromRow)),
    )
  }
}
