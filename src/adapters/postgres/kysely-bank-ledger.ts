import type { Kysely, Transaction as KyselyTransaction } from 'kysely'
import type { BankLedger, BankLedgerInput, BankLedgerOutcome } from '../../application/ports/bank-ledger.js'
import type { BankTransaction } from '../../domain/bank-sync/bank-feed-data.js'
import { fingerprintLines } from '../../domain/imports/line-identity.js'
import { planRows } from '../../domain/imports/plan-rows.js'
import type { StatementLine } from '../../domain/imports/statement.js'
import { decimal } from '../../domain/money.js'
import { amountOf, typeOf, whenOf } from '../../domain/bank-sync/bank-transaction-draft.js'
import { KyselyImportRepository } from './kysely-import-repository.js'
import type { Database } from './schema.js'
import { DAY_MS } from '../../domain/calendar.js'

/** A posted transaction may differ from its pending version by this much (a tip added at a restaurant). */
const PENDING_AMOUNT_TOLERANCE = 0.2
const PENDING_DAYS_TOLERANCE = 5

interface StoredPending {
  readonly id: string
  readonly externalId: string | null
  readonly type: string
  readonly amount: string
  readonly occurredAt: Date
}

/**
 * The bank-sync side of the ledger (docs/bank-sync.md "Sync semantics"), on the statement
 * import's identity and matching rules (domain/imports): within one database transaction per
 * bank account, a transaction the account already holds under the bank's id is skipped (or, when
 * it was pending and has posted, updated in place); a posted transaction whose pending version
 * carried another id replaces it (same direction, amount within 20%, date within 5 days); the
 * rest is matched against the user's manual, notification and bill transactions (merged, with
 * `reconciled`) or inserted; pending transactions the bank dropped are removed after 10 days.
 */
export class KyselyBankLedger implements BankLedger {
  readonly #db: Kysely<Database>
  constructor({ db }: { db: Kysely<Database> }) {
    this.#db = db
  }

  apply(input: BankLedgerInput): Promise<BankLedgerOutcome> {
    return this.#db.transaction().execute((tx) => this.#apply(tx, input))
  }

  async unseen(userId: string, accountId: string, externalIds: readonly string[]): Promise<Set<string>> {
    const unseen = new Set(externalIds)
    if (unseen.size === 0) return unseen
    const known = await this.#db
      .selectFrom('transactions')
      .select('external_id')
      .where('user_id', '=', userId)
      .where('account_id', '=', accountId)
      .where('external_id', 'in', [...unseen])
      .execute()
    for (const r of known) if (r.external_id !== null) unseen.delete(r.external_id)
    return unseen
  }

  async setBalance(userId: string, accountId: string, balance: string, now: Date): Promise<void> {
    await this.#db
      .updateTable('accounts')
      .set((eb) => ({ balance, version: eb('version', '+', 1), updated_at: now }))
      .where('user_id', '=', userId)
      .where('id', '=', accountId)
      .where('balance', '<>', balance)
      .execute()
  }

  async #apply(tx: KyselyTransaction<Database>, input: BankLedgerInput): Promise<BankLedgerOutcome> {
    const { userId, accountId, now } = input
    // One row per bank id (a bank repeating an id within one answer would otherwise double it).
    const incoming = [...new Map(input.transactions.map((t) => [t.externalId, t])).values()]
    const ids = incoming.map((t) => t.externalId)
    const known = new Map(
      (ids.length === 0
        ? []
        : await tx
            .selectFrom('transactions')
            .select(['id', 'external_id', 'pending', 'amount', 'type', 'occurred_at'])
            .where('user_id', '=', userId)
            .where('account_id', '=', accountId)
            .where('external_id', 'in', ids)
            .execute()
      ).map((r) => [r.external_id!, r]),
    )
    const pendings: StoredPending[] = (
      await tx
        .selectFrom('transactions')
        .select(['id', 'external_id', 'type', 'amount', 'occurred_at'])
        .where('user_id', '=', userId)
        .where('account_id', '=', accountId)
        .where('pending', '=', true)
        .execute()
    ).map((r) => ({
      id: r.id,
      externalId: r.external_id,
      type: r.type,
      amount: r.amount,
      occurredAt: r.occurred_at,
    }))
    const stillReported = new Set(ids)
    const replaceable = pendings.filter((p) => p.externalId === null || !stillReported.has(p.externalId))

    const outcome = { created: 0, merged: 0, skipped: 0, pendingReplaced: 0, pendingRemoved: 0 }
    const fresh: BankTransaction[] = []
    for (const t of incoming) {
      const stored = known.get(t.externalId)
      if (stored) {
        if (stored.pending && !t.pending) {
          await this.#post(tx, stored.id, t, now)
          outcome.pendingReplaced++
        } else outcome.skipped++
        continue
      }
      const earlier = t.pending ? undefined : takePendingFor(replaceable, t, now)
      if (earlier) {
        await this.#post(tx, earlier.id, t, now)
        outcome.pendingReplaced++
        continue
      }
      fresh.push(t)
    }

