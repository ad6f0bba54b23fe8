import { expect } from 'chai'
import { FileStatementReader } from '../../../src/adapters/statements/file-statement-reader.js'
import { StatementUnreadableError } from '../../../src/domain/imports/statement.js'
import { expectRejection } from '../../support/expect-rejection.js'

/* QIF and ISO 20022 files as other writers produce them (written here after their shape). */
const reader = new FileStatementReader()
const bytes = (text: string) => new TextEncoder().encode(text)
const days = (lines: readonly { occurredAt: Date }[]) =>
  lines.map((l) => l.occurredAt.toISOString().slice(0, 10))

// Every date fits both orders (the first two numbers are 12 or less).
const AMBIGUOUS_QIF = [
  '!Type:Bank',
  'D3/4/25',
  'T-42.00',
  'PHardware store',
  '^',
  'D3/9/25',
  'T1,250.00',
  'PPayroll',
  '^',
].join('\n')

describe('statement readers: QIF and camt variants', () => {
  it('QIF whose every date fits both orders: refused with both candidates, then read in the order the user gives', async () => {
    const refused = await expectRejection(
      reader.read(bytes(AMBIGUOUS_QIF), { defaultCurrency: 'USD' }),
      StatementUnreadableError,
    )
    expect(refused.candidates).to.deep.equal(['DMY', 'MDY'])
    expect(refused.expected).to.match(/date_order/)
    const monthFirst = await reader.read(bytes(AMBIGUOUS_QIF), { defaultCurrency: 'USD', dateOrder: 'MDY' })
    expect(days(monthFirst.lines)).to.deep.equal(['2025-03-04', '2025-03-09'])
    const dayFirst = await reader.read(bytes(AMBIGUOUS_QIF), { defaultCurrency: 'USD', dateOrder: 'DMY' })
    expect(days(dayFirst.lines)).to.deep.equal(['2025-04-03', '2025-09-03'])
  })

  it('QIF starting with ### comment lines is QIF (not CSV); a four-digit year after the apostrophe is read', async () => {
    const qif = [
      '### Exported by a budgeting tool ###',
      '### for testing ###',
      '',
      '!Type:Cat',
      'NGroceries',
      'E',
      '^',
      '!Type:Bank',
      "D1/15'2024",
      'T-18.25',
      'PFarm shop',
      '^',
      "D1/31'2024",
      'T900.00',
      'PEmployer',
      '^',
    ].join('\n')
    const parsed = await reader.read(bytes(qif), { defaultCurrency: 'USD' })
    expect(parsed.format).to.equal('qif')
    expect(days(parsed.lines)).to.deep.equal(['2024-01-15', '2024-01-31'])
    expect(parsed.lines.map((l) => [l.type, l.amount, l.merchant])).to.deep.equal([
      ['expense', '18.25', 'Farm shop'],
      ['income', '900.00', 'Employer'],
    ])
  })

  for (const [kind, namespace, root] of [
    ['camt.052', 'camt.052.001.02', 'BkToCstmrAcctRpt'],
    ['camt.054', 'camt.054.001.02', 'BkToCstmrDbtCdtNtfctn'],
  ] as const) {
    it(`a ${kind} file is refused as a report, not a camt.053 statement (detected or named camt053)`, async () => {
      const xml = `<?xml version="1.0"?>\n<Document xmlns="urn:iso:std:iso:20022:tech:xsd:${namespace}">\n<${root}><GrpHdr><MsgId>R1</MsgId></GrpHdr>\n<Rpt><Id>1</Id><Acct><Id><IBAN>CH5604835012345678009</IBAN></Id></Acct>\n<Ntry><Amt Ccy="CHF">10.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><BookgDt><Dt>2026-01-05</Dt></BookgDt></Ntry></Rpt>\n</${root}></Document>\n`
      for (const format of [undefined, 'camt053'] as const) {
        const error = await expectRejection(
          reader.read(bytes(xml), { defaultCurrency: 'CHF', ...(format ? { format } : {}) }),
          StatementUnreadableError,
        )
        expect(error.expected).to.match(/camt\.052\/054 report, not a camt\.053 statement/)
      }
    })
  }
})
