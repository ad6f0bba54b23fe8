import { expect } from 'chai'
import type { ForexRates } from '../../src/application/ports/forex-rates.js'
import { eachSubject, expectUpstreamFailure } from './subject.js'

/** A ForexRates under test, and the provider world behind it. */
export interface ForexSubject {
  readonly port: ForexRates
  /** The provider knows `currency` at `perEur` units for one euro (cross rates follow). */
  readonly know: (currency: string, perEur: number) => void
  readonly breakDown: () => void
  readonly close: () => Promise<void>
}

/** What ForexRates promises (application/ports/forex-rates.ts). */
export function describeForexRatesContract(make: () => Promise<ForexSubject>) {
  const current = eachSubject(make)

  it('rates: keyed "BASE/QUOTE", units of quote per base; pairs nobody knows are absent', async () => {
    const subject = current()
    subject.know('EUR', 1)
    subject.know('USD', 1.25)
    subject.know('GBP', 0.8)
    const rates = await subject.port.rates([
      { base: 'EUR', quote: 'USD' },
      { base: 'GBP', quote: 'USD' },
      { base: 'XAU', quote: 'USD' },
    ])
    expect([...rates.keys()].sort()).to.deep.equal(['EUR/USD', 'GBP/USD'])
    expect(rates.get('EUR/USD')).to.include({ pair: 'EUR/USD', base: 'EUR', quote: 'USD', rate: 1.25 })
    expect(rates.get('GBP/USD')!.rate).to.be.closeTo(1.5625, 1e-4)
  })

  it('no source answering is UpstreamUnavailableError or UpstreamTimeoutError', async () => {
    const subject = current()
    subject.know('EUR', 1)
    subject.know('USD', 1.25)
    subject.breakDown()
    await expectUpstreamFailure(subject.port.rates([{ base: 'EUR', quote: 'USD' }]))
  })
}
