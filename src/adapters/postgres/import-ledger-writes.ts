import { sql, type Kysely } from 'kysely'
import type { CommitOutcome } from '../../domain/imports/statement-import.js'
import type { Database } from './schema.js'

/*
 * What an import writes into the ledger at commit and takes back at undo, each a few set-based
 * statements over its import_rows (ImportRepository's contracts). Run inside the caller's unit of
 * work: the statements go together or not at all.
 */

export async function applyImportToLedger(
  db: Kysely<Database>,
  userId: string,
  id: string,
  now: Date,
  previousBalance: string | null,
): Promise<CommitOutcome> {
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

/**
 * Per rule, the rows the commit made transactions of that took the rule's answer at preview;
 * rows that ended duplicate or error, and merges, count nothing.
 */
export async function committedRuleHits(
  db: Kysely<Database>,
  userId: string,
  id: string,
): Promise<Map<string, number>> {
  const rows = await db
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

/** Takes back what the commit wrote; the import and its rows are the caller's to delete. */
export async function undoImportInLedger(
  db: Kysely<Database>,
  userId: string,
  id: string,
  now: Date,
): Promise<void> {
  await db.deleteFrom('transactions').where('user_id', '=', userId).where('import_id', '=', id).execute()
  await sql`
    UPDATE transactions t SET external_id = NULL, fingerprint = NULL, reconciled = false,
      account_id = CASE WHEN r.account_was_null THEN NULL ELSE t.account_id END,
      version = t.version + 1, updated_at = ${now}
    FROM import_rows r
    WHERE r.import_id = ${id} AND r.user_id = ${userId} AND r.status = 'match'
      AND t.id = r.transaction_id AND t.user_id = ${userId}`.execute(db)
}
