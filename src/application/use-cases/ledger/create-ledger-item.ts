import type { Owned } from '../../../domain/ledger/owned.js'
import type { LedgerDeps } from './ledger-deps.js'
import { parseOwnedDraft } from './parse-owned-draft.js'

export interface CreateLedgerItemInput {
  readonly userId: string
  readonly body: Readonly<Record<string, unknown>>
}

export class CreateLedgerItem<Item extends Owned, Draft, Filter> {
  readonly #deps: LedgerDeps<Item, Draft, Filter>
  constructor(deps: LedgerDeps<Item, Draft, Filter>) {
    this.#deps = deps
  }

  async execute({ userId, body }: CreateLedgerItemInput): Promise<Item> {
    const { kind, accounts, repository, ids, clock } = this.#deps
    const draft = await parseOwnedDraft(kind, accounts, userId, body)
    return repository.insert(userId, ids.newId(), draft, clock.now())
  }
}
