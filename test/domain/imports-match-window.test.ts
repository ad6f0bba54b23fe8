import { expect } from 'chai'
import { DAY_MS } from '../../src/domain/calendar.js'
import { fingerprintLines } from '../../src/domain/imports/line-identity.js'
import {
  MATCH_WINDOW_DAYS,
  matchCandidateWindow,
  planRows,
  type MatchCandidate,
} from '../../src/domain/imports/plan-rows.js'
import type { StatementLine } from '../../src/domain/imports/statement.js'

// Times of day that sit on the edges of a UTC day, and one inside it.
const TIMES = ['00:00:00.000', '00:00:00.001', '12:00:00.000', '23:59:59.999']
const at = (day: number, time: string) =>
  new Date(Date.parse(`2026-10-${String(day).padStart(2, '0')}T${time}Z`))

const line = (n: number, occurredAt: Date): StatementLine => ({
  line: n,
  occurredAt,
  amount: '10.00',
  type: 'expense',
  currency: 'EUR',
  description: 'Shop',
  merchant: null,
  externalId: null,
})
const candidate = (occurredAt: Date): MatchCandidate => ({
  id: 'c',
  occurredAt,
  amount: '10.00',
  type: 'expense',
  currency: 'EUR',
  merchant: 'Shop',
  description: null,
})

function matches(lines: StatementLine[], candidateAt: Date): boolean {
  return planRows({
    accountCurrency: 'EUR',
    lines,
    fingerprints: fingerprintLines(lines),
    isKnown: () => false,
    candidates: [candidate(candidateAt)],
    newId: () => 'new',
  }).some((row) => row.status === 'match')
}

const inside = (window: { start: Date; end: Date }, when: Date) => when >= window.start && when < window.end

describe('imports: the match candidates pre-filter and the match rule', () => {
  it('the pre-filter window around a file holds every candidate the rule can match to one of its lines', () => {
    let matched = 0
    for (const firstTime of TIMES)
      for (const lastTime of TIMES)
        for (const lastDay of [10, 11, 14]) {
          const lines = [line(1, at(10, firstTime)), line(2, at(lastDay, lastTime))]
          const window = matchCandidateWindow(lines[0]!.occurredAt, lines[1]!.occurredAt)
          for (let day = 10 - MATCH_WINDOW_DAYS - 2; day <= lastDay + MATCH_WINDOW_DAYS + 2; day++)
            for (const time of TIMES) {
              const when = at(day, time)
              if (!matches(lines, when)) continue
              matched++
              expect(inside(window, when), `${when.toISOString()} in ${JSON.stringify(window)}`).to.equal(
                true,
              )
            }
        }
    expect(matched).to.be.greaterThan(0)
  })

  it('the rule matches the whole UTC days MATCH_WINDOW_DAYS either side, at any time of day, and no further', () => {
    const lines = [line(1, at(10, '12:00:00.000'))]
    expect(matches(lines, at(10 - MATCH_WINDOW_DAYS, '00:00:00.000'))).to.equal(true)
    expect(matches(lines, at(10 + MATCH_WINDOW_DAYS, '23:59:59.999'))).to.equal(true)
    expect(matches(lines, new Date(at(10 - MATCH_WINDOW_DAYS, '00:00:00.000').getTime() - 1))).to.equal(false)
    expect(matches(lines, new Date(at(10 + MATCH_WINDOW_DAYS, '23:59:59.999').getTime() + 1))).to.equal(false)
  })

  it('the pre-filter is [first - 4 days, last + 5 days): the 3 days of the rule and the time-zone margin', () => {
    const window = matchCandidateWindow(at(10, '12:00:00.000'), at(14, '12:00:00.000'))
    expect(window.start.getTime()).to.equal(at(10, '12:00:00.000').getTime() - 4 * DAY_MS)
    expect(window.end.getTime()).to.equal(at(14, '12:00:00.000').getTime() + 5 * DAY_MS)
  })
})
