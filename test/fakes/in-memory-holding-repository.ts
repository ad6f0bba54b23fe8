import type { Holding, HoldingDraft } from '../../src/domain/ledger/holding.js'
import type { Owned } from '../../src/domain/ledger/owned.js'
import type { HoldingFilter, HoldingRepository } from '../../src/application/ports/ledger-repositories.js'
import { InMemoryOwnedRepository } from './in-memory-owned-repository.js'

/** Holdings in memory, newest created first. */
export class InMemoryHoldingRepository
  extends InMemoryOwnedRepository<Holding, HoldingDraft, HoldingFilter>
  implements HoldingRepository
{
  protected sortKey(h: Holding) {
    return h.createdAt
  }
  protected matches(h: Holding, f: HoldingFilter) {
    return !f.accountId || h.accountId === f.accountId
  }
  protected build(owned: Owned, d: HoldingDraft): Holding {
    return {
      ...owned,
      symbol: d.symbol,
      assetType: d.assetType,
      quantity: d.quantity,
      averageCost: d.averageCost,
      currency: d.currency,
      accountId: d.accountId,
      name: d.name,
    }
  }

  async listAll(userId: string): Promise<Holding[]> {
    return [...(await this.list(userId, {}, { limit: 1000, after: undefined })).items]
  }
}
