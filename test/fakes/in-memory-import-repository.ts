import { randomUUID } from 'node:crypto'
import type { ImportRepository, KnownIdentities } from '../../src/application/ports/import-repository.js'
import type { Page, PageRequest } from '../../src/application/ports/owned-repository.js'
import { matchCandidateWindow, type MatchCandidate } from '../../src/domain/imports/plan-rows.js'
import type { CsvMapping } from '../../src/domain/imports/statement.js'
import {
  countRows,
  type CommitOutcome,
  type ImportRow,
  type PlannedRow,
  type StatementImport,
} from '../../src/domain/imports/statement-import.js'
import type { Transaction } from '../../src/domain/ledger/transaction.js'
import { InMemoryTransactionRepository } from './in-memory-transaction-repository.js'

/** A stored row: what was planned, and whether a merge filled in its transaction's account. */
type StoredRow = PlannedRow & { accountWasNull?: boolean }

/**
 * Statement imports in memory over the in-memory ledger (an InMemoryTransactionRepository), as
 * the port documents them. Transactions carry no fingerprint in the domain: the fake keeps them
 * beside the ledger, by transaction id. The account's unique bank id and fingerprint are kept
 * the way the table's unique indexes keep them.
 */
export class InMemoryImportRepository implements ImportRepository {
  readonly imports = new Map<string, StatementImport>()
  readonly rows = new Map<string, StoredRow[]>()
  readonly mappings = new Map<string, { userId: string; mapping: CsvMapping }>()
  /** The fingerprint of each transaction a statement wrote or merged into. */
  readonly fingerprints = new Map<string, string>()
  readonly transactions: InMemoryTransactionRepository

  constructor(transactions = new InMemoryTransactionRepository()) {
    this.transactions = transactions
  }

  async knownIdentities(
    userId: string,
    accountId: string,
    externalIds: readonly string[],
    fingerprints: readonly string[],
  ): Promise<KnownIdentities> {
    const inAccount = this.#ledger().filter((t) => t.userId === userId && t.accountId === accountId)
    const ids = new Set(externalIds)
    const prints = new Set(fingerprints)
    return {
      externalIds: new Set(
        inAccount.flatMap((t) => (t.externalId !== null && ids.has(t.externalId) ? [t.externalId] : [])),
      ),
      fingerprints: new Set(
        inAccount.flatMap((t) => {
          const print = this.fingerprints.get(t.id)
          return print !== undefined && prints.has(print) ? [print] : []
        }),
      ),
    }
  }

  async matchCandidates(userId: string, accountId: string, from: Date, to: Date): Promise<MatchCandidate[]> {
    const window = matchCandidateWindow(from, to)
    const start = window.start.getTime()
    const end = window.end.getTime()
    return this.#ledger()
      .filter(
        (t) =>
          t.userId === userId &&
          (t.accountId === accountId || t.accountId === null) &&
          t.importId === null &&
          t.source !== 'import' &&
          !t.reconciled &&
          t.externalId === null &&
          t.occurredAt.getTime() >= start &&
          t.occurredAt.getTime() < end,
      )
      .map(({ id, occurredAt, amount, type, currency, merchant, description }) => ({
        id,
        occurredAt,
        amount,
        type,
        currency,
        merchant,
        description,
      }))
  }

  async savePreview(imported: StatementImport, rows: readonly PlannedRow[]): Promise<void> {
    if (this.imports.has(imported.id)) throw new Error(`import ${imported.id} exists`)
    this.imports.set(imported.id, {
      ...imported,
      status: 'preview',
      commit: null,
      previousBalance: null,
      committedAt: null,
    })
    this.rows.set(
      imported.id,
      rows.map((r) => ({ ...r })),
    )
  }

  async get(userId: string, id: string): Promise<StatementImport | undefined> {
    const found = this.imports.get(id)
    return found?.userId === userId ? found : undefined
  }

  async list(userId: string, { limit, after }: PageRequest): Promise<Page<StatementImport>> {
    const at = (i: StatementImport) => i.createdAt.getTime()
    const mine = [...this.imports.values()]
      .filter((i) => i.userId === userId)
      .sort((a, b) => at(b) - at(a) || (a.id < b.id ? 1 : -1))
      .filter(
        (i) =>
          !after || at(i) < after.sortKey.getTime() || (at(i) === after.sortKey.getTime() && i.id < after.id),
      )
    const items = mine.slice(0, limit)
    const last = mine.length > limit ? items[items.length - 1] : undefined
    return { items, next: last ? { sortKey: last.createdAt, id: last.id } : undefined }
  }

  async listRows(
    userId: string,
    importId: string,
    afterLine: number | undefined,
    limit: number,
  ): Promise<{ rows: ImportRow[]; more: boolean }> {
    if (!(await this.get(userId, importId))) return { rows: [], more: false }
    const after = (this.rows.get(importId) ?? [])
      .filter((r) => afterLine === undefined || r.line > afterLine)
      .sort((a, b) => a.line - b.line)
    return { rows: after.slice(0, limit).map(asListed), more: after.length > limit }
  }

