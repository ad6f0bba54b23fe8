import type { User } from '../../domain/user.js'
import type { UserRepository } from '../../application/ports/user-repository.js'

/** Told of the rows an insert made (not of rows that already existed): a new user's first sight. */
export type RowsMadeListener = (made: readonly User[]) => void

/**
 * The authentication step's "make the user's row if it has none", for every token verified in one
 * turn of the event loop together: one insert (one commit) for the 50 new users who arrive at once,
 * not 50 commits queued on the pool. Written by hand because DataLoader is not among the project's
 * packages and this needs only its batching (nothing is cached: a verified token is, by TokenCache).
 * The batch runs on setImmediate, so the tokens verified for every socket read in the same poll
 * phase go together.
 *
 * It only inserts missing rows and never changes one, so the cached rows of CachedUserRepository
 * stay true (given that repository, the rows it makes are cached as read). If the statement fails,
 * each user's row is made on its own, so each request gets its own success or its own error. The
 * rows the statement made are handed to `onMade` (the usage recorder learns that those users have
 * no usage yet), before any of their requests goes on.
 */
export class UserRowsOnFirstSight {
  readonly #users: Pick<UserRepository, 'ensureAll'>
  readonly #onMade: RowsMadeListener
  /** Users waiting for the next batch; a user asked twice shares one insert. */
  #waiting = new Map<string, Promise<void>>()
  #batch: Promise<boolean> | undefined

  constructor(users: Pick<UserRepository, 'ensureAll'>, onMade: RowsMadeListener = () => {}) {
    this.#users = users
    this.#onMade = onMade
  }

  ensure(userId: string): Promise<void> {
    const known = this.#waiting.get(userId)
    if (known) return known
    this.#batch ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => this.#insertWaiting())
    const batch = this.#batch
    const mine = batch.then(async (failed) => {
      if (failed) this.#onMade(await this.#users.ensureAll([userId]))
    })
    this.#waiting.set(userId, mine)
    return mine
  }

  /** Resolves to true when the statement failed (each user's row is then made on its own). */
  async #insertWaiting(): Promise<boolean> {
    const userIds = [...this.#waiting.keys()]
    this.#waiting = new Map()
    this.#batch = undefined
    let made: readonly User[]
    try {
      made = await this.#users.ensureAll(userIds)
    } catch (error) {
      if (userIds.length === 1) throw error
      return true
    }
    this.#onMade(made)
    return false
  }
}
