import { NotFoundError } from '../../../domain/errors.js'
import type { ImportRow, StatementImport } from '../../../domain/imports/statement-import.js'
import type { ImportRepository } from '../../ports/import-repository.js'
import type { Page, PagePosition } from '../../ports/owned-repository.js'

/** The read side of imports: the list, one import, and its rows; another user's import is 404. */
export class ReadImports {
  readonly #imports: ImportRepository
  constructor({ imports }: { imports: ImportRepository }) {
    this.#imports = imports
  }

  async list(userId: string, limit: number, after: PagePosition | undefined): Promise<Page<StatementImport>> {
    return this.#imports.list(userId, { limit, after })
  }

  async get(userId: string, id: string): Promise<StatementImport> {
    const imported = await this.#imports.get(userId, id)
    if (!imported) throw new NotFoundError('import')
    return imported
  }

  /** Rows in file order after `afterLine`; 404 when the import is not the caller's. */
  async rows(
    userId: string,
    id: string,
    afterLine: number | undefined,
    limit: number,
  ): Promise<{ imported: StatementImport; rows: ImportRow[]; more: boolean }> {
    const imported = await this.get(userId, id)
    return { imported, ...(await this.#imports.listRows(userId, id, afterLine, limit)) }
  }
}
