import { expect } from 'chai'
import type { EarningsEvent } from '../../src/domain/market/market-data.js'
import type { EarningsCalendar } from '../../src/application/ports/earnings-calendar.js'
import { eachSubject, expectUpstreamFailure } from './subject.js'

/** An EarningsCalendar under test, and the provider world behind it. */
export interface EarningsSubject {
  readonly port: EarningsCalendar
  /** The provider lists these reports on their day, in this order. */
  readonly know: (events: readonly EarningsEvent[]) => void
  readonly breakDown: () => void
  readonly close: () => Promise<void>
}

const event = (symbol: string, date: string, extra: Partial<EarningsEvent> = {}): EarningsEvent => ({
  symbol,
  name: `${symbol} Holdings`,
  date,
  time: 'bmo',
  epsEstimate: 1.25,
  epsActual: null,
  surprisePercent: null,
  ...extra,
})

/** What EarningsCalendar promises (application/ports/earnings-calendar.ts). */
export function describeEarningsCalendarContract(make: () => Promise<EarningsSubject>) {
  const current = eachSubject(make)

  it("day: every report of that day in the provider's order; [] for a day without any", async () => {
    const subject = current()
    const cmi = event('CMI', '2025-02-06', { epsActual: 5.16, surprisePercent: 9.32 })
    const afrm = event('AFRM', '2025-02-06', { time: 'amc', epsEstimate: -0.13 })
    const later = event('SE', '2025-02-07', { time: 'unknown', epsEstimate: null })
    subject.know([cmi, afrm, later])
    expect(await subject.port.day('2025-02-06')).to.deep.equal([cmi, afrm])
    expect(await subject.port.day('2025-02-07')).to.deep.equal([later])
    expect(await subject.port.day('2025-02-08')).to.deep.equal([])
  })

  it('a failing provider is UpstreamUnavailableError or UpstreamTimeoutError', async () => {
    const subject = current()
    subject.breakDown()
    await expectUpstreamFailure(subject.port.day('2025-02-06'))
  })
}
