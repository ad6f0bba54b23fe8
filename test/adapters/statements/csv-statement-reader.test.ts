import { expect } from 'chai'
import { CsvStatementReader } from '../../../src/adapters/statements/csv-statement-reader.js'
import { StatementUnreadableError } from '../../../src/domain/imports/statement.js'
import { expectRejection } from '../../support/expect-rejection.js'
import { statementFixture, totals } from '../../support/statement-fixtures.js'

const reader = new CsvStatementReader()
const read = (name: string, currency = 'EUR') =>
  reader.read(statementFixture(name), { defaultCurrency: currency })
const text = (csv: string) => new TextEncoder().encode(csv)

describe('CsvStatementReader: the fixtures of test/fixtures/statements', () => {
  it('reads a Sparkasse CSV-CAMT export: Windows-1252, ";", decimal commas, DD.MM.YY, newest first', async () => {
    const parsed = await read('de-sparkasse-camt-v2.csv')
    expect(totals(parsed)).to.deep.equal({
      lines: 6,
      income: '2450.00',
      expense: '1503.62',
      from: '2026-02-03',
      to: '2026-02-28',
    })
    expect(parsed.mapping).to.deep.equal({
      date: 'Buchungstag',
      amount: 'Betrag',
      description: 'Verwendungszweck',
      merchant: 'Beguenstigter/Zahlungspflichtiger',
      currency: 'Waehrung',
      decimalSeparator: ',',
      delimiter: ';',
      hasHeader: true,
      dateOrder: 'DMY',
    })
    const bakery = parsed.lines.find((l) => l.amount === '4.35')!
    expect(bakery).to.include({ line: 4, type: 'expense', currency: 'EUR', merchant: 'Bäckerei Müller' })
    expect(bakery.description).to.match(/^Bäckerei Müller Filiale 12/)
    expect(bakery.occurredAt.toISOString()).to.equal('2026-02-25T00:00:00.000Z') // Buchungstag, not Valuta
    expect(parsed.lines.find((l) => l.amount === '1150.00')?.description).to.equal(
      'Miete März 2026 Whg. 3. OG links',
    )
    expect(parsed.summary.currency).to.equal('EUR')
  })

  it('reads a DKB export: UTF-8 with BOM, a preamble before the header, "Betrag (€)"', async () => {
    const parsed = await read('de-dkb-giro.csv')
    expect(totals(parsed)).to.deep.equal({
      lines: 4,
      income: '3200.00',
      expense: '88.34',
      from: '2026-02-24',
      to: '2026-02-27',
    })
    expect(parsed.mapping?.date).to.equal('Buchungsdatum') // no BOM glued to the first header
    expect(parsed.lines[0]).to.include({
      line: 6,
      description: 'Spotify P2A3B4C5D6 Premium',
      currency: 'EUR',
    })
  })

  it('reads a Citi export: MM/DD/YYYY, separate debit and credit columns, payments as negative credits', async () => {
    const parsed = await read('us-citi-debit-credit.csv', 'USD')
    expect(totals(parsed)).to.deep.equal({
      lines: 6,
      income: '1525.00',
      expense: '1428.49',
      from: '2026-01-02',
      to: '2026-01-31',
    })
    expect(parsed.mapping).to.include({
      debit: 'Debit',
      credit: 'Credit',
      dateOrder: 'MDY',
      decimalSeparator: '.',
    })
    expect(parsed.lines.find((l) => l.description === 'ONLINE PAYMENT, THANK YOU')).to.include({
      type: 'income',
      amount: '1500.00',
    })
    expect(parsed.lines.find((l) => l.description.startsWith('DELTA'))).to.include({
      amount: '1234.56',
      currency: 'USD',
    })
  })

  it('reads a Wells Fargo export without a header, finding the columns by their content', async () => {
    const parsed = await read('us-wells-fargo-no-header.csv', 'USD')
    expect(totals(parsed)).to.deep.equal({
      lines: 5,
      income: '2500.00',
      expense: '1255.66',
      from: '2026-01-02',
      to: '2026-01-30',
    })
    expect(parsed.mapping).to.include({
      date: '0',
      amount: '1',
      description: '4',
      hasHeader: false,
      dateOrder: 'MDY',
    })
    expect(parsed.lines[0]).to.include({
      line: 1,
      description: 'PURCHASE AUTHORIZED ON 01/28 SHELL OIL 57444 HOUSTON TX S466028123456789 CARD 1234',
    })
  })

  it('reads a Société Générale export: ISO-8859-1, French header, spaces grouping thousands', async () => {
    const parsed = await read('fr-societe-generale.csv')
    expect(totals(parsed)).to.deep.equal({
      lines: 5,
      income: '2850.00',
      expense: '269.42',
      from: '2026-02-03',
      to: '2026-02-27',
    })
    expect(parsed.mapping).to.include({
      date: "Date de l'opération",
      amount: "Montant de l'opération",
      description: "Détail de l'écriture",
    })
    expect(parsed.lines.at(-1)?.description).to.equal("CHEQUE 0001234 À L'ORDRE DE M. DUPRÉ")
  })

  it('reads a Santander export: Spanish header, and the balance beside the latest line as closing balance', async () => {
    const parsed = await read('es-santander.csv')
    expect(totals(parsed)).to.deep.equal({
      lines: 4,
      income: '1980.00',
      expense: '135.60',
      from: '2026-01-08',
      to: '2026-01-31',
    })
    expect(parsed.summary.closingBalance).to.equal('3105.40')
    expect(parsed.mapping).to.include({ date: 'Fecha Operación', amount: 'Importe', description: 'Concepto' })
  })

  it('reads a Rabobank export: Dutch header, ISO dates, +/- amounts with decimal commas inside quotes, Volgnr as the id', async () => {
    const parsed = await read('nl-rabobank.csv')
    expect(totals(parsed)).to.deep.equal({
      lines: 4,
      income: '2750.00',
      expense: '1298.70',
      from: '2026-02-02',
      to: '2026-02-12',
    })
    expect(parsed.lines[0]).to.include({
      merchant: 'Albert Heijn 1234',
      externalId: '000000000000007001',
      currency: 'EUR',
    })
    expect(parsed.summary).to.include({ closingBalance: '2451.30', currency: 'EUR' })
    expect(parsed.mapping?.dateOrder).to.equal('YMD')
  })

  it('reads an ING (NL) export: unsigned "Bedrag (EUR)" whose "Af Bij" column says the direction, YYYYMMDD dates', async () => {
    const parsed = await read('nl-ing.csv')
    expect(totals(parsed)).to.deep.equal({
      lines: 5,
      income: '2475.00',
      expense: '965.84',
      from: '2026-02-03',
      to: '2026-02-20',
    })
    expect(parsed.mapping).to.include({
      amount: 'Bedrag (EUR)',
      direction: 'Af Bij',
      merchant: 'Naam / Omschrijving',
      description: 'Mededelingen',
    })
    expect(parsed.lines[0]).to.include({
      type: 'expense',
      amount: '12.34',
      merchant: 'Albert Heijn 1234 AMSTERDAM',
      currency: 'EUR',
    })
    expect(parsed.summary.currency).to.equal('EUR')
  })

  it('reads a Caixa Geral de Depósitos export: Portuguese header, DD-MM-YYYY, Débito and Crédito', async () => {
    const parsed = await read('pt-cgd.csv')
    expect(totals(parsed)).to.deep.equal({
      lines: 4,
      income: '1850.00',
      expense: '178.05',
      from: '2026-02-02',
      to: '2026-02-20',
    })
    expect(parsed.lines[0]).to.include({ amount: '45.90', type: 'expense' }) // the file's scale kept
    expect(parsed.summary.closingBalance).to.equal('3171.95')
  })
})

