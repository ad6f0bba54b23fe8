import type { CommitImport } from '../../../application/use-cases/imports/commit-import.js'
import type { DeleteImport } from '../../../application/use-cases/imports/delete-import.js'
import type { PreviewImport } from '../../../application/use-cases/imports/preview-import.js'
import type { ReadImports } from '../../../application/use-cases/imports/read-imports.js'
import type { ExportTransactions } from '../../../application/use-cases/imports/export-transactions.js'
import type { ExportUserData } from '../../../application/use-cases/users/export-user-data.js'
import type { EraseUserData } from '../../../application/use-cases/users/erase-user-data.js'
import type { GetMe } from '../../../application/use-cases/users/get-me.js'
import type { Clock } from '../../../application/ports/clock.js'
import type { CursorCodec } from '../cursor-codec.js'

/** What the /imports, /transactions/export and /me data routes need. */
export interface ImportsHttpCradle {
  previewImport: PreviewImport
  commitImport: CommitImport
  deleteImport: DeleteImport
  readImports: ReadImports
  exportTransactions: ExportTransactions
  exportUserData: ExportUserData
  eraseUserData: EraseUserData
  getMe: GetMe
  clock: Clock
  cursorCodec: CursorCodec
}
