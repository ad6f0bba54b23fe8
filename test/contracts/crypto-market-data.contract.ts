import { expect } from 'chai'
import type { CryptoCurrency, CryptoId } from '../../src/domain/market/market-data.js'
import type { CryptoMarketData } from '../../src/application/ports/crypto-market-data.js'
import { eachSubject, expectUpstreamFailure } from './subject.js'

/** A CryptoMarketData under test, and the provider world behind it. */
export interface CryptoMarketSubject {
  readonly port: CryptoMarketData
  /** The provider knows coin `id` at `usd`. */
  readonly know: (id: string, symbol: string, name: string, usd: number) => void
  readonly breakDown: () => void
  readonly close: () => Promise<void>
}

const usd = 'usd' as CryptoCurrency
const id = (s: string) => s as CryptoId

/** What CryptoMarketData promises (application/ports/crypto-market-data.ts). */
export function describeCryptoMarketDataContract(make: () => Promise<CryptoMarketSubject>) {
  const current = eachSubject(make)

  it('prices: one entry per known id, in the currency asked; unknown ids are absent', async () => {
    const subject = current()
    subject.know('litecoin', 'ltc', 'Litecoin', 88.41)
    const prices = await subject.port.prices([id('litecoin'), id('nocoin')], usd)
    expect([...prices.keys()]).to.deep.equal(['litecoin'])
    expect(prices.get(id('litecoin'))).to.include({ id: 'litecoin', price: 88.41, currency: 'usd' })
  })

  it('history: candles without volume for a known id; undefined for an unknown one', async () => {
    const subject = current()
    subject.know('litecoin', 'ltc', 'Litecoin', 88.41)
    const history = await subject.port.history(id('litecoin'), usd, '5d')
    expect(history).to.include({ assetType: 'crypto', period: '5d' })
    for (const candle of history!.candles) expect(candle.volume).to.equal(null)
    expect(await subject.port.history(id('nocoin'), usd, '5d')).to.equal(undefined)
  })

  it('a failing provider is UpstreamUnavailableError or UpstreamTimeoutError', async () => {
    const subject = current()
    subject.know('litecoin', 'ltc', 'Litecoin', 88.41)
    subject.breakDown()
    await expectUpstreamFailure(subject.port.prices([id('litecoin')], usd))
  })
}
