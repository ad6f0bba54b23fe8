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
    const { kind, accounts, repository, ids, clock, hooks } = this.#deps
    const write = { kind: 'create' } as const
    const canonical = kind.canonical(draft)
    await requireOwnAccount(kind, accounts, userId, canonical)
    const prepared = hooks?.prepare ? await hooks.prepare(userId, canonical, write) : canonical
    const created = await repository.insert(userId, ids.newId(), prepared, clock.now())
    await hooks?.written?.(userId, created, write)
    return created
  }
}
