import { sql, type Kysely } from 'kysely'
import { matchCandidateWindow, type MatchCandidate } from '../../domain/imports/plan-rows.js'
import type { KnownIdentities } from '../../application/ports/import-repository.js'
import type { Database } from './schema.js'

/*
 * What an account already holds of a statement: the identities its lines would collide with, and
 * the transactions they may match. Shared by the statement import and bank sync (kysely-bank-ledger.ts),
 * so that both decide identity and matching alike (ImportRepository's contracts).
 */

export async function findKnownIdentities(
  db: Kysely<Database>,
  userId: string,
  accountId: string,
  externalIds: readonly string[],
  fingerprints: readonly string[],
): Promise<KnownIdentities> {
  const known = { externalIds: new Set<string>(), fingerprints: new Set<string>() }
  // One array parameter per query (= ANY), whatever the file's size.
  if (externalIds.length > 0) {
    const rows = await db
      .selectFrom('transactions')
      .select('external_id')
      .where('user_id', '=', userId)
      .where('account_id', '=', accountId)
      .where(sql<boolean>`external_id = ANY(${[...externalIds]}::text[])`)
      .execute()
    for (const r of rows) if (r.external_id !== null) known.externalIds.add(r.external_id)
  }
  if (fingerprints.length > 0) {
    const rows = await db
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

export async function findMatchCandidates(
  db: Kysely<Database>,
  userId: string,
  accountId: string,
  from: Date,
  to: Date,
): Promise<MatchCandidate[]> {
  const window = matchCandidateWindow(from, to)
  const rows = await db
    .selectFrom('transactions')
    .select(['id', 'occurred_at', 'amount', 'type', 'currency', 'merchant', 'description'])
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('account_id', '=', accountId), eb('account_id', 'is', null)]))
    .where('import_id', 'is', null)
    .where('source', '<>', 'import')
    .where('reconciled', '=', false)
    .where('external_id', 'is', null)
    .where('occurred_at', '>=', window.start)
    .where('occurred_at', '<', window.end)
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
