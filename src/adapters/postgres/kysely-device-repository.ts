import type { Kysely, Selectable } from 'kysely'
import type { Device, DevicePlatform } from '../../domain/notifications/device.js'
import type { DeviceRepository } from '../../application/ports/device-repository.js'
import type { Database } from './schema.js'
import { deleteOwnedRow } from './delete-owned-row.js'
import type { DevicesTable } from './tables/notifications.js'

const toDevice = (r: Selectable<DevicesTable>): Device => ({
  token: r.token,
  userId: r.user_id,
  platform: r.platform as DevicePlatform,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
})

export class KyselyDeviceRepository implements DeviceRepository {
  readonly #db: Kysely<Database>
  constructor({ db }: { db: Kysely<Database> }) {
    this.#db = db
  }

  async register(userId: string, token: string, platform: DevicePlatform, now: Date): Promise<Device> {
    // One statement: a token re-registered by another user moves to it (the phone changed hands or accounts).
    const row = await this.#db
      .insertInto('devices')
      .values({ token, user_id: userId, platform, created_at: now, updated_at: now })
      .onConflict((oc) =>
        oc.column('token').doUpdateSet((eb) => ({
          user_id: eb.ref('excluded.user_id'),
          platform: eb.ref('excluded.platform'),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .returningAll()
      .executeTakeFirstOrThrow()
    return toDevice(row)
  }

  async remove(userId: string, token: string): Promise<boolean> {
    return deleteOwnedRow(this.#db, 'devices', userId, 'token', token)
  }

  async listForUser(userId: string): Promise<Device[]> {
    const rows = await this.#db
      .selectFrom('devices')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .orderBy('token')
      .execute()
    return rows.map(toDevice)
  }

  async removeTokens(tokens: readonly string[]): Promise<number> {
    if (tokens.length === 0) return 0
    // Pruning follows the push service's verdict on the token itself, so it is not scoped to a user.
    const result = await this.#db
      .deleteFrom('devices')
      .where('token', 'in', [...tokens])
      .executeTakeFirst()
    return Number(result.numDeletedRows)
  }
}
