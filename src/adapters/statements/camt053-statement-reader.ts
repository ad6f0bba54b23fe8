import {
  StatementUnreadableError,
  type ParsedStatement,
  type StatementLine,
} from '../../domain/imports/statement.js'
import type { StatementReadOptions, StatementReader } from '../../application/ports/statement-reader.js'
import { toCurrencyCode } from '../../domain/money.js'
import { parseAmount } from './statement-amounts.js'
import { isoDay } from './statement-dates.js'
import { CAMT_REPORT, notAStatement } from './statement-format.js'
import { summarise } from './statement-summary.js'
import { decodeText } from './text-encoding.js'
import {
  attribute,
  child,
  children,
  lineOfElement,
  parseXmlText,
  text,
  validateXml,
  xmlParser,
  type XmlNode,
} from './xml-document.js'

const REPEATED = new Set(['Stmt', 'Ntry', 'Bal'])
const ENTRY_REPEATED = new Set(['NtryDtls', 'TxDtls', 'Ustrd'])

/** The raw inner text of each Ntry of a statement (stop nodes of the document's parse). */
function rawEntries(statement: XmlNode): string[] {
  const value = statement['Ntry']
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value]
  return list.map((v) => (typeof v === 'string' ? v : ''))
}
const NOT_BOOKED = new Set(['PDNG', 'INFO', 'FUTR'])

/** A party's name: <Nm> directly (camt.053.001.02-07) or under <Pty> (001.08 and later). */
function partyName(party: XmlNode | undefined): string | undefined {
  return text(party, 'Nm') || text(party, 'Pty', 'Nm') || undefined
}

function signed(node: XmlNode, where: number | null): string {
  const raw = text(node, 'Amt')
  const amount = raw === undefined ? undefined : parseAmount(raw, '.')
  if (!amount)
    throw new StatementUnreadableError(
      where,
      `Amt as an amount like 12.50, found ${JSON.stringify(raw ?? '')}`,
    )
  return text(node, 'CdtDbtInd') === 'DBIT' && amount.value !== '0' ? `-${amount.value}` : amount.value
}

/**
 * Reads ISO 20022 CAMT.053 bank-to-customer statements (camt.053.001.02 to .13, namespace
 * prefixes or not) with fast-xml-parser. Every booked Ntry of every Stmt of the file (several
 * daily Stmt of one account are one statement; two accounts are refused) is a line: Amt with its
 * Ccy, CdtDbtInd (DBIT = money out), BookgDt (else ValDt), AcctSvcrRef (else NtryRef) as the
 * external id, the Ustrd remittance texts (else AddtlTxInf, AddtlNtryInf) as the description and
 * the counterparty (Cdtr of a debit, Dbtr of a credit) as the merchant. Pending entries
 * (Sts PDNG/INFO) are left out. The last Bal with Tp/CdOrPrtry/Cd CLBD is the closing balance.
 */
