import type { ConnectBank } from '../../../application/use-cases/bank-sync/connect-bank.js'
import type { LinkBankAccount } from '../../../application/use-cases/bank-sync/link-bank-account.js'
import type { ReadConnections } from '../../../application/use-cases/bank-sync/read-connections.js'
import type { RequestSync } from '../../../application/use-cases/bank-sync/request-sync.js'

/** What the connection routes need. */
export interface BankSyncHttpCradle {
  connectBank: ConnectBank
  readConnections: ReadConnections
  linkBankAccount: LinkBankAccount
  requestSync: RequestSync
}
