import type { CommitImport } from '../../../application/use-cases/imports/commit-import.js'
import type { DeleteImport } from '../../../application/use-cases/imports/delete-import.js'
import type { PreviewImport } from '../../../application/use-cases/imports/preview-import.js'
import type { ReadImports } from '../../../application/use-cases/imports/read-imports.js'
import type { ExportTransactions } from '../../../application/use-cases/imports/export-transactions.js'
import type { ExportUserData } from '../../../application/use-cases/users/export-user-data.js'
import type { EraseUserData } from '../../../application/use-cases/users/erase-user-data.js'

/** What the /imports, /transactions/export and /me data routes resolve. */
export interface ImportsHttpCradle {
  previewImport: PreviewImport
  commitImport: CommitImport
  deleteImport: DeleteImport
  readImports: ReadImports
  exportTransactions: ExportTransactions
  exportUserData: ExportUserData
  eraseUserData: EraseUserData
}
