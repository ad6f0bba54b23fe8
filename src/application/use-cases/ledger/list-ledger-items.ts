import type { Owned } from '../../../domain/ledger/owned.js'
import type { Page, PagePosition } from '../../ports/owned-repository.js'
import type { LedgerDeps } from './ledger-deps.js'

export const PAGE_SIZE = { default: 50, max: 200 } as const

export interface ListLedgerItemsInput<Filter> {
  readonly userId: string
  readonly filter: Filter
  readonly limit: number
  readonly after: PagePosition | undefined
}

export class ListLedgerItems<Item extends Owned & Draft, Draft, Filter> {
  readonly #deps: LedgerDeps<Item, Draft, Filter>
  constructor(deps: LedgerDeps<Item, Draft, Filter>) {
    this.#deps = deps
  }

  /** Newest first; `limit` is clamped to 1..200. */
  async execute({ userId, filter, limit, after }: ListLedgerItemsInput<Filter>): Promise<Page<Item>> {
    const bounded = Math.min(Math.max(1, Math.trunc(limit)), PAGE_SIZE.max)
    const { repository, hooks } = this.#deps
    const read = hooks?.filter ? await hooks.filter(userId, filter) : filter
    return repository.list(userId, read, { limit: bounded, after })
  }
}
