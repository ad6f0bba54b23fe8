import type { ParsedStatement, StatementFormat } from '../../domain/imports/statement.js'
import type { StatementReadOptions, StatementReader } from '../../application/ports/statement-reader.js'
import { Camt053StatementReader } from './camt053-statement-reader.js'
import { CsvStatementReader } from './csv-statement-reader.js'
import { OfxStatementReader } from './ofx-statement-reader.js'
import { QifStatementReader } from './qif-statement-reader.js'
import { detectStatementFormat } from './statement-format.js'

/**
 * The StatementReader of the service: reads the format the caller names, or the one the file's
 * head shows (docs/statement-readers.md), with that format's reader. Stateless; one instance
 * serves every request.
 */
export class FileStatementReader implements StatementReader {
  private readonly readers: Readonly<Record<StatementFormat, StatementReader>> = {
    csv: new CsvStatementReader(),
    ofx: new OfxStatementReader(),
    qif: new QifStatementReader(),
    camt053: new Camt053StatementReader(),
  }

  async read(file: Uint8Array, options: StatementReadOptions): Promise<ParsedStatement> {
    const format = options.format ?? detectStatementFormat(file)
    return this.readers[format].read(file, options)
  }
}
