import type { User, UserSettingsPatch } from '../../../domain/user.js'
import type { UserRepository } from '../../ports/user-repository.js'

export class UpdateMe {
  readonly #users: UserRepository
  constructor({ users }: { users: UserRepository }) {
    this.#users = users
  }

  /** Changes the given settings (the user is created on the way if needed); the rest stay. */
  async execute({
    userId,
    patch,
  }: {
    readonly userId: string
    readonly patch: UserSettingsPatch
  }): Promise<User> {
    await this.#users.ensure(userId)
    const user = await this.#users.update(userId, patch)
    if (!user) throw new Error('user row vanished during update')
    return user
  }
}
