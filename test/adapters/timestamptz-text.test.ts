import { expect } from 'chai'
import pg from 'pg'
import { createPool } from '../../src/infrastructure/database.js'
import { testDatabaseUrl } from '../support/test-database.js'
import { readTimestamptz, timestamptzReader } from '../../src/adapters/postgres/timestamptz-text.js'

const pgReader = pg.types.getTypeParser(1184, 'text') as (text: string) => Date | number | null
const read = timestamptzReader(pgReader)

/** Text as Postgres writes a timestamptz (ISO DateStyle) for `ms` in a zone `offsetMinutes` east of UTC. */
function postgresText(ms: number, fraction: string, offsetMinutes: number): string {
  const local = new Date(ms + offsetMinutes * 60_000).toISOString()
  const sign = offsetMinutes < 0 ? '-' : '+'
  const abs = Math.abs(offsetMinutes)
  const hh = String(Math.floor(abs / 60)).padStart(2, '0')
  const mm = abs % 60 ? `:${String(abs % 60).padStart(2, '0')}` : ''
  return `${local.slice(0, 10)} ${local.slice(11, 19)}${fraction}${sign}${hh}${mm}`
}

describe('timestamptz text: the fast reader gives what pg gives', () => {
  it('agrees with pg on random instants, fractions of 0 to 6 digits and zones with and without minutes', () => {
    let seed = 7
    const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
    const zones = [0, 60, -300, 330, 345, -570, 840, -720]
    for (let i = 0; i < 20_000; i++) {
      const seconds = Math.floor(rand() * 250_000_000_00) - 1_000_000_000 // 1938 .. 2762
      const digits = Math.floor(rand() * 7)
      const fraction = digits ? `.${String(Math.floor(rand() * 10 ** digits)).padStart(digits, '0')}` : ''
      const text = postgresText(seconds * 1000, fraction, zones[i % zones.length]!)
      const fast = readTimestamptz(text)
      expect(fast, text).to.be.instanceOf(Date)
      expect(fast!.getTime(), text).to.equal((pgReader(text) as Date).getTime())
    }
  })

  it('leaves every other shape to pg: BC, infinity, early years, seconds in the offset', () => {
    for (const text of [
      'infinity',
      '-infinity',
      '0044-03-15 12:00:00+00 BC',
      '0099-01-01 00:00:00+00',
      '1883-11-18 12:03:58+00:03:58',
      '2026-11-25 10:00:00 UTC',
    ]) {
      expect(readTimestamptz(text), text).to.equal(undefined)
      expect(read(text), text).to.deep.equal(pgReader(text))
    }
  })

  it('reads what a real Postgres sends, through the service pool', async () => {
    const pool = createPool({ url: testDatabaseUrl(), poolMax: 1, statementTimeoutMs: 5_000 })
    try {
      const { rows } = await pool.query<{ a: Date; b: Date; c: number }>(
        `select '2026-11-25 10:11:12.345678+05:30'::timestamptz as a, '2026-01-01T00:00:00Z'::timestamptz as b,
                'infinity'::timestamptz as c`,
      )
      expect(rows[0]!.a.toISOString()).to.equal('2026-11-25T04:41:12.345Z')
      expect(rows[0]!.b.toISOString()).to.equal('2026-01-01T00:00:00.000Z')
      expect(rows[0]!.c).to.equal(Infinity)
    } finally {
      await pool.end()
    }
  })
})
