import { randomUUID } from 'node:crypto'
import { expect } from 'chai'
import type { InsightNotifier } from '../../src/application/ports/insight-notifier.js'
import { NotifyInsightAlerts } from '../../src/application/use-cases/notifications/notify-insight-alerts.js'
import { randomIdGenerator } from '../../src/adapters/ids/random-id-generator.js'
import { KyselyDeviceRepository } from '../../src/adapters/postgres/kysely-device-repository.js'
import { KyselyNotificationRepository } from '../../src/adapters/postgres/kysely-notification-repository.js'
import { disabledPushSender } from '../../src/adapters/push/disabled-push-sender.js'
import type { Insight } from '../../src/domain/insights/insight.js'
import { FakeInsightNotifier } from '../fakes/fake-insight-notifier.js'
import { FakeLog } from '../fakes/fake-log.js'
import { FixedClock } from '../fakes/fixed-clock.js'
import { onRunDatabase } from './subject.js'

const insight = (userId: string, severity: Insight['severity']): Insight => ({
  id: randomUUID(),
  userId,
  createdAt: new Date('2026-11-24T06:00:00Z'),
  kind: 'duplicate_charge',
  severity,
  subject: 'StreamBox',
  date: '2026-11-24',
  title: 'Charged twice by StreamBox',
  message: 'StreamBox charged 12.99 USD twice, 4 minutes apart.',
  data: {},
  transactionIds: [],
})

/**
 * The InsightNotifier contract: it is told of new insights (alerts among others, or none) and
 * settles; it tells nobody twice in one call. Held by the fake and by NotifyInsightAlerts.
 */
function describeInsightNotifierContract(
  make: () => Promise<{
    port: InsightNotifier
    newUserId: () => Promise<string>
    told: (userId: string) => Promise<number>
  }>,
): void {
  it('is told of alerts among other insights, and of none, and settles', async () => {
    const { port, newUserId, told } = await make()
    const user = await newUserId()
    await port.notifyNewAlerts(user, [])
    await port.notifyNewAlerts(user, [
      insight(user, 'info'),
      insight(user, 'alert'),
      insight(user, 'warning'),
    ])
    expect(await told(user)).to.be.at.least(1)
  })
}

describe('contract: InsightNotifier', () => {
  describe('FakeInsightNotifier', () => {
    describeInsightNotifierContract(async () => {
      const port = new FakeInsightNotifier()
      return {
        port,
        newUserId: async () => randomUUID(),
        told: async (userId) => port.calls.filter((c) => c.userId === userId && c.insights.length > 0).length,
      }
    })
  })

  describe('NotifyInsightAlerts on Postgres (push not configured)', () => {
    const { db, newUserId } = onRunDatabase()
    describeInsightNotifierContract(async () => {
      const notifications = new KyselyNotificationRepository({ db: db() })
      return {
        port: new NotifyInsightAlerts({
          notifications,
          devices: new KyselyDeviceRepository({ db: db() }),
          push: disabledPushSender,
          clock: new FixedClock(),
          ids: randomIdGenerator,
          log: new FakeLog(),
        }),
        newUserId,
        told: async (userId) =>
          Number(
            (
              await db()
                .selectFrom('notifications')
                .select((eb) => eb.fn.countAll<string>().as('n'))
                .where('user_id', '=', userId)
                .executeTakeFirstOrThrow()
            ).n,
          ),
      }
    })
  })
})
