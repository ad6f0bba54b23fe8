import { sql, type Kysely, type Selectable } from 'kysely'
import type { CsvMapping, StatementFormat } from '../../domain/imports/statement.js'
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
import type { ImportRowsTable, ImportsTable } from './tables/imports.js'
import { DAY_MS } from '../../domain/calendar.js'

/** Rows per INSERT of import rows (column arrays: the count of parameters does not grow). */
const BATCH = 10_000

export function importFromRow(r: Selectable<ImportsTable>): StatementImport {
  return {
    id: r.id,
    userId: r.user_id,
    accountId: r.account_id,
    format: r.format as StatementFormat,
    status: r.status,
    statement: {
      from: r.statement_from,
      to: r.statement_to,
      currency: r.currency?.trim() ?? null,
      closingBalance: r.closing_balance,
      balanceDifference: r.balance_difference,
    },
    counts: {
      rows: r.rows_total,
      new: r.rows_new,
      duplicate: r.rows_duplicate,
      match: r.rows_match,
      error: r.rows_error,
    },
    mapping: r.mapping as CsvMapping | null,
    commit:
      r.status === 'committed'
        ? { created: r.created ?? 0, merged: r.merged ?? 0, skipped: r.skipped ?? 0 }
        : null,
    previousBalance: r.previous_balance,
    createdAt: r.created_at,
    committedAt: r.committed_at,
  }
}

export function importRowFromRow(r: Selectable<ImportRowsTable>): ImportRow {
  return {
    line: r.line,
    occurredAt: r.occurred_at,
    amount: r.amount,
    type: r.type as ImportRow['type'],
    currency: r.currency.trim(),
    description: r.description,
    merchant: r.merchant,
    externalId: r.external_id,
    status: r.status,
    transactionId: r.transaction_id,
    detail: r.detail,
    category:
      r.category === null || r.category_source === 'none' || r.category_source === 'user'
        ? null
        : { name: r.category, source: r.category_source, confidence: r.category_confidence ?? 0 },
    notes: r.notes,
  }
}

export class KyselyImportRepository implements ImportRepository {
  readonly #db: Kysely<Database>
  constructor({ db }: { db: Kysely<Database> }) {
    this.#db = db
  }

  async knownIdentities(
    userId: string,
    accountId: string,
    externalIds: readonly string[],
    fingerprints: readonly string[],
  ): Promise<KnownIdentities> {
    const known = { externalIds: new Set<string>(), fingerprints: new Set<string>() }
    // One array parameter per query (= ANY), whatever the file's size.
    if (externalIds.length > 0) {
      const rows = await this.#db
        .selectFrom('transactions')
        .select('external_id')
        .where('user_id', '=', userId)
        .where('account_id', '=', accountId)
        .where(sql<boolean>`external_id = ANY(${[...externalIds]}::text[])`)
        .execute()
      for (const r of rows) if (r.external_id !== null) known.externalIds.add(r.external_id)
    }
    if (fingerprints.length > 0) {
      const rows = await this.#db
        .selectFrom('transactions')
        .select('fingerprint')
        .where('user_id', '=', userId)
        .where('account_id', '=', accountId)
        .where(sql<boolean>`fingerprint = ANY(${[...fingerprints]}::text[])`)
        .execute()
      for (const r of rows) if (r.fingerprint !== null) known.fingerprints.add(r.fingerprint)
    }
    return known
  }

