import type { User } from '../../../domain/user.js'
import type { UserRepository } from '../../ports/user-repository.js'

export class GetMe {
  readonly #users: UserRepository
  constructor({ users }: { users: UserRepository }) {
    this.#users = users
  }

  /** The caller's settings; the row exists once the caller is authenticated (ensureUser). */
  async execute({ userId }: { readonly userId: string }): Promise<User> {
    return this.#users.ensure(userId)
  }
}
