import { StatementUnreadableError } from '../../domain/imports/statement.js'

/**
 * OFX 1.x is SGML: leaf elements (<TRNAMT>-12.50) have no closing tag and values may hold a bare
 * "&" (AT&T). This turns both OFX 1.x and 2.x into XML for fast-xml-parser: the header before
 * <OFX> (OFXHEADER:100 lines, or <?xml?> and <?OFX?>) becomes blank lines, each leaf element gets
 * its closing tag unless it has one, an aggregate the file leaves open is closed where its parent
 * closes, and a bare "&" becomes "&amp;". Newlines are kept, so an XML error's line is the
 * file's line. One pass over the tags (850,000 leaves: a third of the time of the regular
 * expression with a back-reference it replaced).
 *
 * Why not an OFX library: on npm, ofx-js (1.1) reads both versions but leaves numeric entities
 * (&#233;) undecoded, reports no line for a broken file, and took 0.66 s for 20,000 transactions
 * here; ofx-data-extractor (1.5) mis-nested a plain SGML statement and failed on a 20,000-line
 * one (both measured November 2026). fast-xml-parser is the project's XML parser (CAMT.053 too).
 */
const TAG = /<(\/?)([A-Za-z_][\w.]*)>/g
/** Elements nest at most this deep (as the XML parser allows); an OFX statement needs about 8. */
const MAX_DEPTH = 100
/** A transaction list holds these only: LEDGERBAL after a list left open is the statement's. */
const IN_TRANSACTION_LIST = new Set(['DTSTART', 'DTEND', 'STMTTRN'])
/**
 * OFX aggregates (elements holding elements, never a value): message sets, responses, lists,
 * balances, accounts, transactions. Only these are closed when a file leaves them open.
 */
const AGGREGATE =
  /^(?:\w+MSGSRSV\d|\w+RS|\w+LIST|\w+BAL|\w+ACCT(?:FROM|TO|INFO)|STMTTRN|STATUS|PAYEE|CURRENCY|ORIGCURRENCY)$/

export function ofxToXml(text: string): string {
  const start = text.search(/<OFX>/i)
  if (start < 0) throw new StatementUnreadableError(null, 'an OFX file with an <OFX> element')
  const header = text.slice(0, start).replace(/[^\n]/g, '')
  return (
    header +
    closeElements(text.slice(start), header).replace(/&(?!(?:[A-Za-z]+|#\d+|#x[\dA-Fa-f]+);)/g, '&amp;')
  )
}

/**
 * Adds the closing tags SGML leaves out. A leaf with a value not followed by its own closing tag
 * is closed after the value (trailing spaces and the newline stay outside; XML files have no such
 * leaf). An aggregate left open is closed where its parent closes (Nubank omits </BANKTRANLIST>
 * before </CCSTMTRS>), as ofxtools does, and a transaction list ends where an element it cannot
 * hold begins. A closing tag for something never opened, or a leaf left open without a value,
 * stays for the XML validator to name. Elements nested deeper than 100 are refused with their
 * line (`header` is the blank lines before <OFX>).
 */
function closeElements(body: string, header: string): string {
  const open: string[] = []
  const pieces: string[] = []
  let copied = 0
  const emit = (upTo: number, ...tags: string[]) => {
    pieces.push(body.slice(copied, upTo), ...tags)
    copied = upTo
  }
  TAG.lastIndex = 0
  for (let m = TAG.exec(body); m; m = TAG.exec(body)) {
    const name = m[2]!
    const end = m.index + m[0].length
    if (!m[1]) {
      if (open[open.length - 1] === 'BANKTRANLIST' && !IN_TRANSACTION_LIST.has(name)) {
        emit(m.index, '</BANKTRANLIST>')
        open.pop()
      }
      const next = body.indexOf('<', end)
      const value = next < 0 ? '' : body.slice(end, next)
      const trimmed = value.trimEnd()
      if (trimmed.trim() !== '' && !body.startsWith(`</${name}>`, next)) {
        emit(end + trimmed.length, `</${name}>`)
        continue
      }
      if (open.push(name) > MAX_DEPTH) {
        const line = header.length + 1 + (body.slice(0, m.index).match(/\n/g)?.length ?? 0)
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
    emit(m.index, ...unclosed.reverse().map((n) => `</${n}>`))
    open.length = at
  }
  if (copied === 0) return body
  pieces.push(body.slice(copied))
  return pieces.join('')
}
