import { randomUUID } from 'node:crypto'
import type { PushSender } from '../../src/application/ports/push-sender.js'
import { NotifyBankConnection } from '../../src/application/use-cases/notifications/notify-bank-connection.js'
import { randomIdGenerator } from '../../src/adapters/ids/random-id-generator.js'
import { KyselyDeviceRepository } from '../../src/adapters/postgres/kysely-device-repository.js'
import { KyselyNotificationRepository } from '../../src/adapters/postgres/kysely-notification-repository.js'
import { disabledPushSender } from '../../src/adapters/push/disabled-push-sender.js'
import { UpstreamUnavailableError } from '../../src/domain/errors.js'
import { FakeBankSyncNotifier } from '../fakes/fake-bank-sync-notifier.js'
import { FakeLog } from '../fakes/fake-log.js'
import { FixedClock } from '../fakes/fixed-clock.js'
import { describeBankSyncNotifierContract } from './bank-sync-notifier.contract.js'
import { onRunDatabase } from './subject.js'

/** A push service that is down. */
const failingPush: PushSender = {
  configured: true,
  send: async () => {
    throw new UpstreamUnavailableError('fcm', 'down')
  },
}

/** BankSyncNotifier, held by its fake and by NotifyBankConnection on Postgres. */
describe('contract: BankSyncNotifier', () => {
  describe('FakeBankSyncNotifier', () => {
    describeBankSyncNotifierContract(async () => {
      const port = new FakeBankSyncNotifier()
      return { port, newUserId: async () => randomUUID(), told: async (userId) => port.toldTo(userId) }
    })
  })

  describe('NotifyBankConnection on Postgres', () => {
    const run = onRunDatabase()
    describeBankSyncNotifierContract(async (pushFails) => {
      const devices = new KyselyDeviceRepository({ db: run.db() })
      return {
        port: new NotifyBankConnection({
          notifications: new KyselyNotificationRepository({ db: run.db() }),
          devices,
          push: pushFails ? failingPush : disabledPushSender,
          clock: new FixedClock(),
          ids: randomIdGenerator,
          log: new FakeLog(),
        }),
        newUserId: async () => {
          const id = await run.newUserId()
          if (pushFails) await devices.register(id, `token-${randomUUID()}`, 'android', new Date())
          return id
        },
        told: async (userId) =>
          (
            await run
              .db()
              .selectFrom('notifications')
              .select(['data', 'body'])
              .where('user_id', '=', userId)
              .where('kind', '=', 'bank_connection')
              .orderBy('created_at')
              .execute()
          ).map((n) => ({
            connectionId: n.data.connection_id!,
            message: n.body,
          })),
      }
    })
  })
})
