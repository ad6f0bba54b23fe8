import { DomainError } from '../errors.js'

/** Another category of the user already has this name, ignoring case and surrounding spaces. */
export class CategoryNameTakenError extends DomainError {
  readonly code = 'category_name_taken'
  constructor(readonly categoryName: string) {
    super(`you already have a category named "${categoryName}" (names are unique ignoring case)`)
  }
}

/** What still refers to a category: its transactions, or rows of another table naming its id. */
export interface CategoryUse {
  /** `transactions`, or `<table>.<column>` for a row referring to the category's id. */
  readonly what: string
  readonly count: number
}

/** A category still in use cannot be deleted without saying where its uses go (reassign_to). */
export class CategoryInUseError extends DomainError {
  readonly code = 'category_in_use'
  constructor(
    readonly categoryName: string,
    readonly uses: readonly CategoryUse[],
  ) {
    const listed = uses.map((u) =>
      u.what === 'transactions'
        ? `${u.count} transaction${u.count === 1 ? '' : 's'}`
        : `${u.count} row${u.count === 1 ? '' : 's'} of ${u.what}`,
    )
    super(
      `category "${categoryName}" is used by ${listed.join(', ') || 'another row'}: reassign them to another category (reassign_to) to delete it`,
    )
  }
}
