import { FrankfurterForexHistory } from '../../src/adapters/market/frankfurter-forex-history.js'
import { UpstreamUnavailableError } from '../../src/domain/errors.js'
import type { IsoDate } from '../../src/domain/portfolio/calendar.js'
import { FakeForexHistory } from '../fakes/fake-forex-history.js'
import { FakeFrankfurter } from '../market/support/fake-frankfurter.js'
import { describeForexHistoryContract } from './forex-history.contract.js'

const known = { base: 'EUR', quote: 'USD', from: '2025-12-12' as IsoDate, to: '2025-12-16' as IsoDate }
const unknown = { base: 'EUR', quote: 'XXX' }

/** The forex history port, held by its fake and by the ECB adapter over the fake Frankfurter server. */
describe('contract: ForexHistory', () => {
  describe('FakeForexHistory', () => {
    describeForexHistoryContract(async () => {
      const port = new FakeForexHistory()
      port.ratesByPair.set('EUR/USD', {
        '2025-12-16': 1.1742,
        '2025-12-12': 1.1722,
        '2025-12-15': 1.1732,
        '2025-12-20': 1.2,
      })
      return {
        port,
        known,
        unknown,
        fail: () => (port.failure = new UpstreamUnavailableError('fake', 'down')),
      }
    })
  })

  describe('FrankfurterForexHistory over the fake Frankfurter', () => {
    let server: FakeFrankfurter | undefined
    afterEach(async () => {
      await server?.close()
      server = undefined
    })
    describeForexHistoryContract(async () => {
      const fake = await FakeFrankfurter.start()
      server = fake
      return {
        port: new FrankfurterForexHistory({ baseUrl: fake.url, timeoutMs: 1000, retries: 0 }),
        known,
        unknown,
        fail: () => (fake.mode = 'down'),
      }
    })
  })
})
