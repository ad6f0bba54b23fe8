import { expect } from 'chai'
import { CsvStatementReader } from '../../../src/adapters/statements/csv-statement-reader.js'
import { StatementUnreadableError, type CsvMapping } from '../../../src/domain/imports/statement.js'
import { expectRejection } from '../../support/expect-rejection.js'

/* Layouts of real bank exports (written here after their shape): preambles, trailing delimiters, balances. */
const reader = new CsvStatementReader()
const read = (csv: string, mapping?: CsvMapping) =>
  reader.read(new TextEncoder().encode(csv), { defaultCurrency: 'EUR', ...(mapping ? { mapping } : {}) })
const signed = (lines: readonly { type: string; amount: string }[]) =>
  lines.map((l) => (l.type === 'expense' ? `-${l.amount}` : l.amount))

describe('CsvStatementReader: layouts of real exports', () => {
  it('a header ending with the delimiter names an empty column its rows leave out (Lloyds), with or without a mapping', async () => {
    const csv = [
      'Transaction Date,Transaction Type,Sort Code,Account Number,Transaction Description,Debit Amount,Credit Amount,Balance,',
      "23/02/2026,DEB,'30-12-55,11223344,CORNER SHOP,7.25,,412.75",
      "22/02/2026,FPI,'30-12-55,11223344,ACME PAYROLL,,1500.00,420.00",
      "14/02/2026,DD,'30-12-55,11223344,CITY COUNCIL TAX,180.00,,-1080.00",
    ].join('\n')
    const detected = await read(csv)
    expect(signed(detected.lines)).to.deep.equal(['-7.25', '1500.00', '-180.00'])
    expect(detected.summary.closingBalance).to.equal('412.75')
    const mapped = await read(csv, {
      date: 'Transaction Date',
      debit: 'Debit Amount',
      credit: 'Credit Amount',
      description: 'Transaction Description',
      dateOrder: 'DMY',
    })
    expect(signed(mapped.lines)).to.deep.equal(['-7.25', '1500.00', '-180.00'])
  })

  it('a short table under a longer preamble of two-column rows is the table (ING Germany)', async () => {
    const csv = [
      'Umsatzanzeige;Datei erstellt am: 02.03.2026 09:15',
      ';Letztes Update: aktuell',
      '',
      'IBAN;DE44 5001 0517 0000 1111 22',
      'Kontoname;Girokonto',
      'Bank;ING',
      'Kunde;Erika Beispiel',
      'Zeitraum;01.02.2026 - 28.02.2026',
      '',
      'Sortierung;Datum absteigend',
      '',
      'Buchung;Wertstellungsdatum;Auftraggeber/Empfänger;Buchungstext;Verwendungszweck;Betrag;Währung',
      '27.02.2026;27.02.2026;Stadtwerke;Lastschrift;Strom Februar;-64,00;EUR',
      '26.02.2026;26.02.2026;Arbeitgeber GmbH;Gehalt;Februar;2.310,55;EUR',
      '20.02.2026;21.02.2026;Bäckerei Korn;Lastschrift;;-3,80;EUR',
    ].join('\n')
    const parsed = await read(csv)
    expect(signed(parsed.lines)).to.deep.equal(['-64.00', '2310.55', '-3.80'])
    expect(parsed.lines[0]).to.include({ line: 13 })
    expect(parsed.mapping).to.include({ delimiter: ';', amount: 'Betrag' })
  })

  it('a balance history (a date and balances, no amounts) is refused, never read as income (ING Netherlands)', async () => {
    const csv = [
      '"Datum","Boeksaldo","Valutair saldo"',
      '"2026-02-27","1.204,10","1.204,10"',
      '"2026-02-26","1.180,00","1.204,10"',
      '"2026-02-25","1.180,00","1.180,00"',
    ].join('\n')
    const error = await expectRejection(read(csv), StatementUnreadableError)
    expect(error.line).to.equal(1)
    expect(error.expected).to.match(/balances \(Boeksaldo, Valutair saldo\)/)
  })

  it('in a file without a header, a running balance (each value the previous plus an amount) is not the amount (ASN)', async () => {
    // Columns: date, own IBAN, other IBAN, name, currency, balance before the line, currency, amount, text.
    const csv = [
      '03-02-2026,NL11ASNB0001112223,NL22RABO0333444555,J. Visser,EUR,500.00,EUR,-42.50,Huur garage',
      '05-02-2026,NL11ASNB0001112223,,,EUR,457.50,EUR,-2.20,Kosten betaalrekening',
      '09-02-2026,NL11ASNB0001112223,NL33INGB0666777888,Werkgever BV,EUR,455.30,EUR,1250.00,Salaris februari',
      '14-02-2026,NL11ASNB0001112223,NL44ABNA0999000111,Supermarkt,EUR,1705.30,EUR,-61.35,Boodschappen',
    ].join('\n')
    const parsed = await read(csv)
    expect(signed(parsed.lines)).to.deep.equal(['-42.50', '-2.20', '1250.00', '-61.35'])
    expect(parsed.mapping).to.include({ amount: '7', hasHeader: false })
  })
})
