import type { StatementFormat } from '../../domain/imports/statement.js'
import { decodeHead, detectEncoding } from './text-encoding.js'

/**
 * The format of a statement file from its first 4 KiB: OFX/QFX by its OFXHEADER line or <OFX>
 * element (1.x and 2.x), CAMT.053 by its Document namespace or BkToCstmrStmt element, QIF by its
 * !Type/!Account/!Option header; anything else is read as CSV (which refuses what it cannot read).
 */
export function detectStatementFormat(file: Uint8Array): StatementFormat {
  const head = decodeHead(file, detectEncoding(file), 4096).trimStart()
  if (/^OFXHEADER\s*:/i.test(head) || /<\?OFX\b/i.test(head) || /<OFX>/i.test(head)) return 'ofx'
  if (/camt\.053\./.test(head) || /<(?:\w+:)?BkToCstmrStmt\b/.test(head)) return 'camt053'
  if (/^!(?:Type|Account|Option|Clear)\b/i.test(head)) return 'qif'
  return 'csv'
}