  async matchCandidates(userId: string, accountId: string, from: Date, to: Date): Promise<MatchCandidate[]> {
    const rows = await this.#db
      .selectFrom('transactions')
      .select(['id', 'occurred_at', 'amount', 'type', 'currency', 'merchant', 'description'])
      .where('user_id', '=', userId)
      .where((eb) => eb.or([eb('account_id', '=', accountId), eb('account_id', 'is', null)]))
      .where('import_id', 'is', null)
      .where('source', '<>', 'import')
      .where('reconciled', '=', false)
      .where('external_id', 'is', null)
      .where('occurred_at', '>=', new Date(from.getTime() - 4 * DAY_MS))
      .where('occurred_at', '<', new Date(to.getTime() + 5 * DAY_MS))
      .execute()
    return rows.map((r) => ({
      id: r.id,
      occurredAt: r.occurred_at,
      amount: r.amount,
      type: r.type,
      currency: r.currency.trim(),
      merchant: r.merchant,
      description: r.description,
    }))
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

  async commit(
    userId: string,
    id: string,
    now: Date,
    previousBalance: string | null,
  ): Promise<CommitOutcome> {
    const db = this.#db
    // A match whose transaction was reconciled, given a bank id or deleted since the preview is
    // new after all (a fresh id: the row's transaction_id named the other transaction).
    await sql`
      UPDATE import_rows r SET status = 'new', transaction_id = gen_random_uuid(),
        detail = 'the matched transaction changed after the preview'
      WHERE r.import_id = ${id} AND r.user_id = ${userId} AND r.status = 'match'
        AND NOT EXISTS (SELECT 1 FROM transactions t WHERE t.id = r.transaction_id AND t.user_id = ${userId}
          AND NOT t.reconciled AND t.external_id IS NULL)`.execute(db)
    await sql`
      UPDATE import_rows r SET account_was_null = (t.account_id IS NULL)
      FROM transactions t
      WHERE r.import_id = ${id} AND r.user_id = ${userId} AND r.status = 'match'
        AND t.id = r.transaction_id AND t.user_id = ${userId}`.execute(db)
    const merged = await sql`
      UPDATE transactions t SET external_id = r.external_id, fingerprint = r.fingerprint, reconciled = true,
        account_id = coalesce(t.account_id, i.account_id), version = t.version + 1, updated_at = ${now}
      FROM import_rows r JOIN imports i ON i.id = r.import_id
      WHERE r.import_id = ${id} AND r.user_id = ${userId} AND r.status = 'match'
        AND t.id = r.transaction_id AND t.user_id = ${userId}`.execute(db)
    // The new rows go in with one statement, straight from import_rows: nothing crosses the wire
    // twice. A row whose bank id or fingerprint arrived since the preview hits a unique index.
    const created = await sql`
      INSERT INTO transactions (id, user_id, account_id, amount, type, currency, occurred_at, description,
        merchant, category, category_source, category_confidence, notes, source, version, created_at,
        updated_at, external_id, fingerprint, import_id, reconciled)
      SELECT r.transaction_id, r.user_id, i.account_id, r.amount, r.type, r.currency, r.occurred_at,
        nullif(r.description, ''), r.merchant, r.category, r.category_source, r.category_confidence, r.notes,
        'import', 1, ${now}, ${now}, r.external_id, r.fingerprint, r.import_id, true
      FROM import_rows r JOIN imports i ON i.id = r.import_id
      WHERE r.import_id = ${id} AND r.user_id = ${userId} AND r.status = 'new'
      ORDER BY r.line
      ON CONFLICT DO NOTHING`.execute(db)
    await sql`
      UPDATE import_rows r SET status = 'duplicate', transaction_id = NULL,
        detail = 'already in the account (imported after the preview)'
      WHERE r.import_id = ${id} AND r.user_id = ${userId} AND r.status = 'new'
        AND NOT EXISTS (SELECT 1 FROM transactions t WHERE t.id = r.transaction_id)`.execute(db)
    const counts = await db
      .selectFrom('import_rows')
      .select(['status', (eb) => eb.fn.countAll<string>().as('n')])
      .where('import_id', '=', id)
      .where('user_id', '=', userId)
      .groupBy('status')
      .execute()
    const count = (status: string) => Number(counts.find((c) => c.status === status)?.n ?? 0)
    const outcome = {
      created: Number(created.numAffectedRows ?? 0n),
      merged: Number(merged.numAffectedRows ?? 0n),
      skipped: count('duplicate') + count('error'),
    }
    await db
      .updateTable('imports')
      .set({
        status: 'committed',
        created: outcome.created,
        merged: outcome.merged,
        skipped: outcome.skipped,
        rows_new: count('new'),
        rows_duplicate: count('duplicate'),
        rows_match: count('match'),
        previous_balance: previousBalance,
        committed_at: now,
      })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .execute()
    return outcome
  }

  async committedRuleHits(userId: string, id: string): Promise<Map<string, number>> {
    const rows = await this.#db
      .selectFrom('import_rows')
      .select(['rule_id', (eb) => eb.fn.countAll<string>().as('n')])
      .where('import_id', '=', id)
      .where('user_id', '=', userId)
      .where('status', '=', 'new')
      .where('rule_id', 'is not', null)
      .groupBy('rule_id')
      .execute()
    return new Map(rows.flatMap((r) => (r.rule_id === null ? [] : [[r.rule_id, Number(r.n)]])))
  }

  async undo(userId: string, id: string, now: Date): Promise<void> {
    const db = this.#db
    await db.deleteFrom('transactions').where('user_id', '=', userId).where('import_id', '=', id).execute()
    await sql`
      UPDATE transactions t SET external_id = NULL, fingerprint = NULL, reconciled = false,
        account_id = CASE WHEN r.account_was_null THEN NULL ELSE t.account_id END,
        version = t.version + 1, updated_at = ${now}
      FROM import_rows r
      WHERE r.import_id = ${id} AND r.user_id = ${userId} AND r.status = 'match'
        AND t.id = r.transaction_id AND t.user_id = ${userId}`.execute(db)
    await this.delete(userId, id)
  }

  async delete(userId: string, id: string): Promise<boolean> {
    const result = await this.#db
      .deleteFrom('imports')
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst()
    return result.numDeletedRows > 0n
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
