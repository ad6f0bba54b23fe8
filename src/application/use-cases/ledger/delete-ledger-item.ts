import { NotFoundError } from '../../../domain/errors.js'
import type { Owned } from '../../../domain/ledger/owned.js'
import type { LedgerDeps } from './ledger-deps.js'

export class DeleteLedgerItem<Item extends Owned & Draft, Draft, Filter> {
  readonly #deps: LedgerDeps<Item, Draft, Filter>
  constructor(deps: LedgerDeps<Item, Draft, Filter>) {
    this.#deps = deps
  }

  /** Deleting an account keeps its transactions and holdings; their account_id becomes null. */
  async execute({ userId, id }: { readonly userId: string; readonly id: string }): Promise<void> {
    const { repository, hooks, kind } = this.#deps
    // Read first only when a hook listens: it is told what was deleted.
    const deleted = hooks?.written ? await repository.get(userId, id) : undefined
    if (!(await repository.delete(userId, id))) throw new NotFoundError(kind.name)
    if (deleted) await hooks?.written?.(userId, deleted, { kind: 'delete' })
  }
}
