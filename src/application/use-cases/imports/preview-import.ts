import { ValidationError } from '../../../domain/errors.js'
import { fingerprintLines } from '../../../domain/imports/line-identity.js'
import { planRows } from '../../../domain/imports/plan-rows.js'
import { countRows, type StatementImport } from '../../../domain/imports/statement-import.js'
import type { CsvMapping, StatementFormat } from '../../../domain/imports/statement.js'
import { decimal } from '../../../domain/money.js'
import { MAX_IMPORT_ROWS, type ImportDeps } from './import-deps.js'

export interface PreviewImportInput {
  readonly userId: string
  readonly accountId: string
  readonly file: Uint8Array
  readonly format?: StatementFormat
  readonly mapping?: CsvMapping
}

const day = (d: Date) => d.toISOString().slice(0, 10)

/**
 * Reads a statement file into an import in `preview`: every line decided (new, duplicate, match,
 * error) and nothing in the ledger changed yet. A file that cannot be read rejects with
 * StatementUnreadableError and stores nothing; so does an account that is not the caller's.
 * The CSV mapping used is remembered for the account.
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
    const mapping = input.mapping ?? (await imports.mappingFor(input.userId, account.id))
    const parsed = await statementReader.read(input.file, {
      ...(input.format ? { format: input.format } : {}),
      ...(mapping ? { mapping } : {}),
      defaultCurrency: account.currency,
    })
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
    const rows = planRows({
      accountCurrency: account.currency,
      lines: parsed.lines,
      fingerprints,
      isKnown: ({ externalId, fingerprint }) =>
        (externalId !== null && known.externalIds.has(externalId)) || known.fingerprints.has(fingerprint),
      candidates,
      newId: () => ids.newId(),
    })

    const closing = parsed.summary.closingBalance
    const now = clock.now()
    const imported: StatementImport = {
      id: ids.newId(),
      userId: input.userId,
      accountId: account.id,
      format: parsed.format,
      status: 'preview',
      statement: {
        from: day(parsed.summary.from ?? first),
        to: day(parsed.summary.to ?? last),
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
      if (parsed.mapping) await imports.rememberMapping(input.userId, account.id, parsed.mapping, now)
    })
    return imported
  }
}
