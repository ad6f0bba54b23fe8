import { StatementUnreadableError } from '../../domain/imports/statement.js'

/**
 * OFX 1.x is SGML: leaf elements (<TRNAMT>-12.50) have no closing tag and values may hold a bare
 * "&" (AT&T). This turns both OFX 1.x and 2.x into XML for fast-xml-parser: the header before
 * <OFX> (OFXHEADER:100 lines, or <?xml?> and <?OFX?>) becomes blank lines, each leaf element gets
 * its closing tag unless it has one, and a bare "&" becomes "&amp;". Newlines are kept, so an
 * XML error's line is the file's line.
 *
 * Why not an OFX library: on npm, ofx-js (1.1) reads both versions but leaves numeric entities
 * (&#233;) undecoded, reports no line for a broken file, and took 0.66 s for 20,000 transactions
 * here; ofx-data-extractor (1.5) mis-nested a plain SGML statement and failed on a 20,000-line
 * one (both measured November 2026). fast-xml-parser is the project's XML parser (CAMT.053 too).
 */
const UNCLOSED_LEAF = /<([A-Za-z_][\w.]*)>(\s*[^<\s][^<]*)(?=<(?!\/\1>))/g
const TAG = /<(\/?)([A-Za-z_][\w.]*)>/g
/** Elements nest at most this deep (as the XML parser allows); an OFX statement needs about 8. */
const MAX_DEPTH = 100
/**
 * OFX aggregates (elements holding elements, never a value): message sets, responses, lists,
 * balances, accounts, transactions. Only these are closed when a file leaves them open.
 */
const IN_TRANSACTION_LIST = new Set(['DTSTART', 'DTEND', 'STMTTRN'])
const AGGREGATE =
  /^(?:\w+MSGSRSV\d|\w+RS|\w+LIST|\w+BAL|\w+ACCT(?:FROM|TO|INFO)|STMTTRN|STATUS|PAYEE|CURRENCY|ORIGCURRENCY)$/

export function ofxToXml(text: string): string {
  const start = text.search(/<OFX>/i)
  if (start < 0) throw new StatementUnreadableError(null, 'an OFX file with an <OFX> element')
  const header = text.slice(0, start).replace(/[^\n]/g, '')
  const body = text.slice(start)
  // A leaf element with a value, not followed by its own closing tag: close it after the value
  // (trailing spaces and the newline stay outside). XML files have no such element: nothing changes.
  const closed = body.replace(UNCLOSED_LEAF, (_match, name: string, value: string) => {
    const trimmed = value.trimEnd()
    return `<${name}>${trimmed}</${name}>${value.slice(trimmed.length)}`
  })
  return header + closeAggregates(closed, header).replace(/&(?!(?:[A-Za-z]+|#\d+|#x[\dA-Fa-f]+);)/g, '&amp;')
}

/**
 * Closes an aggregate the file leaves open where its parent closes (Nubank omits
 * </BANKTRANLIST> before </CCSTMTRS>), as ofxtools does (a transaction list also ends where an
 * element it cannot hold begins, such as LEDGERBAL); refuses elements nested deeper than
 * 100. A closing tag for something never opened, or a leaf left open, stays for the XML
 * validator to name. `header` is the blank lines before <OFX>, for the error's line.
 */
function closeAggregates(body: string, header: string): string {
  const open: string[] = []
  const pieces: string[] = []
  let copied = 0
  for (let m = TAG.exec(body); m; m = TAG.exec(body)) {
    const name = m[2]!
    if (!m[1]) {
      // A transaction list holds DTSTART, DTEND and STMTTRN only: LEDGERBAL after a list left
      // open is the statement's, so the list ends before it.
      if (open[open.length - 1] === 'BANKTRANLIST' && !IN_TRANSACTION_LIST.has(name)) {
        pieces.push(body.slice(copied, m.index), '</BANKTRANLIST>')
        copied = m.index
        open.pop()
      }
      if (open.push(name) > MAX_DEPTH) {
        const line = header.length + 1 + (body.slice(0, m.index).match(/\n/g)?.length ?? 0)
        TAG.lastIndex = 0
        throw new StatementUnreadableError(line, `OFX elements nested at most ${MAX_DEPTH} deep`)
      }
      continue
    }
    if (open[open.length - 1] === name) {
      open.pop()
      continue
    }
    const at = open.lastIndexOf(name)
    const unclosed = at < 0 ? [] : open.slice(at + 1)
    if (at < 0 || !unclosed.every((n) => AGGREGATE.test(n))) continue
    pieces.push(body.slice(copied, m.index), ...unclosed.reverse().map((n) => `</${n}>`))
    copied = m.index
    open.length = at
  }
  if (copied === 0) return body
  pieces.push(body.slice(copied))
  return pieces.join('')
}
