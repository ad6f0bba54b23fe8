import type { Clock } from '../../ports/clock.js'
import type { UserDataStore, UserRecords } from '../../ports/user-data-store.js'

export interface UserDataExport {
  readonly userId: string
  readonly exportedAt: Date
  readonly records: UserRecords
}

/** GET /me/export: every record the service holds about the caller, in one document (GDPR art. 20). */
export class ExportUserData {
  readonly #store: UserDataStore
  readonly #clock: Clock
  constructor({ userDataStore, clock }: { userDataStore: UserDataStore; clock: Clock }) {
    this.#store = userDataStore
    this.#clock = clock
  }

  async execute({ userId }: { readonly userId: string }): Promise<UserDataExport> {
    return { userId, exportedAt: this.#clock.now(), records: await this.#store.exportAll(userId) }
  }
}