  async commit(
    userId: string,
    id: string,
    now: Date,
    previousBalance: string | null,
  ): Promise<CommitOutcome> {
    const imported = await this.get(userId, id)
    if (!imported) return { created: 0, merged: 0, skipped: 0 }
    const rows = this.rows.get(id)!
    const ledger = this.transactions.rows
    for (const [i, r] of rows.entries()) {
      if (r.status !== 'match') continue
      const t = r.transactionId === null ? undefined : ledger.get(r.transactionId)
      if (!t || t.userId !== userId || t.reconciled || t.externalId !== null)
        rows[i] = {
          ...r,
          status: 'new',
          transactionId: randomUUID(),
          detail: 'the matched transaction changed after the preview',
        }
    }
    let merged = 0
    for (const [i, r] of rows.entries()) {
      if (r.status !== 'match') continue
      const t = ledger.get(r.transactionId!)!
      rows[i] = { ...r, accountWasNull: t.accountId === null }
      ledger.set(t.id, {
        ...t,
        externalId: r.externalId,
        reconciled: true,
        accountId: t.accountId ?? imported.accountId,
        version: t.version + 1,
        updatedAt: now,
      })
      this.fingerprints.set(t.id, r.fingerprint)
      merged++
    }
    let created = 0
    for (const [i, r] of [...rows.entries()].sort(([, a], [, b]) => a.line - b.line)) {
      if (r.status !== 'new') continue
      if (this.#taken(imported.accountId, r.externalId, r.fingerprint) || ledger.has(r.transactionId!)) {
        rows[i] = {
          ...r,
          status: 'duplicate',
          transactionId: null,
          detail: 'already in the account (imported after the preview)',
        }
        continue
      }
      const t: Transaction = {
        id: r.transactionId!,
        userId,
        version: 1,
        createdAt: now,
        updatedAt: now,
        accountId: imported.accountId,
        amount: r.amount as Transaction['amount'],
        type: r.type,
        currency: r.currency as Transaction['currency'],
        occurredAt: r.occurredAt,
        description: r.description === '' ? null : r.description,
        merchant: r.merchant,
        category: r.category?.name ?? null,
        categorySource: r.category?.source ?? 'none',
        categoryConfidence: r.category?.confidence ?? null,
        notes: r.notes,
        source: 'import',
        externalId: r.externalId,
        importId: id,
        reconciled: true,
        pending: false,
      }
      ledger.set(t.id, t)
      this.fingerprints.set(t.id, r.fingerprint)
      created++
    }
    const counts = countRows(rows)
    const outcome = { created, merged, skipped: counts.duplicate + counts.error }
    this.imports.set(id, {
      ...imported,
      status: 'committed',
      commit: outcome,
      counts: { ...imported.counts, new: counts.new, duplicate: counts.duplicate, match: counts.match },
      previousBalance,
      committedAt: now,
    })
    return outcome
  }

  async committedRuleHits(userId: string, id: string): Promise<Map<string, number>> {
    const hits = new Map<string, number>()
    if (!(await this.get(userId, id))) return hits
    for (const r of this.rows.get(id) ?? [])
      if (r.status === 'new' && r.ruleId !== undefined) hits.set(r.ruleId, (hits.get(r.ruleId) ?? 0) + 1)
    return hits
  }

  async undo(userId: string, id: string, now: Date): Promise<void> {
    if (!(await this.get(userId, id))) return
    const ledger = this.transactions.rows
    for (const t of [...ledger.values()])
      if (t.userId === userId && t.importId === id) {
        ledger.delete(t.id)
        this.fingerprints.delete(t.id)
      }
    for (const r of this.rows.get(id) ?? []) {
      const t = r.status === 'match' && r.transactionId !== null ? ledger.get(r.transactionId) : undefined
      if (!t || t.userId !== userId) continue
      ledger.set(t.id, {
        ...t,
        externalId: null,
        reconciled: false,
        accountId: r.accountWasNull ? null : t.accountId,
        version: t.version + 1,
        updatedAt: now,
      })
      this.fingerprints.delete(t.id)
    }
    await this.delete(userId, id)
  }

  async delete(userId: string, id: string): Promise<boolean> {
    if (!(await this.get(userId, id))) return false
    this.imports.delete(id)
    this.rows.delete(id)
    // The ledger's transactions outlive their import (they only forget it).
    for (const t of this.#ledger())
      if (t.importId === id) this.transactions.rows.set(t.id, { ...t, importId: null })
    return true
  }

  async mappingFor(userId: string, accountId: string): Promise<CsvMapping | undefined> {
    const stored = this.mappings.get(accountId)
    return stored?.userId === userId ? stored.mapping : undefined
  }

  async rememberMapping(userId: string, accountId: string, mapping: CsvMapping): Promise<void> {
    this.mappings.set(accountId, { userId, mapping })
  }

  #ledger(): Transaction[] {
    return [...this.transactions.rows.values()]
  }

  /** Would the account's unique bank id or fingerprint refuse this line? */
  #taken(accountId: string | null, externalId: string | null, fingerprint: string): boolean {
    if (accountId === null) return false
    return this.#ledger().some(
      (t) =>
        t.accountId === accountId &&
        ((externalId !== null && t.externalId === externalId) || this.fingerprints.get(t.id) === fingerprint),
    )
  }
}

/** A row as listed: without its identity, and its category only when categorisation gave one. */
function asListed(r: StoredRow): ImportRow {
  const { fingerprint: _fingerprint, ruleId: _ruleId, accountWasNull: _accountWasNull, ...row } = r
  return row
}
