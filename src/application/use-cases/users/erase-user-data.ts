import type { UnitOfWork } from '../../ports/unit-of-work.js'
import type { UserDataStore } from '../../ports/user-data-store.js'
import type { UserRepository } from '../../ports/user-repository.js'

/**
 * DELETE /me: erases everything of the caller in one unit of work, then gives the same id an
 * empty user row, in the same transaction. A verified token is cached for a while (and by every
 * instance), so the next request with it may skip the step that creates the row: without this
 * row its first write would fail. The row holds only the id and default settings.
 */
export class EraseUserData {
  readonly #store: UserDataStore
  readonly #users: UserRepository
  readonly #unitOfWork: UnitOfWork
  constructor(deps: { userDataStore: UserDataStore; users: UserRepository; unitOfWork: UnitOfWork }) {
    this.#store = deps.userDataStore
    this.#users = deps.users
    this.#unitOfWork = deps.unitOfWork
  }

  async execute({ userId }: { readonly userId: string }): Promise<void> {
    await this.#unitOfWork.run(async () => {
      await this.#store.eraseAll(userId)
      await this.#users.ensure(userId)
    })
  }
}
