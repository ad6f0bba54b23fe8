import type { Holding, HoldingDraft } from '../../../domain/ledger/holding.js'
import { decimal, type DecimalString } from '../../../domain/money.js'
import { openingBuy } from '../../../domain/portfolio/instrument.js'
import type { Clock } from '../../ports/clock.js'
import type { IdGenerator } from '../../ports/id-generator.js'
import type { HoldingFilter, HoldingRepository } from '../../ports/ledger-repositories.js'
import type { Page, PageRequest, UpdateOutcome } from '../../ports/owned-repository.js'
import type { TradeRepository } from '../../ports/trade-repository.js'
import type { UnitOfWork } from '../../ports/unit-of-work.js'

/**
 * The holdings repository the ledger's CRUD writes through, keeping trades consistent with
 * direct edits: a holding created with a quantity records its opening buy (at its average cost,
 * on its created date), and a change of quantity by PATCH or PUT records an adjusting trade of
 * the difference, in the same transaction. Reads pass straight through.
 */
export class TradeRecordingHoldings implements HoldingRepository {
  constructor(
    private readonly inner: HoldingRepository,
    private readonly deps: {
      trades: TradeRepository
      unitOfWork: UnitOfWork
      ids: IdGenerator
      clock: Clock
    },
  ) {}

  list(userId: string, filter: HoldingFilter, page: PageRequest): Promise<Page<Holding>> {
    return this.inner.list(userId, filter, page)
  }

  get(userId: string, id: string): Promise<Holding | undefined> {
    return this.inner.get(userId, id)
  }

  listAll(userId: string): Promise<Holding[]> {
    return this.inner.listAll(userId)
  }

  delete(userId: string, id: string): Promise<boolean> {
    return this.inner.delete(userId, id)
  }

  insert(userId: string, id: string, draft: HoldingDraft, now: Date): Promise<Holding> {
    const { trades, unitOfWork, ids } = this.deps
    return unitOfWork.run(async () => {
      const holding = await this.inner.insert(userId, id, draft, now)
      if (decimal(holding.quantity).greaterThan(0))
        await trades.insert(userId, holding.id, ids.newId(), openingBuy(holding), now)
      return holding
    })
  }

  update(
    userId: string,
    id: string,
    draft: HoldingDraft,
    now: Date,
    expectedVersion: number | undefined,
  ): Promise<UpdateOutcome<Holding>> {
    const { trades, unitOfWork, ids } = this.deps
    return unitOfWork.run(async () => {
      const before = await trades.lockHolding(userId, id)
      const outcome = await this.inner.update(userId, id, draft, now, expectedVersion)
      if (outcome.kind !== 'updated' || !before) return outcome
      const delta = decimal(outcome.item.quantity).minus(before.quantity)
      if (delta.isZero()) return outcome
      const stored = await trades.listForHolding(userId, id)
      if (stored.length === 0 && decimal(before.quantity).greaterThan(0))
        await trades.insert(userId, id, ids.newId(), openingBuy(before), now)
      await trades.insert(
        userId,
        id,
        ids.newId(),
        {
          side: 'adjust',
          quantity: delta.toFixed() as DecimalString,
          price: null,
          amount: null,
          fee: '0' as DecimalString,
          currency: outcome.item.currency,
          occurredAt: now,
          origin: 'adjustment',
        },
        now,
      )
      return outcome
    })
  }
}
