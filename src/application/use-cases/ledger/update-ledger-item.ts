import { NotFoundError, PreconditionFailedError } from '../../../domain/errors.js'
import type { Owned } from '../../../domain/ledger/owned.js'
import type { LedgerDeps } from './ledger-deps.js'
import { requireOwnAccount } from './own-account.js'
import type { LedgerChange } from './ledger-change.js'

export type { LedgerChange } from './ledger-change.js'

/** If-Match as the core sees it: absent, `*`, or the versions the client holds. */
export type VersionPrecondition =
  | { readonly kind: 'none' }
  | { readonly kind: 'any' }
  | { readonly kind: 'versions'; readonly versions: readonly number[] }

export interface UpdateLedgerItemInput<Draft> {
  readonly userId: string
  readonly id: string
  readonly change: LedgerChange<Draft>
  readonly precondition: VersionPrecondition
}

export class UpdateLedgerItem<Item extends Owned & Draft, Draft, Filter> {
  readonly #deps: LedgerDeps<Item, Draft, Filter>
  constructor(deps: LedgerDeps<Item, Draft, Filter>) {
    this.#deps = deps
  }

  async execute({ userId, id, change, precondition }: UpdateLedgerItemInput<Draft>): Promise<Item> {
    const { kind, accounts, repository, clock, hooks } = this.#deps
    const current = await repository.get(userId, id)
    if (!current) throw new NotFoundError(kind.name)
    if (precondition.kind === 'versions' && !precondition.versions.includes(current.version)) {
      throw new PreconditionFailedError()
    }
    // A patch merges over the stored item, which is its draft plus the Owned fields an update ignores.
    const merged: Draft = change.mode === 'patch' ? { ...current, ...change.patch } : change.draft
    const write = { kind: 'update', before: current, change } as const
    const canonical = kind.canonical(merged)
    await requireOwnAccount(kind, accounts, userId, canonical)
    const draft = hooks?.prepare ? await hooks.prepare(userId, canonical, write) : canonical
    // With If-Match the write only lands on the version the client saw; a race in between is a 412.
    const expected = precondition.kind === 'versions' ? current.version : undefined
    const outcome = await repository.update(userId, id, draft, clock.now(), expected)
    if (outcome.kind === 'not_found') throw new NotFoundError(kind.name)
    if (outcome.kind === 'version_mismatch') throw new PreconditionFailedError()
    await hooks?.written?.(userId, outcome.item, write)
    await this.#deps.changes?.updated(userId, current, outcome.item)
    return outcome.item
  }
}
