import { Readable } from 'node:stream'
import type { TransactionExport } from '../../../application/use-cases/imports/export-transactions.js'
import type { Transaction } from '../../../domain/ledger/transaction.js'
import { signedAmount } from './csv-export.js'

// Written by hand, chunk by chunk, so a large export streams: an XML builder (fast-xml-parser's)
// builds a whole document in memory. The escaping below is all XML text content needs.
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** OFX's date-time: YYYYMMDDHHMMSS.XXX[0:GMT]. */
function ofxTime(d: Date): string {
  const iso = d.toISOString() // 2026-11-20T10:00:00.000Z
  return `${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 23)}[0:GMT]`
}

const ACCOUNT_TYPES: Record<string, string> = { savings: 'SAVINGS', credit: 'CREDITLINE' }

function stmtTrn(t: Transaction, currency: string): string {
  const type = t.type === 'income' ? 'CREDIT' : 'DEBIT'
  const name = t.merchant ? `<NAME>${escape(t.merchant)}</NAME>` : ''
  const memo = t.description ? `<MEMO>${escape(t.description)}</MEMO>` : ''
  const foreign =
    t.currency === currency
      ? ''
      : `<CURRENCY><CURRATE>1</CURRATE><CURSYM>${escape(t.currency)}</CURSYM></CURRENCY>`
  return `<STMTTRN><TRNTYPE>${type}</TRNTYPE><DTPOSTED>${ofxTime(t.occurredAt)}</DTPOSTED><TRNAMT>${signedAmount(t)}</TRNAMT><FITID>${escape(t.externalId ?? t.id)}</FITID>${name}${memo}${foreign}</STMTTRN>\n`
}

/**
 * An OFX 2.2 (XML) bank statement of the transactions, oldest first: one STMTTRN each with FITID
 * (the bank's id when the transaction came from a statement, else ours), DTPOSTED, signed
 * TRNAMT, NAME (merchant) and MEMO (description); LEDGERBAL is the account's balance.
 */
export function ofxExport(exported: TransactionExport, defaultCurrency: string, now: Date): Readable {
  const { account, span, batches } = exported
  const currency = account?.currency ?? defaultCurrency
  return Readable.from(
    (async function* () {
      yield '<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n'
      yield '<?OFX OFXHEADER="200" VERSION="220" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>\n'
      yield `<OFX><SIGNONMSGSRSV1><SONRS><STATUS><CODE>0</CODE><SEVERITY>INFO</SEVERITY></STATUS><DTSERVER>${ofxTime(now)}</DTSERVER><LANGUAGE>ENG</LANGUAGE></SONRS></SIGNONMSGSRSV1>\n`
      yield `<BANKMSGSRSV1><STMTTRNRS><TRNUID>0</TRNUID><STATUS><CODE>0</CODE><SEVERITY>INFO</SEVERITY></STATUS><STMTRS><CURDEF>${escape(currency)}</CURDEF>\n`
      yield `<BANKACCTFROM><BANKID>LEDGERLINE</BANKID><ACCTID>${escape(account?.id ?? 'ALL')}</ACCTID><ACCTTYPE>${ACCOUNT_TYPES[account?.type ?? ''] ?? 'CHECKING'}</ACCTTYPE></BANKACCTFROM>\n`
      yield `<BANKTRANLIST><DTSTART>${ofxTime(span?.first ?? now)}</DTSTART><DTEND>${ofxTime(span?.last ?? now)}</DTEND>\n`
      for await (const batch of batches) {
        let chunk = ''
        for (const t of batch) chunk += stmtTrn(t, currency)
        yield chunk
      }
      yield '</BANKTRANLIST>\n'
      const balance = account?.balance ?? '0'
      yield `<LEDGERBAL><BALAMT>${balance}</BALAMT><DTASOF>${ofxTime(now)}</DTASOF></LEDGERBAL>\n`
      yield '</STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>\n'
    })(),
  )
}
