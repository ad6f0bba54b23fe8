import { StatementUnreadableError, type StatementFormat } from '../../domain/imports/statement.js'
import { decodeHead, detectEncoding } from './text-encoding.js'

/**
 * The format of a statement file from its first 4 KiB: OFX/QFX by its OFXHEADER line or <OFX>
 * element (1.x and 2.x), CAMT.053 by its Document namespace or BkToCstmrStmt element, QIF by its
 * !Type/!Account/!Option header (after any # comment lines); a camt.052/054 report is refused as
 * such; anything else is read as CSV (which refuses what it cannot read).
 */
export function detectStatementFormat(file: Uint8Array): StatementFormat {
  const head = decodeHead(file, detectEncoding(file), 4096).trimStart()
  if (/^OFXHEADER\s*:/i.test(head) || /<\?OFX\b/i.test(head) || /<OFX>/i.test(head)) return 'ofx'
  if (/camt\.053\./.test(head) || /<(?:\w+:)?BkToCstmrStmt\b/.test(head)) return 'camt053'
  if (CAMT_REPORT.test(head)) throw notAStatement()
  // QIF, after any comment lines a writer puts first ("### exported by ...").
  if (/^(?:#[^\n]*\n\s*)*!(?:Type|Account|Option|Clear)\b/i.test(head)) return 'qif'
  return 'csv'
}

/** camt.052 (account report) and camt.054 (debit/credit notification): ISO 20022, not statements. */
export const CAMT_REPORT = /camt\.05[24]\.|<(?:\w+:)?BkToCstmr(?:AcctRpt|DbtCdtNtfctn)\b/

/** The refusal of a camt.052/054 file: its entries overlap the statements' and would import twice. */
export function notAStatement(): StatementUnreadableError {
  return new StatementUnreadableError(
    null,
    "a camt.053 statement; this file is a camt.052/054 report, not a camt.053 statement (an account report or a debit/credit notification: the bank's statement repeats its entries)",
  )
}
