import type { ParsedStatement } from '../../domain/imports/statement.js'
import { StatementUnreadableError } from '../../domain/imports/statement.js'
import type { StatementReader } from '../../application/ports/statement-reader.js'

/**
 * Placeholder until the statement readers (CSV, OFX, QIF, CAMT.053) land in this folder under
 * the same name: every file is refused as unreadable, so the import API answers 422, never 500.
 */
export class FileStatementReader implements StatementReader {
  async read(): Promise<ParsedStatement> {
    throw new StatementUnreadableError(null, 'a statement reader (none is installed in this build)')
  }
}
