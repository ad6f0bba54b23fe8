import { randomUUID } from 'node:crypto'
import type {
  BankLedger,
  BankLedgerInput,
  BankLedgerOutcome,
} from '../../src/application/ports/bank-ledger.js'
import type { BankTransaction } from '../../src/domain/bank-sync/bank-feed-data.js'
import { amountOf, typeOf, whenOf } from '../../src/domain/bank-sync/bank-transaction-draft.js'
import { DAY_MS } from '../../src/domain/calendar.js'
import { fingerprintLines } from '../../src/domain/imports/line-identity.js'
import { matchCandidateWindow, planRows } from '../../src/domain/imports/plan-rows.js'
import type { StatementLine } from '../../src/domain/imports/statement.js'
import type { Transaction } from '../../src/domain/ledger/transaction.js'
import { decimal, type CurrencyCode, type DecimalString } from '../../src/domain/money.js'
import { InMemoryAccountRepository } from './in-memory-account-repository.js'
import { InMemoryTransactionRepository } from './in-memory-transaction-repository.js'

/** How far a posted transaction may stray from its pending version, as the port documents. */
const PENDING_AMOUNT_TOLERANCE = 0.2
const PENDING_DAYS_TOLERANCE = 5

/**
 * The bank ledger over the in-memory ledger, on the statement import's identity and matching rules
 * (domain/imports). The domain's transactions carry neither a fingerprint nor a pending flag: the
 * fake keeps both beside the ledger, by transaction id.
 */
export class InMemoryBankLedger implements BankLedger {
  readonly fingerprints = new Map<string, string>()
  readonly pending = new Set<string>()
  readonly transactions: InMemoryTransactionRepository
  readonly accounts: InMemoryAccountRepository

  constructor(
    transactions = new InMemoryTransactionRepository(),
    accounts = new InMemoryAccountRepository(),
  ) {
    this.transactions = transactions
    this.accounts = accounts
  }

  async apply(input: BankLedgerInput): Promise<BankLedgerOutcome> {
    const { userId, accountId, now } = input
    const incoming = [...new Map(input.transactions.map((t) => [t.externalId, t])).values()]
    const ids = new Set(incoming.map((t) => t.externalId))
    const inAccount = () =>
      [...this.transactions.rows.values()].filter((t) => t.userId === userId && t.accountId === accountId)
    const known = new Map(
      inAccount().flatMap((t) =>
        t.externalId !== null && ids.has(t.externalId) ? [[t.externalId, t] as const] : [],
      ),
    )
    const replaceable = inAccount().filter(
      (t) => this.pending.has(t.id) && (t.externalId === null || !ids.has(t.externalId)),
    )

    const outcome = { created: 0, merged: 0, skipped: 0, pendingReplaced: 0, pendingRemoved: 0 }
    const fresh: BankTransaction[] = []
    for (const t of incoming) {
      const stored = known.get(t.externalId)
      if (stored) {
        if (this.pending.has(stored.id) && !t.pending) {
          this.#post(stored, t, now)
          outcome.pendingReplaced++
        } else outcome.skipped++
        continue
      }
      const earlier = t.pending ? undefined : takePendingFor(replaceable, t, now)
      if (earlier) {
        this.#post(earlier, t, now)
        outcome.pendingReplaced++
        continue
      }
      fresh.push(t)
    }
    if (fresh.length > 0) {
      const decided = this.#insertOrMerge(input, fresh)
      outcome.created += decided.created
      outcome.merged += decided.merged
      outcome.skipped += decided.skipped
    }
    for (const t of inAccount())
      if (
        this.pending.has(t.id) &&
        t.occurredAt < input.pendingExpiresBefore &&
        (t.externalId === null || !ids.has(t.externalId))
      ) {
        this.transactions.rows.delete(t.id)
        this.pending.delete(t.id)
        this.fingerprints.delete(t.id)
        outcome.pendingRemoved++
      }
    return outcome
  }

  async unseen(userId: string, accountId: string, externalIds: readonly string[]): Promise<Set<string>> {
    const unseen = new Set(externalIds)
    for (const t of this.transactions.rows.values())
      if (t.userId === userId && t.accountId === accountId && t.externalId !== null)
        unseen.delete(t.externalId)
    return unseen
  }

