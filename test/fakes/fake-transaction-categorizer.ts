import type {
  CategorizedDraft,
  TransactionCategorizer,
} from '../../src/application/ports/transaction-categorizer.js'
import { merchantKey } from '../../src/domain/categories/merchant-key.js'
import type { Transaction, TransactionDraft } from '../../src/domain/ledger/transaction.js'

/** A rule of the fake: the merchant, ignoring case, gives the category. */
export interface FakeCategoryRule {
  readonly id: string
  readonly userId: string
  readonly merchant: string
  readonly category: string
}

/**
 * Categorisation by table, for tests of the ledger's write paths: the user's rules (merchant is,
 * ignoring case), then what the user chose for the merchant key (the last choice, with the share
 * of agreeing choices). No step asks a server, so `completeLater` has nothing to do; every call
 * is recorded.
 */
export class FakeTransactionCategorizer implements TransactionCategorizer {
  readonly rules: FakeCategoryRule[] = []
  /** The categories chosen per user and merchant key, oldest first. */
  readonly choices = new Map<string, string[]>()
  readonly asked: {
    userId: string
    drafts: readonly TransactionDraft[]
    preview: boolean
    localOnly: boolean
  }[] = []
  readonly chosenCalls: { userId: string; transaction: Transaction }[] = []
  readonly completeLaterCalls: { userId: string; transactionIds: readonly string[] }[] = []
  /** Rule hits counted (calls that were not a preview). */
  readonly hits = new Map<string, number>()

  addRule(userId: string, merchant: string, category: string): string {
    const id = `rule-${this.rules.length + 1}`
    this.rules.push({ id, userId, merchant, category })
    return id
  }

  async categorize(
    userId: string,
    drafts: readonly TransactionDraft[],
    options: { readonly preview?: boolean; readonly localOnly?: boolean } = {},
  ): Promise<CategorizedDraft[]> {
    this.asked.push({
      userId,
      drafts,
      preview: options.preview ?? false,
      localOnly: options.localOnly ?? false,
    })
    return drafts.map((d) => {
      if (d.category !== null) return d
      const rule = this.rules.find(
        (r) => r.userId === userId && r.merchant.toLowerCase() === d.merchant?.toLowerCase(),
      )
      if (rule) {
        if (!options.preview) this.hits.set(rule.id, (this.hits.get(rule.id) ?? 0) + 1)
        return {
          ...d,
          category: rule.category,
          categorySource: 'rule',
          categoryConfidence: 1,
          ruleId: rule.id,
        }
      }
      const key = merchantKey(d.merchant ?? d.description)
      const chosen = (key === null ? undefined : this.choices.get(`${userId}|${key}`)) ?? []
      const last = chosen.at(-1)
      if (last !== undefined)
        return {
          ...d,
          category: last,
          categorySource: 'learned',
          categoryConfidence: chosen.filter((c) => c === last).length / chosen.length,
        }
      return { ...d, category: null, categorySource: 'none', categoryConfidence: null }
    })
  }

  async completeLater(userId: string, transactionIds: readonly string[]): Promise<void> {
    this.completeLaterCalls.push({ userId, transactionIds })
  }

  async chosen(userId: string, transaction: Transaction): Promise<void> {
    this.chosenCalls.push({ userId, transaction })
    const merchant = merchantKey(transaction.merchant ?? transaction.description)
    if (transaction.category === null || merchant === null) return
    const key = `${userId}|${merchant}`
    this.choices.set(key, [...(this.choices.get(key) ?? []), transaction.category])
  }
}
