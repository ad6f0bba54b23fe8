import { asFunction } from 'awilix'
import type { ImportRepository } from '../../application/ports/import-repository.js'
import type { AccountRepository } from '../../application/ports/ledger-repositories.js'
import type { StatementReader } from '../../application/ports/statement-reader.js'
import type { TransactionExportSource } from '../../application/ports/transaction-export-source.js'
import type { UserDataStore } from '../../application/ports/user-data-store.js'
import type { UserRepository } from '../../application/ports/user-repository.js'
import type { TransactionCategorizer } from '../../application/ports/transaction-categorizer.js'
import type { SpendingListener } from '../../application/ports/spending-listener.js'
import type { RuleRepository } from '../../application/ports/rule-repository.js'
import type { GetMe } from '../../application/use-cases/users/get-me.js'
import { CommitImport } from '../../application/use-cases/imports/commit-import.js'
import { DeleteImport } from '../../application/use-cases/imports/delete-import.js'
import { ExportTransactions } from '../../application/use-cases/imports/export-transactions.js'
import { PreviewImport } from '../../application/use-cases/imports/preview-import.js'
import { ReadImports } from '../../application/use-cases/imports/read-imports.js'
import { EraseUserData } from '../../application/use-cases/users/erase-user-data.js'
import { ExportUserData } from '../../application/use-cases/users/export-user-data.js'
import type { CursorCodec } from '../../adapters/http/cursor-codec.js'
import type { ImportsHttpCradle } from '../../adapters/http/imports/imports-http-cradle.js'
import { KyselyImportRepository } from '../../adapters/postgres/kysely-import-repository.js'
import { KyselyTransactionExportSource } from '../../adapters/postgres/kysely-transaction-export-source.js'
import { KyselyUserDataStore } from '../../adapters/postgres/kysely-user-data-store.js'
import { CacheForgettingUserDataStore } from '../../adapters/cache/cache-forgetting-user-data-store.js'
import type { UserCaches } from '../../adapters/cache/user-caches.js'
import { WorkerStatementReader } from '../../adapters/statements/worker-statement-reader.js'
import { defineArea, singletonsOf } from './area.js'
import type { FoundationCradle } from './foundation.js'

/** Statement imports, exports and the user's own data (docs/imports.md). */
export interface ImportsCradle extends Omit<ImportsHttpCradle, 'getMe' | 'clock' | 'cursorCodec'> {
  imports: ImportRepository
  statementReader: StatementReader
  transactionExportSource: TransactionExportSource
  userDataStore: UserDataStore
}

interface ImportsNeeds extends Pick<FoundationCradle, 'db' | 'clock' | 'ids' | 'unitOfWork'> {
  accounts: AccountRepository
  users: UserRepository
  getMe: GetMe
  cursorCodec: CursorCodec
  transactionCategorizer: TransactionCategorizer
  /** The categories area's: an erased user's cached categories and rules go too. */
  userCaches: UserCaches
  /** The budgets area's: a committed import makes budgets check their alerts. */
  spendingListener: SpendingListener
  /** The categories area's: a commit counts the hits of the rules its rows took. */
  rules: RuleRepository
}

type Reads = ImportsCradle & ImportsNeeds
const singleton = singletonsOf<Reads>()

export const importsArea = defineArea<ImportsCradle, ImportsNeeds>('imports', () => ({
  imports: singleton(KyselyImportRepository),
  // Files are parsed in worker threads, off the event loop; the threads stop with the container.
  statementReader: asFunction(() => new WorkerStatementReader())
    .singleton()
    .disposer((reader) => reader.close()),
  transactionExportSource: singleton(KyselyTransactionExportSource),
  userDataStore: asFunction(
    (c: Reads) => new CacheForgettingUserDataStore(new KyselyUserDataStore(c), c.userCaches),
  ).singleton(),
  previewImport: singleton(PreviewImport),
  commitImport: singleton(CommitImport),
  deleteImport: singleton(DeleteImport),
  readImports: singleton(ReadImports),
  exportTransactions: singleton(ExportTransactions),
  exportUserData: singleton(ExportUserData),
  eraseUserData: singleton(EraseUserData),
}))