export class Camt053StatementReader implements StatementReader {
  async read(file: Uint8Array, options: StatementReadOptions): Promise<ParsedStatement> {
    const source = decodeText(file)
    validateXml(source, 'CAMT.053')
    // Entries are kept raw by the document's parse and read one at a time (as OFX transactions).
    const root = parseXmlText(xmlParser(REPEATED, ['*.Ntry']), source, 'CAMT.053')
    const entryParser = xmlParser(ENTRY_REPEATED)
    const statements = children(child(child(root, 'Document'), 'BkToCstmrStmt'), 'Stmt')
    if (statements.length === 0) {
      if (
        child(child(root, 'Document'), 'BkToCstmrStmt') === undefined &&
        CAMT_REPORT.test(source.slice(0, 4096))
      )
        throw notAStatement()
      throw new StatementUnreadableError(null, 'a CAMT.053 Document with BkToCstmrStmt/Stmt')
    }
    const accounts = [
      ...new Set(
        statements.map((s) => text(s, 'Acct', 'Id', 'IBAN') ?? text(s, 'Acct', 'Id', 'Othr', 'Id') ?? ''),
      ),
    ]
    if (accounts.length > 1) {
      throw new StatementUnreadableError(
        null,
        `one account's statement per file; this one has ${accounts.length}`,
        accounts,
      )
    }

    const lines: StatementLine[] = []
    let closingBalance: string | null = null
    let balanceCurrency: string | undefined
    let entryNumber = 0
    for (const statement of statements) {
      for (const balance of children(statement, 'Bal')) {
        if (text(balance, 'Tp', 'CdOrPrtry', 'Cd') !== 'CLBD') continue
        closingBalance = signed(balance, null)
        balanceCurrency = attribute(balance, 'Ccy', 'Amt')
      }
      for (const rawEntry of rawEntries(statement)) {
        const record = ++entryNumber
        const where = () => lineOfElement(source, 'Ntry', record)
        const parsed = parseXmlText(entryParser, `<Ntry>${rawEntry}</Ntry>`, `Ntry ${record}`, where)
        const entry = child(parsed, 'Ntry') ?? {}
        const status = text(entry, 'Sts') || text(entry, 'Sts', 'Cd')
        if (status && NOT_BOOKED.has(status)) continue
        const rawAmount = text(entry, 'Amt')
        const amount = rawAmount === undefined ? undefined : parseAmount(rawAmount, '.')
        if (!amount || amount.negative) {
          throw new StatementUnreadableError(
            where(),
            `Ntry ${record}: Amt as an amount like 12.50, found ${JSON.stringify(rawAmount ?? '')}`,
          )
        }
        const direction = text(entry, 'CdtDbtInd')
        if (direction !== 'DBIT' && direction !== 'CRDT') {
          throw new StatementUnreadableError(
            where(),
            `Ntry ${record}: CdtDbtInd DBIT or CRDT, found ${JSON.stringify(direction ?? '')}`,
          )
        }
        const rawDate =
          text(entry, 'BookgDt', 'Dt') ??
          text(entry, 'BookgDt', 'DtTm') ??
          text(entry, 'ValDt', 'Dt') ??
          text(entry, 'ValDt', 'DtTm')
        const occurredAt = isoDay(rawDate)
        if (!occurredAt) {
          throw new StatementUnreadableError(
            where(),
            `Ntry ${record}: BookgDt or ValDt as a date (YYYY-MM-DD), found ${JSON.stringify(rawDate ?? '')}`,
          )
        }
        const currency = toCurrencyCode(attribute(entry, 'Ccy', 'Amt')) ?? options.defaultCurrency

        const details = children(entry, 'NtryDtls').flatMap((d) => children(d, 'TxDtls'))
        const remittance = details.flatMap((d) => {
          const info = child(d, 'RmtInf')
          const ustrd = info ? (info['Ustrd'] as readonly unknown[] | undefined) : undefined
          return (ustrd ?? [])
            .map((u) => (typeof u === 'string' ? u.trim() : (text(u as XmlNode, '#text') ?? '')))
            .filter((u) => u !== '')
        })
        const description =
          remittance.join(' ') ||
          details.map((d) => text(d, 'AddtlTxInf') ?? '').find((t) => t !== '') ||
          text(entry, 'AddtlNtryInf') ||
          ''
        const counterpartyRole = direction === 'DBIT' ? 'Cdtr' : 'Dbtr'
        const merchant = details
          .map((d) => partyName(child(child(d, 'RltdPties'), counterpartyRole)))
          .find((n) => n !== undefined)
        const externalId = text(entry, 'AcctSvcrRef') || text(entry, 'NtryRef') || null
        lines.push({
          line: record,
          occurredAt,
          amount: amount.value,
          type: direction === 'DBIT' ? 'expense' : 'income',
          currency,
          description,
          merchant: merchant ?? null,
          externalId,
        })
      }
    }
    const first = statements[0]!
    const accountCurrency = text(first, 'Acct', 'Ccy') ?? balanceCurrency
    const period = child(first, 'FrToDt')
    const last = statements[statements.length - 1]!
    const fromText = text(period, 'FrDtTm')
    const toText = text(child(last, 'FrToDt'), 'ToDtTm')
    return {
      format: 'camt053',
      lines,
      summary: summarise(lines, {
        currency: toCurrencyCode(accountCurrency) ?? null,
        closingBalance,
        ...(lines.length === 0 && fromText ? { from: isoDay(fromText) ?? null } : {}),
        ...(lines.length === 0 && toText ? { to: isoDay(toText) ?? null } : {}),
      }),
      mapping: null,
    }
  }
}
