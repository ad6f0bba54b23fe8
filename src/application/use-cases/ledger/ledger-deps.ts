import type { LedgerKind, Owned } from '../../../domain/ledger/owned.js'
import type { Clock } from '../../ports/clock.js'
import type { IdGenerator } from '../../ports/id-generator.js'
import type { LedgerChangeListener } from '../../ports/ledger-change-listener.js'
import type { AccountRepository } from '../../ports/ledger-repositories.js'
import type { OwnedRepository } from '../../ports/owned-repository.js'

/** What each ledger use case needs, for one resource kind. An item is its draft plus Owned. */
export interface LedgerDeps<Item extends Owned & Draft, Draft, Filter> {
  readonly kind: LedgerKind<Draft>
  readonly repository: OwnedRepository<Item, Draft, Filter>
  readonly accounts: AccountRepository
  readonly clock: Clock
  readonly ids: IdGenerator
  /** Told after each update (transactions: notification parsing learns from corrections). */
  readonly changes?: LedgerChangeListener<Item>
  /**
   * Told after a write with the items it touched (created; updated: before and after; deleted),
   * e.g. transactions: budgets check their alerts (docs/budgets.md). Never throws.
   */
  readonly written?: (userId: string, items: readonly Item[]) => Promise<void>
}