describe('CsvStatementReader: mappings, day order and bad files', () => {
  it('reads every CSV fixture again with the mapping it detected, to the same statement', async () => {
    for (const name of [
      'de-sparkasse-camt-v2.csv',
      'de-dkb-giro.csv',
      'us-citi-debit-credit.csv',
      'us-wells-fargo-no-header.csv',
      'fr-societe-generale.csv',
      'es-santander.csv',
      'nl-rabobank.csv',
      'nl-ing.csv',
      'pt-cgd.csv',
    ]) {
      const first = await read(name)
      const again = await reader.read(statementFixture(name), {
        defaultCurrency: 'EUR',
        mapping: first.mapping!,
      })
      expect(again, name).to.deep.equal(first)
    }
  })

  it('refuses a column index beyond the file', async () => {
    const error = await expectRejection(
      reader.read(statementFixture('us-wells-fargo-no-header.csv'), {
        defaultCurrency: 'USD',
        mapping: { date: '0', amount: '7' },
      }),
      StatementUnreadableError,
    )
    expect(error.expected).to.equal('a column index below 5 for the mapping\'s amount, found "7"')
  })

  it('lets a given mapping override detection', async () => {
    const parsed = await reader.read(statementFixture('us-citi-debit-credit.csv'), {
      defaultCurrency: 'USD',
      mapping: {
        date: 'Date',
        debit: 'Debit',
        credit: 'Credit',
        description: 'Status',
        merchant: 'Description',
      },
    })
    expect(parsed.lines[0]).to.include({
      description: 'Cleared',
      merchant: 'AMAZON MKTPLACE PMTS AMZN.COM/BILL WA',
    })
    expect(parsed.mapping).to.include({
      description: 'Status',
      merchant: 'Description',
      delimiter: ',',
      dateOrder: 'MDY',
    })
  })

  it('refuses a mapping naming a column the file lacks, listing the columns it has', async () => {
    const error = await expectRejection(
      reader.read(statementFixture('us-citi-debit-credit.csv'), {
        defaultCurrency: 'USD',
        mapping: { date: 'Date', amount: 'Betrag' },
      }),
      StatementUnreadableError,
    )
    expect(error.line).to.equal(1)
    expect(error.expected).to.contain('"Betrag"')
    expect(error.candidates).to.deep.equal(['Status', 'Date', 'Description', 'Debit', 'Credit'])
  })

  it('refuses dates whose day order stays ambiguous over the whole file, naming both orders; a given order reads it', async () => {
    const csv = text('Date,Description,Amount\n01/02/2026,A,-1.00\n03/04/2026,B,-2.00\n12/11/2026,C,3.00\n')
    const error = await expectRejection(
      reader.read(csv, { defaultCurrency: 'EUR' }),
      StatementUnreadableError,
    )
    expect(error.candidates).to.deep.equal(['DMY', 'MDY'])
    const parsed = await reader.read(csv, {
      defaultCurrency: 'EUR',
      mapping: { date: 'Date', amount: 'Amount', dateOrder: 'DMY' },
    })
    expect(parsed.lines.map((l) => l.occurredAt.toISOString().slice(0, 10))).to.deep.equal([
      '2026-02-01',
      '2026-04-03',
      '2026-11-12',
    ])
  })

  it('infers the day order from one telling date anywhere in the file', async () => {
    const rows = Array.from({ length: 300 }, (_, i) => `0${(i % 9) + 1}/0${(i % 8) + 1}/2026,Shop ${i},-1.00`)
    rows.push('02/25/2026,Late,-1.00')
    const parsed = await reader.read(text(`Date,Description,Amount\n${rows.join('\n')}\n`), {
      defaultCurrency: 'USD',
    })
    expect(parsed.mapping?.dateOrder).to.equal('MDY')
    expect(parsed.lines[0]!.occurredAt.toISOString().slice(0, 10)).to.equal('2026-01-01')
  })

  it('refuses a row with a column missing (row 37), naming the line and the columns expected', async () => {
    const rows = ['Date;Payee;Description;Amount;Currency']
    for (let i = 2; i <= 40; i++) {
      rows.push(i === 37 ? `05.02.2026;Shop ${i};-3,50;EUR` : `05.02.2026;Shop ${i};Purchase ${i};-3,50;EUR`)
    }
    const error = await expectRejection(
      reader.read(text(rows.join('\n')), { defaultCurrency: 'EUR' }),
      StatementUnreadableError,
    )
    expect(error.line).to.equal(37)
    expect(error.expected).to.equal('5 columns: Date;Payee;Description;Amount;Currency; found 4')
  })

  it('refuses an amount it cannot read exactly rather than guessing, naming the line', async () => {
    const csv = text('Datum;Text;Betrag\n01.02.2026;A;-1.234,56\n02.02.2026;B;-4,10\n03.02.2026;C;12.5.0\n')
    const error = await expectRejection(
      reader.read(csv, { defaultCurrency: 'EUR' }),
      StatementUnreadableError,
    )
    expect(error.line).to.equal(4)
    expect(error.expected).to.equal('an amount like -1.234,56, found "12.5.0"')
  })

  it('refuses a date it cannot read, naming the line', async () => {
    const error = await expectRejection(
      reader.read(text('Date,Description,Amount\n2026-02-01,A,-1.00\nyesterday,B,-2.00\n'), {
        defaultCurrency: 'EUR',
      }),
      StatementUnreadableError,
    )
    expect(error.line).to.equal(3)
    expect(error.expected).to.match(/^a date \(YYYY-MM-DD/)
  })

  it('refuses a day that does not exist', async () => {
    const error = await expectRejection(
      reader.read(text('Date,Description,Amount\n31/01/2026,A,-1.00\n30/02/2026,B,-2.00\n'), {
        defaultCurrency: 'EUR',
      }),
      StatementUnreadableError,
    )
    expect(error.line).to.equal(3)
  })

  it('refuses text without a date and an amount column', async () => {
    const error = await expectRejection(
      reader.read(text('Dear customer,\nplease find your statement attached.\nRegards\n'), {
        defaultCurrency: 'EUR',
      }),
      StatementUnreadableError,
    )
    expect(error.line).to.equal(1)
  })

  it('reads tab-separated files and amounts in parentheses or with a trailing minus', async () => {
    const csv = text(
      'Date\tDescription\tAmount\n2026-03-01\tFee\t(2.50)\n2026-03-02\tCard\t10.00-\n2026-03-03\tRefund\t+1,000.00\n',
    )
    const parsed = await reader.read(csv, { defaultCurrency: 'USD' })
    expect(parsed.mapping?.delimiter).to.equal('\t')
    expect(parsed.lines.map((l) => [l.type, l.amount])).to.deep.equal([
      ['expense', '2.50'],
      ['expense', '10.00'],
      ['income', '1000.00'],
    ])
  })

  it('reads a file without a header with a mapping of column indexes', async () => {
    const parsed = await reader.read(statementFixture('us-wells-fargo-no-header.csv'), {
      defaultCurrency: 'USD',
      mapping: { date: '0', amount: '1', description: '4' },
    })
    expect(totals(parsed)).to.include({ lines: 5, income: '2500.00', expense: '1255.66' })
    expect(parsed.mapping).to.include({ hasHeader: false, dateOrder: 'MDY' })
  })

  it('finds the columns of a header of unknown names by their content; a given mapping overrides them', async () => {
    const csv = text('Tag;Wer;Wieviel\n01.03.2026;Kiosk;-2,50\n02.03.2026;Lohn;100,00\n')
    const detected = await reader.read(csv, { defaultCurrency: 'EUR' })
    expect(detected.mapping).to.include({
      date: 'Tag',
      amount: 'Wieviel',
      description: 'Wer',
      hasHeader: true,
    })
    const parsed = await reader.read(csv, {
      defaultCurrency: 'EUR',
      mapping: { date: 'Tag', amount: 'Wieviel', merchant: 'Wer' },
    })
    expect(parsed.lines.map((l) => [l.merchant, l.description, l.type, l.amount])).to.deep.equal([
      ['Kiosk', '', 'expense', '2.50'],
      ['Lohn', '', 'income', '100.00'],
    ])
  })

  it('refuses a given mapping whose date column no row names, listing the first row', async () => {
    const csv = text('Tag;Wer;Wieviel\n01.03.2026;Kiosk;-2,50\n')
    const error = await expectRejection(
      reader.read(csv, { defaultCurrency: 'EUR', mapping: { date: 'Datum', amount: 'Wieviel' } }),
      StatementUnreadableError,
    )
    expect(error.candidates).to.deep.equal(['Tag', 'Wer', 'Wieviel'])
  })

  it('reads UTF-16 with a BOM (Excel\'s "Unicode text": tab-separated)', async () => {
    const body = Buffer.from('Date\tDescription\tAmount\r\n2026-03-01\tCafé Crème\t-3.20\r\n', 'utf16le')
    const parsed = await reader.read(Buffer.concat([Buffer.from([0xff, 0xfe]), body]), {
      defaultCurrency: 'EUR',
    })
    expect(parsed.lines[0]).to.include({ description: 'Café Crème', amount: '3.20', type: 'expense' })
  })

  it('finds a direction column by its values (S/H for Soll/Haben) under a header it does not know', async () => {
    const csv = text(
      'Buchungstag;Empfänger/Zahlungspflichtiger;Umsatz;Kz\n02.03.2026;Kiosk;2,50;S\n03.03.2026;Lohn;100,00;H\n',
    )
    const parsed = await reader.read(csv, { defaultCurrency: 'EUR' })
    expect(parsed.mapping?.direction).to.equal('Kz')
    expect(parsed.lines.map((l) => [l.type, l.amount])).to.deep.equal([
      ['expense', '2.50'],
      ['income', '100.00'],
    ])
  })

  it('skips the header where a long export repeats it on every page', async () => {
    const page = 'Date,Description,Amount\n2026-03-01,A,-1.00\n2026-03-02,B,-2.00\n'
    const parsed = await reader.read(text(page + page.replace(/03-0/g, '03-1')), { defaultCurrency: 'EUR' })
    expect(parsed.lines.map((l) => l.line)).to.deep.equal([2, 3, 5, 6])
  })

  it('reads a column named "Debit/Credit" that holds signed amounts as the amount', async () => {
    const parsed = await reader.read(
      text('Date,Payee,Debit/Credit\n2026-03-01,Kiosk,-2.50\n2026-03-02,Payroll,100.00\n'),
      {
        defaultCurrency: 'USD',
      },
    )
    expect(parsed.mapping).to.include({ amount: 'Debit/Credit', merchant: 'Payee' })
    expect(parsed.mapping).to.not.have.property('direction')
    expect(parsed.lines.map((l) => [l.type, l.amount])).to.deep.equal([
      ['expense', '2.50'],
      ['income', '100.00'],
    ])
  })
})
