import { FakeCoinGecko } from './fake-coingecko.js'
import { FakeFrankfurter } from './fake-frankfurter.js'
import { FakeNasdaq } from './fake-nasdaq.js'
import { FakeYahoo } from './fake-yahoo.js'

/** The four fake providers, started together, and the env that points the app at them. */
export interface MarketFakes {
  readonly yahoo: FakeYahoo
  readonly coingecko: FakeCoinGecko
  readonly frankfurter: FakeFrankfurter
  readonly nasdaq: FakeNasdaq
  readonly env: Record<string, string>
  close(): Promise<void>
}

export async function startMarketFakes(options: { timeoutMs?: number } = {}): Promise<MarketFakes> {
  const [yahoo, coingecko, frankfurter, nasdaq] = await Promise.all([
    FakeYahoo.start(),
    FakeCoinGecko.start(),
    FakeFrankfurter.start(),
    FakeNasdaq.start(),
  ])
  return {
    yahoo,
    coingecko,
    frankfurter,
    nasdaq,
    env: {
      YAHOO_BASE_URL: yahoo.url,
      COINGECKO_BASE_URL: coingecko.url,
      FRANKFURTER_BASE_URL: frankfurter.url,
      NASDAQ_BASE_URL: nasdaq.url,
      MARKET_TIMEOUT_MS: String(options.timeoutMs ?? 1500),
      MARKET_RETRIES: '1',
    },
    close: async () => {
      await Promise.all([yahoo.close(), coingecko.close(), frankfurter.close(), nasdaq.close()])
    },
  }
}
