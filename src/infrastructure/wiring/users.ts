import { aliasTo, asFunction } from 'awilix'
import type { RecentUsers, UserRepository } from '../../application/ports/user-repository.js'
import { GetMe } from '../../application/use-cases/users/get-me.js'
import { UpdateMe } from '../../application/use-cases/users/update-me.js'
import { CachedUserRepository } from '../../adapters/cache/cached-user-repository.js'
import { KyselyUserRepository } from '../../adapters/postgres/kysely-user-repository.js'
import type { UserErasures } from '../../adapters/cache/user-cache-invalidation.js'
import { defineArea, singletonsOf } from './area.js'
import type { FoundationCradle } from './foundation.js'

export interface UsersCradle {
  /** The users table, through the cache below (its writes drop the cached row). */
  users: UserRepository
  /** The same object: a user's row at most USER_CACHE_TTL_MS old, for the advisor. */
  recentUsers: RecentUsers
  getMe: GetMe
  updateMe: UpdateMe
}

/** `userCaches`: its erasures drop the cached row (the row is gone on every instance). */
type UsersNeeds = Pick<FoundationCradle, 'db'> & { userCaches: UserErasures }

const singleton = singletonsOf<UsersCradle & UsersNeeds>()

/** How stale a user's settings may be on another instance after PATCH /me (docs/performance.md). */
const USER_CACHE_TTL_MS = 10_000

/** The users table (created on a user's first authenticated request) and /me. */
export const usersArea = defineArea<UsersCradle, UsersNeeds>('users', () => ({
  recentUsers: asFunction((c: UsersNeeds) => {
    const users = new CachedUserRepository(new KyselyUserRepository(c), {
      ttlMs: USER_CACHE_TTL_MS,
      maxEntries: 20_000,
    })
    c.userCaches.onErased((userId) => users.forget(userId))
    return users
  }).singleton(),
  users: aliasTo('recentUsers' satisfies keyof UsersCradle),
  getMe: singleton(GetMe),
  updateMe: singleton(UpdateMe),
}))
