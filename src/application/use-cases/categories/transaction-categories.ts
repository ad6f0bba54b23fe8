import type { CategoryRepository } from '../../ports/category-repository.js'
import type { TransactionFilter } from '../../ports/ledger-repositories.js'
import type { TransactionCategorizer } from '../../ports/transaction-categorizer.js'
import type { LedgerHooks, LedgerWrite, LedgerWritten } from '../ledger/ledger-hooks.js'
import { categoryNameKey } from '../../../domain/categories/category.js'
import { categoryNamed, withChildren } from '../../../domain/categories/category-tree.js'
import { ValidationError } from '../../../domain/errors.js'
import type { Transaction, TransactionDraft } from '../../../domain/ledger/transaction.js'

type TransactionWrite = LedgerWrite<Transaction, TransactionDraft>

/** Whether the client set the category: a PATCH that names it, a PUT that changes it. */
function setsCategory(draft: TransactionDraft, write: TransactionWrite): boolean {
  if (write.kind === 'create') return draft.category !== null
  if (write.change.mode === 'patch') return write.change.patch.category !== undefined
  return categoryNameKey(draft.category ?? '') !== categoryNameKey(write.before.category ?? '')
}

/**
 * What categories add to the transactions' CRUD (docs/categories.md "Transaction fields"): a
 * category a client sets must be one of the user's (any case; stored as the category spells it)
 * and is the user's choice (`user`, no confidence), told to categorisation so it learns; a new
 * transaction without one is offered to categorisation; a write that leaves the category alone
 * keeps who set it; and a list filtered by a category includes its children.
 */
export class TransactionCategories implements LedgerHooks<Transaction, TransactionDraft, TransactionFilter> {
  readonly #categories: CategoryRepository
  readonly #categorizer: TransactionCategorizer
  constructor(deps: { categories: CategoryRepository; transactionCategorizer: TransactionCategorizer }) {
    this.#categories = deps.categories
    this.#categorizer = deps.transactionCategorizer
  }

  async prepare(userId: string, draft: TransactionDraft, write: TransactionWrite): Promise<TransactionDraft> {
    if (write.kind === 'create' && draft.category === null) {
      // The steps that ask a server (embedder, model) run after the answer: written() below.
      const [categorized] = await this.#categorizer.categorize(userId, [draft], { localOnly: true })
      return categorized ?? draft
    }
    if (!setsCategory(draft, write)) {
      const before = write.kind === 'update' ? write.before : undefined
      return {
        ...draft,
        categorySource: before?.categorySource ?? 'none',
        categoryConfidence: before?.categoryConfidence ?? null,
      }
    }
    if (draft.category === null) return { ...draft, categorySource: 'none', categoryConfidence: null }
    const category = categoryNamed(await this.#categories.list(userId), draft.category)
    if (!category)
      throw ValidationError.field(
        '/category',
        `is not one of your categories ("${draft.category}"); GET /categories lists them, POST /categories adds one`,
      )
    return { ...draft, category: category.name, categorySource: 'user', categoryConfidence: null }
  }

  async written(
    userId: string,
    item: Transaction,
    write: LedgerWritten<Transaction, TransactionDraft>,
  ): Promise<void> {
    if (write.kind === 'create' && item.categorySource === 'none') {
      await this.#categorizer.completeLater(userId, [item.id])
      return
    }
    if (write.kind === 'delete' || item.categorySource !== 'user' || item.category === null) return
    const before = write.kind === 'update' ? write.before : undefined
    const known =
      before?.categorySource === 'user' &&
      categoryNameKey(before.category ?? '') === categoryNameKey(item.category)
    if (!known) await this.#categorizer.chosen(userId, item)
  }

  async filter(userId: string, filter: TransactionFilter): Promise<TransactionFilter> {
    if (!filter.categories?.length) return filter
    const all = await this.#categories.list(userId)
    const names = filter.categories.flatMap((name) => {
      const category = categoryNamed(all, name)
      return category ? withChildren(all, category).map((c) => c.name) : [name]
    })
    return { ...filter, categories: names }
  }
}
