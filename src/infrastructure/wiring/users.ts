import type { UserRepository } from '../../application/ports/user-repository.js'
import { GetMe } from '../../application/use-cases/users/get-me.js'
import { UpdateMe } from '../../application/use-cases/users/update-me.js'
import { KyselyUserRepository } from '../../adapters/postgres/kysely-user-repository.js'
import { defineArea, singletonsOf } from './area.js'
import type { FoundationCradle } from './foundation.js'

export interface UsersCradle {
  users: UserRepository
  getMe: GetMe
  updateMe: UpdateMe
}

type UsersNeeds = Pick<FoundationCradle, 'db'>

const singleton = singletonsOf<UsersCradle & UsersNeeds>()

/** The users table (created on a user's first authenticated request) and /me. */
export const usersArea = defineArea<UsersCradle, UsersNeeds>('users', () => ({
  users: singleton(KyselyUserRepository),
  getMe: singleton(GetMe),
  updateMe: singleton(UpdateMe),
}))
