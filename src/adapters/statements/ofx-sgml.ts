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
const UNCLOSED_LEAF = /<([A-Za-z][\w.]*)>(\s*[^<\s][^<]*)(?=<(?!\/\1>))/g

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
  return header + closed.replace(/&(?!(?:[A-Za-z]+|#\d+|#x[\dA-Fa-f]+);)/g, '&amp;')
}
