/** What a category counts: spending, earnings, or money moved between the user's own accounts. */
export const CATEGORY_KINDS = ['expense', 'income', 'transfer'] as const
export type CategoryKind = (typeof CATEGORY_KINDS)[number]

/**
 * Who set a transaction's category (docs/categories.md): the user, one of the user's rules, the
 * user's earlier choice for the merchant, the nearest categorised transactions, the fast model
 * tier, or nobody. A `user` category is never overwritten by automation.
 */
export const CATEGORY_SOURCES = ['user', 'rule', 'learned', 'similar', 'model', 'none'] as const
export type CategorySource = (typeof CATEGORY_SOURCES)[number]

/** What the user writes of a category; the name arrives trimmed, 1-60 characters. */
export interface CategoryDraft {
  /** 1-60 characters, unique per user ignoring case. */
  readonly name: string
  /** One level only: a category with a parent has no children. */
  readonly parentId: string | null
  readonly kind: CategoryKind
}

export interface Category extends CategoryDraft {
  readonly id: string
  readonly userId: string
  readonly createdAt: Date
}

export const CATEGORY_NAME_MAX = 60

/** The key two names collide on: "Groceries" and "groceries " are one category. */
export function categoryNameKey(name: string): string {
  return name.trim().toLocaleLowerCase('en-US')
}

/** The set a user starts with, made on the first use of categories (or of a transaction's category). */
export const DEFAULT_CATEGORIES: readonly { readonly name: string; readonly kind: CategoryKind }[] = [
  { name: 'groceries', kind: 'expense' },
  { name: 'dining', kind: 'expense' },
  { name: 'coffee', kind: 'expense' },
  { name: 'transport', kind: 'expense' },
  { name: 'fuel', kind: 'expense' },
  { name: 'housing', kind: 'expense' },
  { name: 'utilities', kind: 'expense' },
  { name: 'subscriptions', kind: 'expense' },
  { name: 'shopping', kind: 'expense' },
  { name: 'health', kind: 'expense' },
  { name: 'travel', kind: 'expense' },
  { name: 'entertainment', kind: 'expense' },
  { name: 'education', kind: 'expense' },
  { name: 'gifts', kind: 'expense' },
  { name: 'fees', kind: 'expense' },
  { name: 'salary', kind: 'income' },
  { name: 'other income', kind: 'income' },
  { name: 'transfers', kind: 'transfer' },
]
