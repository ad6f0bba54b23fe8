import type { UnitOfWork } from '../../ports/unit-of-work.js'
import type { UserDataStore } from '../../ports/user-data-store.js'

/**
 * DELETE /me: erases everything of the caller in one unit of work, the user's row included:
 * nothing that holds the id is left. The store's erasure tells every instance (docs/imports.md
 * "Export and erasure"), which forget the user's verified tokens and cached row, so a later
 * request with the same token verifies it again and starts an empty user.
 */
export class EraseUserData {
  readonly #store: UserDataStore
  readonly #unitOfWork: UnitOfWork
  constructor(deps: { userDataStore: UserDataStore; unitOfWork: UnitOfWork }) {
    this.#store = deps.userDataStore
    this.#unitOfWork = deps.unitOfWork
  }

  async execute({ userId }: { readonly userId: string }): Promise<void> {
    await this.#unitOfWork.run(() => this.#store.eraseAll(userId))
  }
}