  async setBalance(userId: string, accountId: string, balance: string, now: Date): Promise<void> {
    const account = await this.accounts.get(userId, accountId)
    if (!account || decimal(account.balance).eq(balance)) return
    this.accounts.rows.set(accountId, {
      ...account,
      balance: balance as DecimalString,
      version: account.version + 1,
      updatedAt: now,
    })
  }

  #post(stored: Transaction, t: BankTransaction, now: Date): void {
    const current = this.transactions.rows.get(stored.id)!
    this.transactions.rows.set(stored.id, {
      ...current,
      externalId: t.externalId,
      amount: amountOf(t) as DecimalString,
      type: typeOf(t),
      occurredAt: whenOf(t, now),
      pending: false,
      version: current.version + 1,
      updatedAt: now,
    })
    this.pending.delete(stored.id)
  }

  #insertOrMerge(input: BankLedgerInput, fresh: readonly BankTransaction[]) {
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
    const ledger = () => [...this.transactions.rows.values()]
    const accountPrints = new Set(
      ledger().flatMap((t) =>
        t.userId === userId && t.accountId === accountId ? [this.fingerprints.get(t.id) ?? []].flat() : [],
      ),
    )
    const times = lines.map((l) => l.occurredAt.getTime())
    const window = matchCandidateWindow(new Date(Math.min(...times)), new Date(Math.max(...times)))
    const start = window.start.getTime()
    const end = window.end.getTime()
    const candidates = ledger().filter(
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
    const rows = planRows({
      accountCurrency: input.currency,
      lines,
      fingerprints,
      isKnown: ({ fingerprint }) => accountPrints.has(fingerprint),
      candidates,
      newId: () => randomUUID(),
    })
    let created = 0
    let merged = 0
    let skipped = 0
    for (const [i, row] of rows.entries()) {
      const bank = fresh[i]!
      if (row.status === 'match' && row.transactionId) {
        const t = this.transactions.rows.get(row.transactionId)!
        this.transactions.rows.set(t.id, {
          ...t,
          externalId: bank.externalId,
          reconciled: true,
          pending: bank.pending,
          accountId: t.accountId ?? accountId,
          version: t.version + 1,
          updatedAt: now,
        })
        this.fingerprints.set(t.id, row.fingerprint)
        if (bank.pending) this.pending.add(t.id)
        else this.pending.delete(t.id)
        merged++
      } else if (row.status === 'new' && row.transactionId) {
        const taken = ledger().some(
          (t) =>
            t.accountId === accountId &&
            (t.externalId === bank.externalId || this.fingerprints.get(t.id) === row.fingerprint),
        )
        if (taken) {
          skipped++
          continue
        }
        const decided = input.categorized?.get(bank.externalId)
        this.transactions.rows.set(row.transactionId, {
          id: row.transactionId,
          userId,
          version: 1,
          createdAt: now,
          updatedAt: now,
          accountId,
          amount: row.amount as DecimalString,
          type: row.type,
          currency: row.currency as CurrencyCode,
          occurredAt: row.occurredAt,
          description: row.description || null,
          merchant: decided ? decided.merchant : row.merchant,
          category: decided?.category ?? null,
          categorySource: decided?.categorySource ?? 'none',
          categoryConfidence: decided?.categoryConfidence ?? null,
          notes: decided?.notes ?? null,
          source: 'bank_sync',
          externalId: bank.externalId,
          importId: null,
          reconciled: !bank.pending,
          pending: bank.pending,
        })
        this.fingerprints.set(row.transactionId, row.fingerprint)
        if (bank.pending) this.pending.add(row.transactionId)
        created++
      } else skipped++
    }
    return { created, merged, skipped }
  }
}

/** Takes (once) the stored pending transaction a posted one most likely is, if any. */
function takePendingFor(pendings: Transaction[], t: BankTransaction, now: Date): Transaction | undefined {
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
  return best ? pendings.splice(best.index, 1)[0] : undefined
}
