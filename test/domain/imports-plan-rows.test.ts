import { expect } from 'chai'
import { fingerprintLines, normaliseDescription } from '../../src/domain/imports/line-identity.js'
import { planRows, type MatchCandidate } from '../../src/domain/imports/plan-rows.js'
import type { StatementLine } from '../../src/domain/imports/statement.js'

const line = (
  n: number,
  day: string,
  amount: string,
  description: string,
  extra: Partial<StatementLine> = {},
): StatementLine => ({
  line: n,
  occurredAt: new Date(`${day}T00:00:00Z`),
  amount,
  type: 'expense',
  currency: 'EUR',
  description,
  merchant: null,
  externalId: null,
  ...extra,
})

const candidate = (id: string, at: string, amount: string, merchant: string | null): MatchCandidate => ({
  id,
  occurredAt: new Date(at),
  amount,
  type: 'expense',
  currency: 'EUR',
  merchant,
  description: null,
})

function plan(lines: StatementLine[], candidates: MatchCandidate[] = [], known: Set<string> = new Set()) {
  let n = 0
  return planRows({
    accountCurrency: 'EUR',
    lines,
    fingerprints: fingerprintLines(lines),
    isKnown: ({ externalId, fingerprint }) =>
      known.has(fingerprint) || (externalId !== null && known.has(externalId)),
    candidates,
    newId: () => `new-${++n}`,
  })
}

describe('imports: line identity and the reconciliation plan', () => {
  it('normalises descriptions: case, accents, punctuation and spacing do not count', () => {
    expect(normaliseDescription('  CAFÉ  Blue-Bottle #12 ')).to.equal(
      normaliseDescription('cafe blue bottle 12'),
    )
    expect(normaliseDescription('Straße')).to.equal('straße')
  })

  it('numbers identical lines of a file: two coffees are two identities, the same two in another file the same two', () => {
    const a = fingerprintLines([
      line(1, '2026-10-03', '4.50', 'Coffee'),
      line(2, '2026-10-03', '4.5', 'COFFEE'),
    ])
    expect(a[0]).to.not.equal(a[1])
    expect(a[0]!.endsWith('#1')).to.equal(true)
    const b = fingerprintLines([
      line(9, '2026-10-02', '1.00', 'x'),
      line(10, '2026-10-03', '4.50', 'coffee'),
      line(11, '2026-10-03', '4.50', 'Coffee'),
    ])
    expect(b.slice(1)).to.deep.equal(a)
  })

  it('a known identity is a duplicate; a bank id repeated in the file is a duplicate', () => {
    const lines = [
      line(1, '2026-10-03', '4.50', 'Coffee'),
      line(2, '2026-10-04', '1.00', 'Gum', { externalId: 'F1' }),
      line(3, '2026-10-04', '1.00', 'Gum', { externalId: 'F1' }),
    ]
    const known = new Set([fingerprintLines(lines)[0]!])
    expect(plan(lines, [], known).map((r) => r.status)).to.deep.equal(['duplicate', 'new', 'duplicate'])
  })

  it('ranks every pair at once: a line does not take the candidate a nearer line needs', () => {
    // Line 1 could take A (1 day) or B (2 days); line 2 only A (0 days). Line order must not decide.
    const rows = plan(
      [line(1, '2026-10-05', '10.00', 'Shop'), line(2, '2026-10-06', '10.00', 'Shop')],
      [
        candidate('A', '2026-10-06T09:00:00Z', '10.00', 'Shop'),
        candidate('B', '2026-10-03T09:00:00Z', '10.00', 'Shop'),
      ],
    )
    expect(rows.map((r) => [r.status, r.transactionId])).to.deep.equal([
      ['match', 'B'],
      ['match', 'A'],
    ])
  })

  it('on the same day the most similar merchant wins; beyond 3 days nothing matches; amounts compare as numbers', () => {
    const rows = plan(
      [
        line(1, '2026-10-05', '10.0', 'REWE MARKT 123', { merchant: 'REWE Markt' }),
        line(2, '2026-10-01', '7.00', 'Far'),
      ],
      [
        candidate('lidl', '2026-10-05T10:00:00Z', '10.00', 'Lidl'),
        candidate('rewe', '2026-10-05T18:00:00Z', '10.00', 'Rewe'),
        candidate('far', '2026-10-05T00:00:00Z', '7.00', 'Far'),
      ],
    )
    expect(rows.map((r) => [r.status, r.transactionId])).to.deep.equal([
      ['match', 'rewe'],
      ['new', 'new-1'],
    ])
  })

  it('errors: a zero amount, another currency', () => {
    const rows = plan([
      line(1, '2026-10-05', '0.00', 'x'),
      line(2, '2026-10-05', '1.00', 'y', { currency: 'USD' }),
    ])
    expect(rows.map((r) => r.detail)).to.deep.equal([
      'the amount is zero',
      'the line is in USD, the account in EUR',
    ])
  })
})
