import { expect } from 'chai'
import { FileStatementReader } from '../../../src/adapters/statements/file-statement-reader.js'
import { StatementUnreadableError } from '../../../src/domain/imports/statement.js'
import { expectRejection } from '../../support/expect-rejection.js'

/*
 * Hostile files: each is refused as StatementUnreadableError (a 422 with its line), never another
 * error (a 500), and in bounded time.
 */
const reader = new FileStatementReader()
const bytes = (text: string) => new TextEncoder().encode(text)
const refusal = async (text: string | Uint8Array) =>
  expectRejection(
    reader.read(typeof text === 'string' ? bytes(text) : text, { defaultCurrency: 'EUR' }),
    StatementUnreadableError,
  )

const camt = (inside: string, prolog = '') =>
  `<?xml version="1.0" encoding="UTF-8"?>\n${prolog}<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02">\n<BkToCstmrStmt><GrpHdr><MsgId>M1</MsgId></GrpHdr>\n<Stmt><Id>S1</Id><Acct><Id><IBAN>DE02120300000000202051</IBAN></Id></Acct>\n${inside}\n</Stmt></BkToCstmrStmt></Document>\n`
const entry = (extra = '') =>
  `<Ntry><Amt Ccy="EUR">12.40</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts>BOOK</Sts><BookgDt><Dt>2026-03-02</Dt></BookgDt>${extra}<AddtlNtryInf>Bakery</AddtlNtryInf></Ntry>`
const sgml = (inside: string) =>
  `OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\n\n<OFX>\n<BANKMSGSRSV1><STMTTRNRS><STMTRS>\n<CURDEF>EUR\n<BANKACCTFROM><ACCTID>991</BANKACCTFROM>\n<BANKTRANLIST>\n<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20260302<TRNAMT>-12.40<FITID>A1${inside}</STMTTRN>\n</BANKTRANLIST>\n</STMTRS></STMTTRNRS></BANKMSGSRSV1>\n</OFX>\n`

describe('statement readers: hostile files are refused with their line', () => {
  it('a CAMT document type declaring an external entity: refused at the DOCTYPE, nothing fetched', async () => {
    const error = await refusal(
      camt(
        entry('<AddtlTxInf>&ext;</AddtlTxInf>'),
        '<!DOCTYPE Document [<!ENTITY ext SYSTEM "file:///etc/hostname">]>\n',
      ),
    )
    expect(error.line).to.equal(2)
    expect(error.expected).to.match(/document type declaration/)
  })

  it('an internal entity referenced 20,000 times: refused at the DOCTYPE before any expansion', async () => {
    const error = await refusal(
      camt(entry(), `<!DOCTYPE Document [<!ENTITY w "wwwwwwwwww">]>\n`).replace('M1', '&w;'.repeat(20_000)),
    )
    expect(error.line).to.equal(2)
  })

  it('CAMT elements nested deeper than 100: refused with the line where the nesting passes 100', async () => {
    const deep = `${'<Lvl>'.repeat(150)}x${'</Lvl>'.repeat(150)}`
    const error = await refusal(camt(`<AddtlStmtInf>\n${deep}</AddtlStmtInf>${entry()}`))
    expect(error.expected).to.match(/nested at most 100 deep/)
    expect(error.line).to.equal(6)
  })

  it('OFX 2 (XML) and OFX 1 (SGML) nested deeper than 100: refused with the line', async () => {
    const xml = `<?xml version="1.0"?>\n<?OFX OFXHEADER="200" VERSION="220"?>\n<OFX>\n${'<AGG>'.repeat(120)}${'</AGG>'.repeat(120)}\n</OFX>\n`
    expect((await refusal(xml)).line).to.equal(4)
    const error = await refusal(sgml(`\n<EXT>${'<AGG>'.repeat(120)}<LEAF>v`))
    expect(error.expected).to.match(/nested at most 100 deep/)
    expect(error.line).to.equal(11)
  })

  it('an element named __proto__ (CAMT entry, OFX transaction): refused naming it', async () => {
    const inCamt = await refusal(camt(entry('<__proto__><polluted>yes</polluted></__proto__>')))
    expect(inCamt.expected).to.match(/<__proto__>/)
    expect(inCamt.line).to.equal(5)
    const inOfx = await refusal(sgml('\n<__proto__>yes'))
    expect(inOfx.expected).to.match(/<__proto__>/)
    expect(inOfx.line).to.equal(10)
    expect(({} as Record<string, unknown>).polluted).to.equal(undefined)
  })

  it('a NUL byte after the first 8 KiB of a CSV: refused at its line (no text column can store it)', async () => {
    const rows = Array.from(
      { length: 300 },
      (_, i) => `2026-03-${String((i % 28) + 1).padStart(2, '0')},Grocery store ${i},-23.10`,
    )
    const csv = `Date,Description,Amount\n${rows.join('\n')}\n2026-03-29,Pharma\u0000cy,-4.99\n`
    expect(csv.indexOf('\u0000')).to.be.above(8192)
    const error = await refusal(csv)
    expect(error.line).to.equal(302)
    expect(error.expected).to.match(/NUL/)
  })
})
