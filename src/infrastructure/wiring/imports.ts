import { asClass, asFunction, type AwilixContainer } from 'awilix'
import type { ImportRepository } from '../../application/ports/import-repository.js'
import type { StatementReader } from '../../application/ports/statement-reader.js'
import type { TransactionExportSource } from '../../application/ports/transaction-export-source.js'
import type { UserDataStore } from '../../application/ports/user-data-store.js'
import { CommitImport } from '../../application/use-cases/imports/commit-import.js'
import { DeleteImport } from '../../application/use-cases/imports/delete-import.js'
import { ExportTransactions } from '../../application/use-cases/imports/export-transactions.js'
import { PreviewImport } from '../../application/use-cases/imports/preview-import.js'
import { ReadImports } from '../../application/use-cases/imports/read-imports.js'
import { EraseUserData } from '../../application/use-cases/users/erase-user-data.js'
import { ExportUserData } from '../../application/use-cases/users/export-user-data.js'
import { KyselyImportRepository } from '../../adapters/postgres/kysely-import-repository.js'
import { KyselyTransactionExportSource } from '../../adapters/postgres/kysely-transaction-export-source.js'
import { KyselyUserDataStore } from '../../adapters/postgres/kysely-user-data-store.js'
import { FileStatementReader } from '../../adapters/statements/file-statement-reader.js'
import type { Cradle } from '../container.js'

/** The outbound side of statement imports, exports and the user's data (docs/imports.md). */
export interface ImportsCradle {
  imports: ImportRepository
  statementReader: StatementReader
  transactionExportSource: TransactionExportSource
  userDataStore: UserDataStore
}

export function registerImports(container: AwilixContainer<Cradle>): void {
  container.register({
    imports: asFunction((c: Cradle) => new KyselyImportRepository(c)).singleton(),
    statementReader: asClass(FileStatementReader).singleton(),
    transactionExportSource: asFunction((c: Cradle) => new KyselyTransactionExportSource(c)).singleton(),
    userDataStore: asFunction((c: Cradle) => new KyselyUserDataStore(c)).singleton(),
    previewImport: asFunction((c: Cradle) => new PreviewImport(c)).singleton(),
    commitImport: asFunction((c: Cradle) => new CommitImport(c)).singleton(),
    deleteImport: asFunction((c: Cradle) => new DeleteImport(c)).singleton(),
    readImports: asFunction((c: Cradle) => new ReadImports(c)).singleton(),
    exportTransactions: asFunction((c: Cradle) => new ExportTransactions(c)).singleton(),
    exportUserData: asFunction((c: Cradle) => new ExportUserData(c)).singleton(),
    eraseUserData: asFunction((c: Cradle) => new EraseUserData(c)).singleton(),
  })
}
