import { expect } from 'chai'
import { Camt053StatementReader } from '../../../src/adapters/statements/camt053-statement-reader.js'
import { StatementUnreadableError } from '../../../src/domain/imports/statement.js'
import { expectRejection } from '../../support/expect-rejection.js'
import { statementFixture, totals } from '../../support/statement-fixtures.js'

const reader = new Camt053StatementReader()
const read = (file: Uint8Array) => reader.read(file, { defaultCurrency: 'XXX' })
const text = (xml: string) => new TextEncoder().encode(xml)
const fixtureText = () => new TextDecoder().decode(statementFixture('camt053-giro.xml'))

describe('Camt053StatementReader', () => {
  it('reads the booked entries: Amt/@Ccy, CdtDbtInd, BookgDt, AcctSvcrRef or NtryRef, Ustrd, counterparty; CLBD', async () => {
    const parsed = await read(statementFixture('camt053-giro.xml'))
    expect(totals(parsed)).to.deep.equal({
      lines: 4,
      income: '2800.00',
      expense: '888.97',
      from: '2026-02-02',
      to: '2026-02-27',
    })
    expect(parsed.summary).to.include({ currency: 'EUR', closingBalance: '3411.03' })
    expect(parsed.format).to.equal('camt053')
    expect(parsed.lines[0]).to.deep.include({
      line: 1,
      amount: '89.99',
      type: 'expense',
      currency: 'EUR',
      description: 'Rechnung 123456789 Kundennr 987654',
      merchant: 'Telekom Deutschland GmbH',
      externalId: '2026020200001',
    })
    // A batch: one line for the booked total, every remittance text, the first counterparty.
    expect(parsed.lines[1]).to.include({
      amount: '42.50',
      description: 'Mitgliedsbeitrag Q1 2026 Spende',
      merchant: 'Sportverein Musterstadt e.V.',
    })
    expect(parsed.lines[2]).to.include({
      merchant: 'Hausverwaltung Schäfer & Söhne',
      description: 'Miete Februar Wohnung 3. OG links',
    })
    // A credit: the debtor is the counterparty; no AcctSvcrRef, so NtryRef.
    expect(parsed.lines[3]).to.include({
      type: 'income',
      merchant: 'Arbeitgeber AG',
      externalId: 'NTRY-0004',
    })
    expect(parsed.lines.some((l) => l.amount === '19.99')).to.equal(false) // pending (PDNG) is not booked
  })

  it('reads camt.053.001.08 with namespace prefixes, Sts/Cd, Pty/Nm, ValDt when BookgDt is missing, a debit closing balance', async () => {
    const xml = `<?xml version="1.0"?>
<c:Document xmlns:c="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><c:BkToCstmrStmt><c:Stmt>
<c:Acct><c:Id><c:IBAN>CH9300762011623852957</c:IBAN></c:Id><c:Ccy>CHF</c:Ccy></c:Acct>
<c:Bal><c:Tp><c:CdOrPrtry><c:Cd>CLBD</c:Cd></c:CdOrPrtry></c:Tp><c:Amt Ccy="CHF">120.35</c:Amt><c:CdtDbtInd>DBIT</c:CdtDbtInd></c:Bal>
<c:Ntry><c:Amt Ccy="CHF">1250.00</c:Amt><c:CdtDbtInd>DBIT</c:CdtDbtInd><c:Sts><c:Cd>BOOK</c:Cd></c:Sts>
<c:ValDt><c:DtTm>2026-03-04T10:00:00+01:00</c:DtTm></c:ValDt><c:AcctSvcrRef>CH-1</c:AcctSvcrRef>
<c:NtryDtls><c:TxDtls><c:RltdPties><c:Cdtr><c:Pty><c:Nm>Immobilien AG</c:Nm></c:Pty></c:Cdtr></c:RltdPties></c:TxDtls></c:NtryDtls>
<c:AddtlNtryInf>Miete März</c:AddtlNtryInf></c:Ntry>
<c:Ntry><c:Amt Ccy="CHF">5.00</c:Amt><c:CdtDbtInd>DBIT</c:CdtDbtInd><c:Sts><c:Cd>PDNG</c:Cd></c:Sts><c:BookgDt><c:Dt>2026-03-05</c:Dt></c:BookgDt></c:Ntry>
</c:Stmt></c:BkToCstmrStmt></c:Document>`
    const parsed = await read(text(xml))
    expect(parsed.lines).to.have.length(1)
    expect(parsed.lines[0]).to.include({
      amount: '1250.00',
      currency: 'CHF',
      merchant: 'Immobilien AG',
      description: 'Miete März',
      externalId: 'CH-1',
    })
    expect(parsed.lines[0]!.occurredAt.toISOString()).to.equal('2026-03-04T00:00:00.000Z')
    expect(parsed.summary).to.include({ closingBalance: '-120.35', currency: 'CHF' })
  })

  it('refuses a truncated file, naming its last line, whether it stops between elements or inside one', async () => {
    const whole = fixtureText()
    const second = whole.indexOf('<Ntry>', whole.indexOf('<Ntry>') + 1)
    for (const cut of [whole.slice(0, second), whole.slice(0, second + 40)]) {
      const error = await expectRejection(read(text(cut)), StatementUnreadableError)
      expect(error.line).to.equal(cut.trimEnd().split('\n').length)
      expect(error.expected).to.match(/^the rest of the CAMT\.053 file: .* \(truncated\?\)$/)
    }
  })

  it('refuses XML that is not well-formed, naming the line', async () => {
    const bad = fixtureText().replace('<CdtDbtInd>DBIT</CdtDbtInd>', '<CdtDbtInd>DBIT</CdtDbtInd></Oops>')
    const error = await expectRejection(read(text(bad)), StatementUnreadableError)
    expect(error.line).to.equal(bad.split('\n').findIndex((l) => l.includes('</Oops>')) + 1)
  })

  it('refuses an entry without CdtDbtInd, naming the entry', async () => {
    const bad = fixtureText().replace('<CdtDbtInd>CRDT</CdtDbtInd>\n        <Sts>', '<Sts>')
    const error = await expectRejection(read(text(bad)), StatementUnreadableError)
    expect(error.expected).to.equal('Ntry 4: CdtDbtInd DBIT or CRDT, found ""')
  })

  it('refuses statements of two accounts', async () => {
    const whole = fixtureText()
    const stmt = whole.slice(whole.indexOf('<Stmt>'), whole.indexOf('</Stmt>') + '</Stmt>'.length)
    const two = whole.replace(stmt, stmt + stmt.replace('DE89370400440532013000', 'DE02120300000000202051'))
    const error = await expectRejection(read(text(two)), StatementUnreadableError)
    expect(error.candidates).to.deep.equal(['DE89370400440532013000', 'DE02120300000000202051'])
  })
})
