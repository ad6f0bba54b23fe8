import { NotFoundError, PreconditionFailedError } from '../../../domain/errors.js'
import type { Owned } from '../../../domain/ledger/owned.js'
import type { LedgerDeps } from './ledger-deps.js'
import { parseOwnedDraft } from './parse-owned-draft.js'

/** If-Match as the core sees it: absent, `*`, or the versions the client holds. */
export type VersionPrecondition =
  | { readonly kind: 'none' }
  | { readonly kind: 'any' }
  | { readonly kind: 'versions'; readonly versions: readonly number[] }

export interface UpdateLedgerItemInput {
  readonly userId: string
  readonly id: string
  /** 'patch' merges the body over the stored fields (null clears one); 'replace' takes the body whole. */
  readonly mode: 'patch' | 'replace'
  readonly body: Readonly<Record<string, unknown>>
  readonly precondition: VersionPrecondition
}

export class UpdateLedgerItem<Item extends Owned, Draft, Filter> {
  readonly #deps: LedgerDeps<Item, Draft, Filter>
  constructor(deps: LedgerDeps<Item, Draft, Filter>) {
    this.#deps = deps
  }

  async execute({ userId, id, mode, body, precondition }: UpdateLedgerItemInput): Promise<Item> {
    const { kind, accounts, repository, clock } = this.#deps
    const current = await repository.get(userId, id)
    if (!current) throw new NotFoundError(kind.name)
    if (precondition.kind === 'versions' && !precondition.versions.includes(current.version)) {
      throw new PreconditionFailedError()
    }
    const merged = mode === 'patch' ? { ...kind.toInput(current), ...body } : body
    const draft = await parseOwnedDraft(kind, accounts, userId, merged, body)
    // With If-Match the write only lands on the version the client saw; a race in between is a 412.
    const expected = precondition.kind === 'versions' ? current.version : undefined
    const outcome = await repository.update(userId, id, draft, clock.now(), expected)
    if (outcome.kind === 'not_found') throw new NotFoundError(kind.name)
    if (outcome.kind === 'version_mismatch') throw new PreconditionFailedError()
    await this.#deps.changes?.updated(userId, current, outcome.item)
    return outcome.item
  }
}
