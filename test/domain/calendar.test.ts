import { expect } from 'chai'
import {
  addDays,
  dayOf,
  dayRange,
  daysBetween,
  eachDay,
  parseUtcDay,
  startOfDay,
  startOfUtcDay,
} from '../../src/domain/calendar.js'

describe('calendar (UTC days)', () => {
  it('dayOf is the UTC day, whatever the offset the instant was written with', () => {
    expect(dayOf(new Date('2026-11-21T23:59:59.999Z'))).to.equal('2026-11-21')
    expect(dayOf(new Date('2026-11-22T00:30:00+01:00'))).to.equal('2026-11-21')
  })

  it('startOfDay and startOfUtcDay give midnight UTC', () => {
    expect(startOfDay('2026-03-29').toISOString()).to.equal('2026-03-29T00:00:00.000Z')
    expect(startOfUtcDay(new Date('2026-03-29T17:45:12Z')).toISOString()).to.equal('2026-03-29T00:00:00.000Z')
  })

  it('addDays moves instants by 24 h and days across month, year and leap-day ends', () => {
    expect(addDays(new Date('2026-01-01T06:00:00Z'), -1).toISOString()).to.equal('2025-12-31T06:00:00.000Z')
    expect(addDays('2028-02-28', 1)).to.equal('2028-02-29')
    expect(addDays('2027-02-28', 1)).to.equal('2027-03-01')
    expect(addDays('2026-12-31', 1)).to.equal('2027-01-01')
    expect(addDays('2026-03-01', -1)).to.equal('2026-02-28')
  })

  it('daysBetween, eachDay and dayRange agree on inclusive ranges', () => {
    expect(daysBetween('2026-12-01', '2026-12-08')).to.equal(7)
    expect(daysBetween('2026-12-08', '2026-12-01')).to.equal(-7)
    expect(eachDay('2026-12-30', '2027-01-02')).to.deep.equal([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ])
    expect(eachDay('2026-12-02', '2026-12-01')).to.deep.equal([])
    const range = dayRange('2026-11-01', '2026-11-30')
    expect([range.start.toISOString(), range.end.toISOString()]).to.deep.equal([
      '2026-11-01T00:00:00.000Z',
      '2026-12-01T00:00:00.000Z',
    ])
  })

  it('parseUtcDay takes only real days written YYYY-MM-DD', () => {
    expect(parseUtcDay('2028-02-29')).to.equal('2028-02-29')
    for (const bad of [
      '2027-02-29',
      '2026-02-30',
      '2026-13-01',
      '2026-1-01',
      '2026-01-01T00:00:00Z',
      'today',
      '',
    ])
      expect(parseUtcDay(bad), bad).to.equal(undefined)
  })
})