    if (fresh.length > 0) {
      const decided = await this.#insertOrMerge(tx, input, fresh)
      outcome.created += decided.created
      outcome.merged += decided.merged
      outcome.skipped += decided.skipped
    }

    const dropped = await tx
      .deleteFrom('transactions')
      .where('user_id', '=', userId)
      .where('account_id', '=', accountId)
      .where('pending', '=', true)
      .where('occurred_at', '<', input.pendingExpiresBefore)
      .where((eb) =>
        ids.length === 0
          ? eb.val(true)
          : eb.or([eb('external_id', 'is', null), eb('external_id', 'not in', ids)]),
      )
      .executeTakeFirst()
    outcome.pendingRemoved = Number(dropped.numDeletedRows)
    return outcome
  }

  /** The posted version of a pending transaction: same row and id, the bank's final figures. */
  async #post(tx: KyselyTransaction<Database>, id: string, t: BankTransaction, now: Date): Promise<void> {
    await tx
      .updateTable('transactions')
      .set((eb) => ({
        external_id: t.externalId,
        amount: amountOf(t),
        type: typeOf(t),
        occurred_at: whenOf(t, now),
        pending: false,
        version: eb('version', '+', 1),
        updated_at: now,
      }))
      .where('id', '=', id)
      .execute()
  }

  /** New bank transactions through the import's matching: merged into a recorded payment, or inserted. */
  async #insertOrMerge(
    tx: KyselyTransaction<Database>,
    input: BankLedgerInput,
    fresh: readonly BankTransaction[],
  ): Promise<{ created: number; merged: number; skipped: number }> {
    const { userId, accountId, now } = input
    const lines: StatementLine[] = fresh.map((t, i) => ({
      line: i + 1,
      occurredAt: whenOf(t, now),
      amount: amountOf(t),
      type: typeOf(t),
      currency: input.currency,
      description: t.description,
      merchant: t.payee,
      externalId: t.externalId,
    }))
    const fingerprints = fingerprintLines(lines)
    // The statement import's own queries, inside this transaction: the same identity and matching.
    const imports = new KyselyImportRepository({ db: tx })
    const known = await imports.knownIdentities(userId, accountId, [], fingerprints)
    const times = lines.map((l) => l.occurredAt.getTime())
    const candidates = await imports.matchCandidates(
      userId,
      accountId,
      new Date(Math.min(...times)),
      new Date(Math.max(...times)),
    )
    const rows = planRows({
      accountCurrency: input.currency,
      lines,
      fingerprints,
      isKnown: ({ fingerprint }) => known.fingerprints.has(fingerprint),
      candidates,
      newId: () => crypto.randomUUID(),
    })
    let created = 0
    let merged = 0
    let skipped = 0
    for (const [i, row] of rows.entries()) {
      const bank = fresh[i]!
      if (row.status === 'match' && row.transactionId) {
        await tx
          .updateTable('transactions')
          .set((eb) => ({
            external_id: bank.externalId,
            fingerprint: row.fingerprint,
            reconciled: true,
            account_id: eb.fn.coalesce('account_id', eb.val(accountId)),
            pending: bank.pending,
            version: eb('version', '+', 1),
            updated_at: now,
          }))
          .where('id', '=', row.transactionId)
          .where('user_id', '=', userId)
          .execute()
        merged++
      } else if (row.status === 'new' && row.transactionId) {
        const decided = input.categorized?.get(bank.externalId)
        const inserted = await tx
          .insertInto('transactions')
          .values({
            id: row.transactionId,
            user_id: userId,
            account_id: accountId,
            amount: row.amount,
            type: row.type,
            currency: row.currency,
            occurred_at: row.occurredAt,
            description: row.description || null,
            merchant: decided ? decided.merchant : row.merchant,
            category: decided?.category ?? null,
            category_source: decided?.categorySource ?? 'none',
            category_confidence: decided?.categoryConfidence ?? null,
            notes: decided?.notes ?? null,
            source: 'bank_sync',
            created_at: now,
            updated_at: now,
            external_id: bank.externalId,
            fingerprint: row.fingerprint,
            reconciled: !bank.pending,
            pending: bank.pending,
          })
          .onConflict((oc) => oc.doNothing())
          .executeTakeFirst()
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0) created++
        else skipped++
      } else skipped++
    }
    return { created, merged, skipped }
  }
}

/** Takes (once) the stored pending transaction a posted one most likely is, if any. */
function takePendingFor(pendings: StoredPending[], t: BankTransaction, now: Date): StoredPending | undefined {
  const amount = decimal(t.amount).abs()
  const at = whenOf(t, now).getTime()
  let best: { index: number; days: number } | undefined
  pendings.forEach((p, index) => {
    if (p.type !== typeOf(t)) return
    const theirs = decimal(p.amount)
    if (amount.minus(theirs).abs().greaterThan(theirs.times(PENDING_AMOUNT_TOLERANCE))) return
    const days = Math.abs(at - p.occurredAt.getTime()) / DAY_MS
    if (days > PENDING_DAYS_TOLERANCE) return
    if (!best || days < best.days) best = { index, days }
  })
  if (!best) return undefined
  return pendings.splice(best.index, 1)[0]
}
