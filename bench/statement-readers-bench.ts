/**
 * The statement readers on big files (no HTTP, no database):
 *   node --import tsx bench/statement-readers-bench.ts [--quick] [--rows N] [--write FILE]
 * Generates a CSV statement of N rows (50,000 by default; --quick: 5,000) in two dialects: a
 * German one (Windows-1252, ';', decimal commas, DD.MM.YYYY) and a US one (UTF-8, ',', MM/DD/YYYY,
 * debit and credit columns), and an OFX 2 and a CAMT.053 file of the same lines. Reports each read's time, the
 * heap and RSS growth, and beside it, in the same run, csv-parse's own synchronous parse of the
 * same text (the floor: what reading the records alone costs). --write saves the German CSV.
 */
import { writeFileSync } from 'node:fs'
import iconv from 'iconv-lite'
import { parse } from 'csv-parse/sync'
import { FileStatementReader } from '../src/adapters/statements/file-statement-reader.js'

const args = process.argv.slice(2)
const quick = args.includes('--quick')
const rowsArg = args.indexOf('--rows')
const rows = rowsArg >= 0 ? Number(args[rowsArg + 1]) : quick ? 5_000 : 50_000
const writeArg = args.indexOf('--write')

const merchants = [
  'REWE Markt GmbH',
  'Bäckerei Müller',
  'Stadtwerke München',
  'Deutsche Bahn',
  'Amazon EU S.a.r.l.',
  'Café Krümel',
]
function day(i: number): Date {
  return new Date(Date.UTC(2020, 0, 1) + Math.floor((i * 2190) / rows) * 86_400_000)
}
function cents(i: number): number {
  return ((i * 7919) % 250_000) + 1
}

/** A German bank's CSV, about 150 bytes a row. */
export function germanCsv(n: number): Buffer {
  const lines = [
    '"Buchungstag";"Valutadatum";"Buchungstext";"Verwendungszweck";"Beguenstigter/Zahlungspflichtiger";"Kontonummer/IBAN";"Betrag";"Waehrung"',
  ]
  for (let i = 0; i < n; i++) {
    const d = day(i)
    const date = `${String(d.getUTCDate()).padStart(2, '0')}.${String(d.getUTCMonth() + 1).padStart(2, '0')}.${d.getUTCFullYear()}`
    const c = cents(i)
    const amount = `${i % 9 === 0 ? '' : '-'}${Math.floor(c / 100).toLocaleString('de-DE')},${String(c % 100).padStart(2, '0')}`
    const merchant = merchants[i % merchants.length]!
    lines.push(
      `"${date}";"${date}";"KARTENZAHLUNG";"${merchant} Filiale ${i % 97} Beleg ${100000 + i}";"${merchant}";"DE${String(10_000_000_000 + i).padStart(20, '0')}";"${amount}";"EUR"`,
    )
  }
  return iconv.encode(lines.join('\r\n') + '\r\n', 'win1252')
}

/** A US bank's CSV with debit and credit columns. */
function usCsv(n: number): Buffer {
  const lines = ['Status,Date,Description,Debit,Credit']
  for (let i = 0; i < n; i++) {
    const d = day(i)
    const date = `${String(d.getUTCMonth() + 1).padStart(2, '0')}/${String(d.getUTCDate()).padStart(2, '0')}/${d.getUTCFullYear()}`
    const c = cents(i)
    const amount = `"${Math.floor(c / 100).toLocaleString('en-US')}.${String(c % 100).padStart(2, '0')}"`
    lines.push(
      `Cleared,${date},"${merchants[i % merchants.length]!.toUpperCase()} #${i % 997} AUSTIN TX",${i % 9 === 0 ? `,${amount}` : `${amount},`}`,
    )
  }
  return Buffer.from(lines.join('\n') + '\n')
}

function ofx2(n: number): Buffer {
  const out = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<?OFX OFXHEADER="200" VERSION="220" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>',
    '<OFX><BANKMSGSRSV1><STMTTRNRS><TRNUID>1</TRNUID><STMTRS><CURDEF>EUR</CURDEF><BANKTRANLIST>',
  ]
  for (let i = 0; i < n; i++) {
    const d = day(i).toISOString().slice(0, 10).replace(/-/g, '')
    const c = cents(i)
    out.push(
      `<STMTTRN><TRNTYPE>DEBIT</TRNTYPE><DTPOSTED>${d}</DTPOSTED><TRNAMT>${i % 9 === 0 ? '' : '-'}${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}</TRNAMT><FITID>F${i}</FITID><NAME>${merchants[i % merchants.length]}</NAME><MEMO>Beleg ${100000 + i}</MEMO></STMTTRN>`,
    )
  }
  out.push(
    '</BANKTRANLIST><LEDGERBAL><BALAMT>0.00</BALAMT><DTASOF>20260101</DTASOF></LEDGERBAL></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>',
  )
  return Buffer.from(out.join('\n'))
}

