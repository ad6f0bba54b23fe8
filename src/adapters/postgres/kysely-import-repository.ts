import { sql, type Kysely } from 'kysely'
import type { CsvMapping } from '../../domain/imports/statement.js'
import type { MatchCandidate } from '../../domain/imports/plan-rows.js'
import type {
  CommitOutcome,
  ImportRow,
  PlannedRow,
  StatementImport,
} from '../../domain/imports/statement-import.js'
import type { ImportRepository, KnownIdentities } from '../../application/ports/import-repository.js'
import type { Page, PageRequest } from '../../application/ports/owned-repository.js'
import type { Database } from './schema.js'
import { deleteOwnedRow } from './delete-owned-row.js'
import { importFromRow, importRowFromRow } from './import-rows.js'
import { findKnownIdentities, findMatchCandidates } from './statement-identity-queries.js'
import { applyImportToLedger, committedRuleHits, undoImportInLedger } from './import-ledger-writes.js'

/** Rows per INSERT of import rows (column arrays: the count of parameters does not grow). */
const BATCH = 10_000

export class KyselyImportRepository implements ImportRepository {
  readonly #db: Kysely<Database>
  constructor({ db }: { db: Kysely<Database> }) {
    this.#db = db
  }

  knownIdentities(
    userId: string,
    accountId: string,
    externalIds: readonly string[],
    fingerprints: readonly string[],
  ): Promise<KnownIdentities> {
    return findKnownIdentities(this.#db, userId, accountId, externalIds, fingerprints)
  }

  matchCandidates(userId: string, accountId: string, from: Date, to: Date): Promise<MatchCandidate[]> {
    return findMatchCandidates(this.#db, userId, accountId, from, to)
  }

  async savePreview(imported: StatementImport, rows: readonly PlannedRow[]): Promise<void> {
    await this.#db
      .insertInto('imports')
      .values({
        id: imported.id,
        user_id: imported.userId,
        account_id: imported.accountId,
        format: imported.format,
        status: 'preview',
        statement_from: imported.statement.from,
        statement_to: imported.statement.to,
        currency: imported.statement.currency,
        closing_balance: imported.statement.closingBalance,
        balance_difference: imported.statement.balanceDifference,
        mapping: imported.mapping ? JSON.stringify(imported.mapping) : null,
        rows_total: imported.counts.rows,
        rows_new: imported.counts.new,
        rows_duplicate: imported.counts.duplicate,
        rows_match: imported.counts.match,
        rows_error: imported.counts.error,
        created_at: imported.createdAt,
      })
      .execute()
    // One array per column and unnest(): a statement of 17 parameters whatever the batch's size,
    // which Postgres plans once; a VALUES list of 10,000 rows costs more to build and to parse.
    for (let start = 0; start < rows.length; start += BATCH) {
      const batch = rows.slice(start, start + BATCH)
      const column = <T>(pick: (r: PlannedRow) => T) => batch.map(pick)
      await sql`
        INSERT INTO import_rows (import_id, user_id, line, occurred_at, amount, type, currency, description,
          merchant, external_id, fingerprint, status, transaction_id, detail, category, category_source,
          category_confidence, notes, rule_id)
        SELECT ${imported.id}::uuid, ${imported.userId}, * FROM unnest(
          ${column((r) => r.line)}::int[], ${column((r) => r.occurredAt.toISOString())}::timestamptz[],
          ${column((r) => r.amount)}::numeric[], ${column((r) => r.type)}::text[],
          ${column((r) => r.currency)}::text[], ${column((r) => r.description)}::text[],
          ${column((r) => r.merchant)}::text[], ${column((r) => r.externalId)}::text[],
          ${column((r) => r.fingerprint)}::text[], ${column((r) => r.status)}::text[],
          ${column((r) => r.transactionId)}::uuid[], ${column((r) => r.detail)}::text[],
          ${column((r) => r.category?.name ?? null)}::text[],
          ${column((r) => r.category?.source ?? 'none')}::text[],
          ${column((r) => r.category?.confidence ?? null)}::real[], ${column((r) => r.notes)}::text[],
          ${column((r) => r.ruleId ?? null)}::uuid[])`.execute(this.#db)
    }
  }

  async get(userId: string, id: string, lock = false): Promise<StatementImport | undefined> {
    let query = this.#db.selectFrom('imports').selectAll().where('user_id', '=', userId).where('id', '=', id)
    if (lock) query = query.forUpdate()
    const row = await query.executeTakeFirst()
    return row ? importFromRow(row) : undefined
  }

  async list(userId: string, { limit, after }: PageRequest): Promise<Page<StatementImport>> {
    let query = this.#db.selectFrom('imports').selectAll().where('user_id', '=', userId)
    if (after) query = query.where(sql<boolean>`(created_at, id) < (${after.sortKey}, ${after.id}::uuid)`)
    const rows = await query
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit + 1)
      .execute()
    const last = rows.length > limit ? rows[limit - 1] : undefined
    return {
      items: rows.slice(0, limit).map(importFromRow),
      next: last ? { sortKey: last.created_at, id: last.id } : undefined,
    }
  }

  async listRows(
    userId: string,
    importId: string,
    afterLine: number | undefined,
    limit: number,
  ): Promise<{ rows: ImportRow[]; more: boolean }> {
    let query = this.#db
      .selectFrom('import_rows')
      .selectAll()
      .where('user_id', '=', userId)
      .where('import_id', '=', importId)
    if (afterLine !== undefined) query = query.where('line', '>', afterLine)
    const rows = await query
      .orderBy('line')
      .limit(limit + 1)
      .execute()
    return { rows: rows.slice(0, limit).map(importRowFromRow), more: rows.length > limit }
  }

  commit(userId: string, id: string, now: Date, previousBalance: string | null): Promise<CommitOutcome> {
    return applyImportToLedger(this.#db, userId, id, now, previousBalance)
  }

  committedRuleHits(userId: string, id: string): Promise<Map<string, number>> {
    return committedRuleHits(this.#db, userId, id)
  }

  async undo(userId: string, id: string, now: Date): Promise<void> {
    await undoImportInLedger(this.#db, userId, id, now)
    await this.delete(userId, id)
  }

  async delete(userId: string, id: string): Promise<boolean> {
    return deleteOwnedRow(this.#db, 'imports', userId, 'id', id)
  }

  async mappingFor(userId: string, accountId: string): Promise<CsvMapping | undefined> {
    const row = await this.#db
      .selectFrom('import_mappings')
      .select('mapping')
      .where('user_id', '=', userId)
      .where('account_id', '=', accountId)
      .executeTakeFirst()
    return row ? (row.mapping as unknown as CsvMapping) : undefined
  }

  async rememberMapping(userId: string, accountId: string, mapping: CsvMapping, now: Date): Promise<void> {
    const json = JSON.stringify(mapping)
    await this.#db
      .insertInto('import_mappings')
      .values({ account_id: accountId, user_id: userId, mapping: json, updated_at: now })
      .onConflict((oc) => oc.column('account_id').doUpdateSet({ mapping: json, updated_at: now }))
      .execute()
  }
}
