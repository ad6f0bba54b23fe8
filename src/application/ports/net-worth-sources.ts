import type { Account } from '../../domain/ledger/account.js'
import type { Holding } from '../../domain/ledger/holding.js'
import type { IsoDate } from '../../domain/portfolio/calendar.js'
import type { Trade } from '../../domain/portfolio/trade.js'
import type { AccountMovement } from '../../domain/portfolio/valuation.js'

/** Everything one user's valuation reads from the ledger, in one go. */
export interface UserLedger {
  readonly userId: string
  readonly baseCurrency: string
  readonly accounts: readonly Account[]
  readonly holdings: readonly Holding[]
  readonly trades: readonly Trade[]
  /**
   * The signed daily sums of the accounts' transactions on UTC days after `movementsAfter`
   * (accountMovement); a day of an account may come as several entries (one per transaction
   * type), which add up. Transactions without an account move nothing.
   */
  readonly movements: readonly AccountMovement[]
  /** The user's earliest dated fact: an account, holding or trade created, a transaction. */
  readonly firstDate: IsoDate | undefined
}

/**
 * Reads the ledger for valuation: the few queries behind a user's net worth, and the page of
 * users the daily snapshot walks. Every method touches only the named users' rows.
 */
export interface NetWorthSources {
  /** One user's ledger; movements only for days after `movementsAfter`. */
  load(userId: string, movementsAfter: IsoDate): Promise<UserLedger>
  /** Many users' ledgers at once (the daily job), movements after `movementsAfter`. */
  loadMany(userIds: readonly string[], movementsAfter: IsoDate): Promise<UserLedger[]>
  /** The user's earliest dated fact (as UserLedger.firstDate), in a few index reads. */
  firstDate(userId: string): Promise<IsoDate | undefined>
  /** Users with at least one account or holding, by id, after `afterId`, at most `limit`. */
  usersWithData(afterId: string | undefined, limit: number): Promise<string[]>
}
