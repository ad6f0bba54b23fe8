import { NotFoundError } from '../../../domain/errors.js'
import type { Owned } from '../../../domain/ledger/owned.js'
import type { LedgerDeps } from './ledger-deps.js'

export class GetLedgerItem<Item extends Owned & Draft, Draft, Filter> {
  readonly #deps: LedgerDeps<Item, Draft, Filter>
  constructor(deps: LedgerDeps<Item, Draft, Filter>) {
    this.#deps = deps
  }

  /** Throws NotFoundError for a missing id and for another user's object alike. */
  async execute({ userId, id }: { readonly userId: string; readonly id: string }): Promise<Item> {
    const item = await this.#deps.repository.get(userId, id)
    if (!item) throw new NotFoundError(this.#deps.kind.name)
    return item
  }
}
