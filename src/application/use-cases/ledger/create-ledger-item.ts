import type { Owned } from '../../../domain/ledger/owned.js'
import type { LedgerDeps } from './ledger-deps.js'
import { requireOwnAccount } from './own-account.js'

export interface CreateLedgerItemInput<Draft> {
  readonly userId: string
  readonly draft: Draft
}

export class CreateLedgerItem<Item extends Owned & Draft, Draft, Filter> {
  readonly #deps: LedgerDeps<Item, Draft, Filter>
  constructor(deps: LedgerDeps<Item, Draft, Filter>) {
    this.#deps = deps
  }

  async execute({ userId, draft }: CreateLedgerItemInput<Draft>): Promise<Item> {
    const { kind, accounts, repository, ids, clock } = this.#deps
    const canonical = kind.canonical(draft)
    await requireOwnAccount(kind, accounts, userId, canonical)
    const item = await repository.insert(userId, ids.newId(), canonical, clock.now())
    await this.#deps.written?.(userId, [item])
    return item
  }
}
