import { expect } from 'chai'
import { OfxStatementReader } from '../../../src/adapters/statements/ofx-statement-reader.js'
import { StatementUnreadableError } from '../../../src/domain/imports/statement.js'
import { expectRejection } from '../../support/expect-rejection.js'
import { statementFixture, totals } from '../../support/statement-fixtures.js'

const reader = new OfxStatementReader()
const read = (file: Uint8Array) => reader.read(file, { defaultCurrency: 'XXX' })
const text = (ofx: string) => new TextEncoder().encode(ofx)

describe('OfxStatementReader', () => {
  it('reads OFX 1.02 SGML (no closing tags, Windows-1252, a bare "&"): lines, FITID, LEDGERBAL, CURDEF', async () => {
    const parsed = await read(statementFixture('ofx1-bank-sgml.ofx'))
    expect(totals(parsed)).to.deep.equal({
      lines: 5,
      income: '2150.00',
      expense: '632.98',
      from: '2026-01-05',
      to: '2026-01-27',
    })
    expect(parsed.summary).to.include({ currency: 'USD', closingBalance: '3517.02' })
    expect(parsed.format).to.equal('ofx')
    expect(parsed.mapping).to.equal(null)
    expect(parsed.lines[0]).to.deep.include({
      line: 1,
      amount: '64.23',
      type: 'expense',
      currency: 'USD',
      merchant: 'AT&T MOBILITY',
      description: 'ONLINE PMT ATT ID 123456',
      externalId: '202601050001',
    })
    expect(parsed.lines[2]?.merchant).to.equal('CAFÉ DU MONDE NEW ORLEANS')
    expect(parsed.lines[3]).to.include({ merchant: 'CHECK 1042', description: '' })
  })

  it('reads OFX 2.2 XML with its <?xml?> and <?OFX?> headers and entities', async () => {
    const parsed = await read(statementFixture('ofx2-bank-xml.ofx'))
    expect(totals(parsed)).to.deep.equal({
      lines: 4,
      income: '1500.00',
      expense: '1233.30',
      from: '2026-02-03',
      to: '2026-02-21',
    })
    expect(parsed.summary).to.include({ currency: 'EUR', closingBalance: '1266.70' })
    expect(parsed.lines.map((l) => l.merchant)).to.deep.equal([
      'Fnac & Darty',
      'Virement Salaire Exemple SA',
      'Café de Flore',
      'Loyer février',
    ])
    expect(parsed.lines[1]).to.include({ externalId: 'FR-2026-0210-0002', description: '' })
  })

  it('reads a QFX credit card statement (CREDITCARDMSGSRSV1, INTU.BID, one line per STMTTRN)', async () => {
    const parsed = await read(statementFixture('qfx-creditcard.qfx'))
    expect(totals(parsed)).to.deep.equal({
      lines: 6,
      income: '514.99',
      expense: '376.57',
      from: '2026-02-02',
      to: '2026-02-24',
    })
    expect(parsed.summary).to.include({ currency: 'USD', closingBalance: '-1234.56' })
    expect(parsed.lines[4]).to.include({
      merchant: 'UBER *TRIP',
      description: 'HELP.UBER.COM',
      externalId: '2026021924692160000000005',
    })
  })

  it('refuses a truncated file, naming its last line and the elements left open', async () => {
    const whole = new TextDecoder().decode(statementFixture('ofx2-bank-xml.ofx'))
    const cut = whole.slice(0, whole.indexOf('<TRNAMT>-9.90'))
    const error = await expectRejection(read(text(cut)), StatementUnreadableError)
    expect(error.line).to.equal(cut.trimEnd().split('\n').length)
    expect(error.expected).to.match(/still open \(truncated\?\)$/)
    expect(error.expected).to.contain('<OFX>')
  })

  it('refuses a truncated SGML file too', async () => {
    const whole = new TextDecoder('windows-1252').decode(statementFixture('ofx1-bank-sgml.ofx'))
    const error = await expectRejection(
      read(text(whole.slice(0, whole.indexOf('</BANKTRANLIST>')))),
      StatementUnreadableError,
    )
    expect(error.expected).to.contain('truncated')
  })

  it('refuses a transaction without a readable amount, naming the file line of its STMTTRN', async () => {
    const bad = new TextDecoder()
      .decode(statementFixture('ofx2-bank-xml.ofx'))
      .replace('<TRNAMT>-9.90', '<TRNAMT>n/a')
    const error = await expectRejection(read(text(bad)), StatementUnreadableError)
    expect(error.expected).to.equal('STMTTRN 3: TRNAMT as an amount like -12.50, found "n/a"')
    expect(error.line).to.equal(bad.split('\n').findIndex((l) => l.includes('FR-2026-0214-0003')) - 3)
  })

  it('refuses a file with statements of two accounts, listing them', async () => {
    const one = new TextDecoder().decode(statementFixture('ofx2-bank-xml.ofx'))
    const trnrs = one.slice(one.indexOf('<STMTTRNRS>'), one.indexOf('</STMTTRNRS>') + '</STMTTRNRS>'.length)
    const two = one.replace(trnrs, trnrs + trnrs.replace('00012345678', '00099999999'))
    const error = await expectRejection(read(text(two)), StatementUnreadableError)
    expect(error.candidates).to.deep.equal(['00012345678', '00099999999'])
  })

  it('refuses an OFX file without a statement', async () => {
    const error = await expectRejection(
      read(text('OFXHEADER:100\n\n<OFX><SIGNONMSGSRSV1></SIGNONMSGSRSV1></OFX>')),
      StatementUnreadableError,
    )
    expect(error.line).to.equal(null)
    expect(error.expected).to.contain('BANKMSGSRSV1')
  })

  it('reads decimal commas and a per-transaction CURRENCY', async () => {
    const ofx = `OFXHEADER:100\n\n<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>EUR<BANKTRANLIST>
<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20260301<TRNAMT>-12,50<FITID>1<NAME>Kiosk</STMTTRN>
<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20260302<TRNAMT>-20.00<FITID>2<NAME>Shop<CURRENCY><CURRATE>1.08<CURSYM>USD</CURRENCY></STMTTRN>
</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`
    const parsed = await read(text(ofx))
    expect(parsed.lines.map((l) => [l.amount, l.currency])).to.deep.equal([
      ['12.50', 'EUR'],
      ['20.00', 'USD'],
    ])
  })

  it("reads back the project's own OFX 2 export shape (one-line elements, CURRENCY for a foreign line)", async () => {
    const ofx = [
      '<?xml version="1.0" encoding="UTF-8" standalone="no"?>',
      '<?OFX OFXHEADER="200" VERSION="220" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>',
      '<OFX><SIGNONMSGSRSV1><SONRS><STATUS><CODE>0</CODE><SEVERITY>INFO</SEVERITY></STATUS><DTSERVER>20261125090000.000[0:GMT]</DTSERVER><LANGUAGE>ENG</LANGUAGE></SONRS></SIGNONMSGSRSV1>',
      '<BANKMSGSRSV1><STMTTRNRS><TRNUID>0</TRNUID><STATUS><CODE>0</CODE><SEVERITY>INFO</SEVERITY></STATUS><STMTRS><CURDEF>USD</CURDEF>',
      '<BANKACCTFROM><BANKID>LEDGERLINE</BANKID><ACCTID>7d3f0c1e-0000-4000-8000-000000000001</ACCTID><ACCTTYPE>CHECKING</ACCTTYPE></BANKACCTFROM>',
      '<BANKTRANLIST><DTSTART>20261101083000.000[0:GMT]</DTSTART><DTEND>20261120100000.000[0:GMT]</DTEND>',
      '<STMTTRN><TRNTYPE>DEBIT</TRNTYPE><DTPOSTED>20261101083000.000[0:GMT]</DTPOSTED><TRNAMT>-4.50</TRNAMT><FITID>0b9e2f6a-1111-4000-8000-000000000001</FITID><NAME>Blue Bottle</NAME><MEMO>Latte &amp; croissant &lt;3</MEMO></STMTTRN>',
      '<STMTTRN><TRNTYPE>CREDIT</TRNTYPE><DTPOSTED>20261115000000.000[0:GMT]</DTPOSTED><TRNAMT>2500.00</TRNAMT><FITID>BANK-REF-42</FITID><NAME>ACME Payroll</NAME></STMTTRN>',
      '<STMTTRN><TRNTYPE>DEBIT</TRNTYPE><DTPOSTED>20261120100000.000[0:GMT]</DTPOSTED><TRNAMT>-30.00</TRNAMT><FITID>0b9e2f6a-1111-4000-8000-000000000003</FITID><MEMO>Museum</MEMO><CURRENCY><CURRATE>1</CURRATE><CURSYM>EUR</CURSYM></CURRENCY></STMTTRN>',
      '</BANKTRANLIST>',
      '<LEDGERBAL><BALAMT>1200.00</BALAMT><DTASOF>20261125090000.000[0:GMT]</DTASOF></LEDGERBAL>',
      '</STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>',
      '',
    ].join('\n')
    const parsed = await read(text(ofx))
    expect(
      parsed.lines.map((l) => [
        l.occurredAt.toISOString().slice(0, 10),
        l.type,
        l.amount,
        l.currency,
        l.merchant,
        l.description,
        l.externalId,
      ]),
    ).to.deep.equal([
      [
        '2026-11-01',
        'expense',
        '4.50',
        'USD',
        'Blue Bottle',
        'Latte & croissant <3',
        '0b9e2f6a-1111-4000-8000-000000000001',
      ],
      ['2026-11-15', 'income', '2500.00', 'USD', 'ACME Payroll', '', 'BANK-REF-42'],
      ['2026-11-20', 'expense', '30.00', 'EUR', null, 'Museum', '0b9e2f6a-1111-4000-8000-000000000003'],
    ])
    expect(parsed.summary).to.include({ currency: 'USD', closingBalance: '1200.00' })
  })

  it('reads a credit card SGML statement that leaves </BANKTRANLIST> out (closed where its parent closes); a cut file is still refused', async () => {
    const card = [
      'OFXHEADER:100',
      'DATA:OFXSGML',
      'VERSION:102',
      '',
      '<OFX>',
      '<CREDITCARDMSGSRSV1>',
      '<CCSTMTTRNRS>',
      '<TRNUID>7',
      '<STATUS>',
      '<CODE>0',
      '<SEVERITY>INFO',
      '</STATUS>',
      '<CCSTMTRS>',
      '<CURDEF>BRL',
      '<CCACCTFROM>',
      '<ACCTID>card-0042',
      '</CCACCTFROM>',
      '<BANKTRANLIST>',
      '<DTSTART>20260301000000[-3:BRT]',
      '<DTEND>20260331000000[-3:BRT]',
      '<STMTTRN>',
      '<TRNTYPE>DEBIT',
      '<DTPOSTED>20260305000000[-3:BRT]',
      '<TRNAMT>-89.90',
      '<FITID>f-1',
      '<MEMO>Padaria Central',
      '</STMTTRN>',
      '<STMTTRN>',
      '<TRNTYPE>CREDIT',
      '<DTPOSTED>20260310000000[-3:BRT]',
      '<TRNAMT>40.00',
      '<FITID>f-2',
      '<MEMO>Estorno',
      '</STMTTRN>',
      '<LEDGERBAL>',
      '<BALAMT>-49.90',
      '<DTASOF>20260331000000[-3:BRT]',
      '</LEDGERBAL>',
      '</CCSTMTRS>',
      '</CCSTMTTRNRS>',
      '</CREDITCARDMSGSRSV1>',
      '</OFX>',
    ].join('\n')
    const parsed = await read(text(card))
    expect(parsed.lines.map((l) => [l.type, l.amount, l.externalId, l.description])).to.deep.equal([
      ['expense', '89.90', 'f-1', 'Padaria Central'],
      ['income', '40.00', 'f-2', 'Estorno'],
    ])
    expect(parsed.summary).to.include({ currency: 'BRL', closingBalance: '-49.90' })
    const cut = card.slice(0, card.indexOf('<LEDGERBAL>'))
    const error = await expectRejection(read(text(cut)), StatementUnreadableError)
    expect(error.expected).to.match(/truncated/)
  })
})
