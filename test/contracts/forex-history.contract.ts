import { expect } from 'chai'
import type { ForexHistory } from '../../src/application/ports/forex-history.js'
import type { IsoDate } from '../../src/domain/portfolio/calendar.js'
import { expectUpstreamFailure } from './subject.js'

export interface ForexHistorySubject {
  readonly port: ForexHistory
  /** A pair the source knows over `window`, and the window. */
  readonly known: {
    readonly base: string
    readonly quote: string
    readonly from: IsoDate
    readonly to: IsoDate
  }
  /** A pair the source does not know. */
  readonly unknown: { readonly base: string; readonly quote: string }
  /** Makes every later call fail as a provider outage. */
  readonly fail: () => void
}

/** The ForexHistory contract: a known pair's rates inside the window, by day; unknown is undefined; outages are core errors. */
export function describeForexHistoryContract(make: () => Promise<ForexHistorySubject>): void {
  it("gives a known pair's positive rates for days inside the window, one per day, in order", async () => {
    const { port, known } = await make()
    const rates = (await port.dailyRates(known.base, known.quote, known.from, known.to))!
    expect(rates.length).to.be.greaterThan(0)
    for (const r of rates) {
      expect(r.date >= known.from && r.date <= known.to, r.date).to.equal(true)
      expect(r.close).to.be.greaterThan(0)
    }
    const days = rates.map((r) => r.date)
    expect(days).to.deep.equal([...new Set(days)].sort())
  })

  it('answers undefined for a pair no source knows', async () => {
    const { port, known, unknown } = await make()
    expect(await port.dailyRates(unknown.base, unknown.quote, known.from, known.to)).to.equal(undefined)
  })

  it('turns an outage into UpstreamUnavailableError or UpstreamTimeoutError, never a vendor error', async () => {
    const { port, known, fail } = await make()
    fail()
    await expectUpstreamFailure(port.dailyRates(known.base, known.quote, known.from, known.to))
  })
}
