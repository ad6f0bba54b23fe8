/**
 * The column names banks give their CSV columns, in English, German, French, Spanish, Portuguese
 * and Dutch, normalised (lower case, no accents, punctuation as spaces). Each role lists its names
 * best first: a file with both "Buchungstag" and "Valuta" takes the booking day.
 */
export type CsvRole =
  | 'date'
  | 'amount'
  | 'debit'
  | 'credit'
  | 'description'
  | 'merchant'
  | 'currency'
  | 'reference'
  | 'direction'
  | 'balance'

// One line per language: en, de, fr, es, pt, nl (prettier would put each name on a line of its own).
// prettier-ignore
export const HEADER_NAMES: Readonly<Record<CsvRole, readonly string[]>> = {
  date: [
    'date', 'transaction date', 'posting date', 'posted date', 'booking date', 'trans date', 'post date', 'txn date',
    'buchungstag', 'buchungsdatum', 'datum', 'belegdatum',
    'date operation', 'date de l operation', 'date comptable', 'date de comptabilisation',
    'fecha', 'fecha operacion', 'fecha de operacion', 'fecha contable', 'f operacion',
    'data', 'data lancamento', 'data de lancamento', 'data movimento', 'data do movimento', 'data operacao', 'data mov',
    'boekdatum', 'transactiedatum', 'boekingsdatum',
    // value dates last: the booking day is the statement's day
    'value date', 'valuta', 'wertstellung', 'valutadatum', 'date de valeur', 'fecha valor', 'data valor', 'rentedatum',
  ],
  amount: [
    'amount', 'transaction amount', 'amt', 'value',
    'betrag', 'umsatz',
    'montant', 'montant de l operation',
    'importe', 'monto', 'cantidad',
    'valor', 'montante', 'quantia',
    'bedrag', 'transactiebedrag',
  ],
  debit: [
    'debit', 'debits', 'withdrawal', 'withdrawals', 'money out', 'paid out', 'outflow', 'debit amount', 'amount debit',
    'soll', 'ausgang', 'belastung', 'lastschrift betrag',
    'debit euros', 'montant debit',
    'cargo', 'cargos', 'debe', 'debito', 'importe cargo',
    'saida', 'saidas', 'valor debito',
    'af', 'debet',
  ],
  credit: [
    'credit', 'credits', 'deposit', 'deposits', 'money in', 'paid in', 'inflow', 'credit amount', 'amount credit',
    'haben', 'eingang', 'gutschrift',
    'credit euros', 'montant credit',
    'abono', 'abonos', 'haber', 'credito', 'importe abono',
    'entrada', 'entradas', 'valor credito',
    'bij',
  ],
  description: [
    'description', 'details', 'transaction details', 'memo', 'narrative', 'transaction description', 'reference text',
    'verwendungszweck', 'beschreibung', 'buchungstext', 'vorgang', 'text',
    'detail de l ecriture', 'libelle', 'libelle operation', 'libelle de l operation', 'detail', 'intitule',
    'concepto', 'descripcion', 'observaciones', 'detalle',
    'descricao', 'historico', 'descritivo', 'descricao do movimento',
    'omschrijving', 'mededelingen', 'omschrijving 1',
  ],
  merchant: [
    'payee', 'merchant', 'counterparty', 'name', 'beneficiary', 'payee name', 'merchant name', 'counterparty name',
    'beguenstigter zahlungspflichtiger', 'begunstigter zahlungspflichtiger', 'zahlungsempfaenger', 'empfaenger',
    'auftraggeber empfaenger', 'name zahlungsbeteiligter', 'auftraggeber',
    'beneficiaire', 'tiers', 'contrepartie',
    'beneficiario', 'ordenante', 'contraparte',
    'favorecido', 'destinatario',
    'naam tegenpartij', 'tegenpartij', 'naam', 'naam omschrijving',
  ],
  currency: ['currency', 'ccy', 'waehrung', 'wahrung', 'devise', 'moneda', 'divisa', 'moeda', 'munt'],
  reference: [
    'reference', 'ref', 'transaction id', 'reference number', 'bank reference', 'fitid',
    'referenz', 'bankreferenz',
    'reference operation',
    'referencia', 'numero de referencia', 'referencia bancaria',
    'kenmerk', 'volgnr', 'transactiereferentie',
  ],
  direction: [
    'debit credit', 'credit debit', 'dr cr', 'cr dr', 'd c', 'c d', 'debit credit indicator', 'credit debit indicator', 'direction',
    'soll haben', 's h', 'soll haben kennzeichen',
    'sens',
    'debito credito', 'cargo abono',
    'af bij', 'bij af',
  ],
  balance: [
    'balance', 'running balance',
    'saldo', 'kontostand',
    'solde',
    'saldo disponible',
    'saldo contabilistico',
    'saldo na trn',
  ],
}

/** How a header cell is compared: accents, case, punctuation and a "(EUR)" suffix do not count. */
export function normaliseHeader(raw: string): string {
  return raw
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
}

/** The currency a header names, as in "Betrag (EUR)" or "Amount in USD". */
export function headerCurrency(raw: string): string | undefined {
  return /(?:\(|\bin\s+)([A-Z]{3})\)?\s*$/.exec(raw.trim())?.[1]
}

/**
 * Assigns roles to header cells: for each role, the cell whose name comes earliest in the role's
 * list; a cell takes at most one role. Returns the column index per role found.
 */
export function rolesFromHeader(header: readonly string[]): Partial<Record<CsvRole, number>> {
  const names = header.map((cell) => {
    const n = normaliseHeader(cell)
    const code = headerCurrency(cell)
    return code ? n.replace(new RegExp(`\\s*(?:in )?${code.toLowerCase()}$`), '') : n
  })
  const taken = new Set<number>()
  const roles: Partial<Record<CsvRole, number>> = {}
  for (const role of Object.keys(HEADER_NAMES) as CsvRole[]) {
    let best: { column: number; rank: number } | undefined
    names.forEach((name, column) => {
      if (taken.has(column)) return
      const rank = HEADER_NAMES[role].indexOf(name)
      if (rank >= 0 && (!best || rank < best.rank)) best = { column, rank }
    })
    if (best) {
      roles[role] = best.column
      taken.add(best.column)
    }
  }
  return roles
}

// The values of a direction column, normalised as headers are.
const MONEY_OUT = new Set([
  'af',
  'debit',
  'dr',
  'd',
  'db',
  'debet',
  's',
  'soll',
  'out',
  'withdrawal',
  'cargo',
  'debito',
  'debitado',
  'dbit',
])
const MONEY_IN = new Set([
  'bij',
  'credit',
  'cr',
  'c',
  'h',
  'haben',
  'in',
  'deposit',
  'abono',
  'credito',
  'creditado',
  'crdt',
])

/** Which way a direction cell says the money went, or undefined for a value it does not know. */
export function directionOf(raw: string): 'expense' | 'income' | undefined {
  const value = normaliseHeader(raw)
  if (MONEY_OUT.has(value)) return 'expense'
  if (MONEY_IN.has(value)) return 'income'
  return undefined
}