function camt053(n: number): Buffer {
  const out = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><Stmt>',
    '<Acct><Id><IBAN>DE89370400440532013000</IBAN></Id><Ccy>EUR</Ccy></Acct>',
  ]
  for (let i = 0; i < n; i++) {
    const d = day(i).toISOString().slice(0, 10)
    const c = cents(i)
    const debit = i % 9 !== 0
    out.push(
      `<Ntry><Amt Ccy="EUR">${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}</Amt><CdtDbtInd>${debit ? 'DBIT' : 'CRDT'}</CdtDbtInd><Sts>BOOK</Sts><BookgDt><Dt>${d}</Dt></BookgDt><ValDt><Dt>${d}</Dt></ValDt><AcctSvcrRef>R${i}</AcctSvcrRef><NtryDtls><TxDtls><RltdPties><${debit ? 'Cdtr' : 'Dbtr'}><Nm>${merchants[i % merchants.length]}</Nm></${debit ? 'Cdtr' : 'Dbtr'}></RltdPties><RmtInf><Ustrd>Beleg ${100000 + i}</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>`,
    )
  }
  out.push(
    '<Bal><Tp><CdOrPrtry><Cd>CLBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">0.00</Amt><CdtDbtInd>CRDT</CdtDbtInd></Bal>',
  )
  out.push('</Stmt></BkToCstmrStmt></Document>')
  return Buffer.from(out.join('\n'))
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1)
const reader = new FileStatementReader()

async function measure(name: string, file: Buffer, floor?: () => unknown): Promise<void> {
  global.gc?.()
  const rssBefore = process.memoryUsage().rss
  const heapBefore = process.memoryUsage().heapUsed
  let peakRss = rssBefore
  let peakHeap = heapBefore
  const sampler = setInterval(() => {
    const m = process.memoryUsage()
    peakRss = Math.max(peakRss, m.rss)
    peakHeap = Math.max(peakHeap, m.heapUsed)
  }, 5)
  const start = performance.now()
  const cpuStart = process.cpuUsage()
  const parsed = await reader.read(file, { defaultCurrency: 'EUR' })
  const ms = performance.now() - start
  const cpu = process.cpuUsage(cpuStart)
  const cpuMs = (cpu.user + cpu.system) / 1000
  clearInterval(sampler)
  const m = process.memoryUsage()
  peakRss = Math.max(peakRss, m.rss)
  peakHeap = Math.max(peakHeap, m.heapUsed)
  // What the result itself holds (the lines), measured with it still referenced after a GC.
  global.gc?.()
  const retained = process.memoryUsage().heapUsed - heapBefore
  let floorText = ''
  if (floor) {
    global.gc?.()
    const t = process.cpuUsage()
    floor()
    const c = process.cpuUsage(t)
    const floorMs = (c.user + c.system) / 1000
    floorText = `; csv-parse alone (sync, whole text) ${floorMs.toFixed(0)} ms CPU, ratio ${(cpuMs / floorMs).toFixed(2)}`
  }
  console.log(
    `${name}: ${parsed.lines.length} lines, ${mb(file.length)} MB in ${ms.toFixed(0)} ms (${cpuMs.toFixed(0)} ms CPU); ${global.gc ? `heap +${mb(peakHeap - heapBefore)} MB at peak of which the result holds ${mb(retained)} MB` : 'heap: run with --expose-gc'}, RSS +${mb(peakRss - rssBefore)} MB at peak (${(file.length / 1024 / 1024 / (cpuMs / 1000)).toFixed(1)} MB per CPU second)${floorText}`,
  )
}

// Warm-up on small files so the JIT does not count against the first measurement.
await reader.read(germanCsv(500), { defaultCurrency: 'EUR' })
await reader.read(usCsv(500), { defaultCurrency: 'EUR' })
await reader.read(ofx2(500), { defaultCurrency: 'EUR' })
await reader.read(camt053(500), { defaultCurrency: 'EUR' })
const german = germanCsv(rows)
if (writeArg >= 0) writeFileSync(args[writeArg + 1]!, german)
await measure('CSV de (Windows-1252, ;, decimal comma)', german, () =>
  parse(iconv.decode(german, 'win1252'), { delimiter: ';' }),
)
const us = usCsv(rows)
await measure('CSV us (UTF-8, ",", debit/credit)', us, () => parse(us.toString('utf8'), { delimiter: ',' }))
await measure('OFX 2 (XML)', ofx2(rows))
await measure('CAMT.053', camt053(rows))
console.log(`(${process.version}, ${rows} rows; times under load: compare the CPU figures and the ratios)`)
