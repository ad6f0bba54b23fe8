import { ValidationError } from '../../../domain/errors.js'
import { fingerprintLines } from '../../../domain/imports/line-identity.js'
import { planRows } from '../../../domain/imports/plan-rows.js'
import { countRows, type StatementImport } from '../../../domain/imports/statement-import.js'
import {
  StatementUnreadableError,
  type CsvMapping,
  type DateOrder,
  type StatementFormat,
} from '../../../domain/imports/statement.js'
import { decimal } from '../../../domain/money.js'
import { MAX_IMPORT_ROWS, type ImportDeps } from './import-deps.js'
import { categorizeRows } from './categorize-rows.js'
import { dayOf } from '../../../domain/calendar.js'

export interface PreviewImportInput {
  readonly userId: string
  readonly accountId: string
  readonly file: Uint8Array
  readonly format?: StatementFormat
  readonly mapping?: CsvMapping
  /** The day order the user gives for a file whose dates fit both DD/MM and MM/DD (CSV, QIF). */
  readonly dateOrder?: DateOrder
}

/**
 * Reads a statement file into an import in `preview`: every line decided (new, duplicate, match,
 * error) and nothing in the ledger changed yet. A file that cannot be read rejects with
 * StatementUnreadableError and stores nothing; so does an account that is not the caller's. Each
 * new line shows the category it would get (docs/categories.md).
 * A CSV mapping the user gives is remembered for the account and used for its next files.
 */
export class PreviewImport {
  readonly #deps: ImportDeps
  constructor(deps: ImportDeps) {
    this.#deps = deps
  }

  async execute(input: PreviewImportInput): Promise<StatementImport> {
    const { imports, accounts, statementReader, clock, ids } = this.#deps
    const account = await accounts.get(input.userId, input.accountId)
    if (!account) throw ValidationError.field('/account_id', 'is not one of your accounts')
    const read = (mapping: CsvMapping | undefined) =>
      statementReader.read(input.file, {
        ...(input.format ? { format: input.format } : {}),
        ...(mapping ? { mapping } : {}),
        ...(input.dateOrder ? { dateOrder: input.dateOrder } : {}),
        defaultCurrency: account.currency,
      })
    // The mapping the user gave for this account last time, unless this request gives one. When
    // the bank changed its layout since, it no longer fits: the file is read by detection instead.
    const remembered = input.mapping ? undefined : await imports.mappingFor(input.userId, account.id)
    let parsed
    try {
      parsed = await read(input.mapping ?? remembered)
    } catch (error) {
      if (!(remembered && error instanceof StatementUnreadableError)) throw error
      parsed = await read(undefined)
    }
    if (parsed.lines.length > MAX_IMPORT_ROWS)
      throw ValidationError.field(
        '/file',
        `the file has ${parsed.lines.length} lines; at most ${MAX_IMPORT_ROWS} per import`,
      )
    if (parsed.lines.length === 0) throw ValidationError.field('/file', 'the file has no statement lines')

    const fingerprints = fingerprintLines(parsed.lines)
    const known = await imports.knownIdentities(
      input.userId,
      account.id,
      parsed.lines.flatMap((l) => (l.externalId === null ? [] : [l.externalId])),
      fingerprints,
    )
    let first = parsed.lines[0]!.occurredAt
    let last = first
    for (const line of parsed.lines) {
      if (line.occurredAt < first) first = line.occurredAt
      if (line.occurredAt > last) last = line.occurredAt
    }
    const candidates = await imports.matchCandidates(input.userId, account.id, first, last)
    const planned = planRows({
      accountCurrency: account.currency,
      lines: parsed.lines,
      fingerprints,
      isKnown: ({ externalId, fingerprint }) =>
        (externalId !== null && known.externalIds.has(externalId)) || known.fingerprints.has(fingerprint),
      candidates,
      newId: () => ids.newId(),
    })
    const rows = await categorizeRows(this.#deps.transactionCategorizer, input.userId, account.id, planned)

    const closing = parsed.summary.closingBalance
    const now = clock.now()
    const imported: StatementImport = {
      id: ids.newId(),
      userId: input.userId,
      accountId: account.id,
      format: parsed.format,
      status: 'preview',
      statement: {
        from: dayOf(parsed.summary.from ?? first),
        to: dayOf(parsed.summary.to ?? last),
        currency: parsed.summary.currency ?? account.currency,
        closingBalance: closing,
        balanceDifference:
          closing === null ? null : decimal(closing).minus(decimal(account.balance)).toFixed(),
      },
      counts: countRows(rows),
      mapping: parsed.mapping,
      commit: null,
      previousBalance: null,
      createdAt: now,
      committedAt: null,
    }
    await this.#deps.unitOfWork.run(async () => {
      await imports.savePreview(imported, rows)
      // Only a mapping the user gave is remembered: a detected one would override detection next time.
      if (input.mapping && parsed.format === 'csv')
        await imports.rememberMapping(input.userId, account.id, input.mapping, now)
    })
    return imported
  }
}
