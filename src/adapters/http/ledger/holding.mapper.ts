import type { Holding, HoldingDraft } from '../../../domain/ledger/holding.js'
import type { ValuedHolding } from '../../../application/use-cases/market/value-holdings.js'
import type { HoldingDraftBody, HoldingPatchBody } from './ledger-schemas.js'
import { presentFields } from '../present-fields.js'
import { ownedToWire } from './ledger-wire.js'

function holdingToWire(h: Holding) {
  return {
    ...ownedToWire(h),
    symbol: h.symbol,
    asset_type: h.assetType,
    quantity: h.quantity,
    average_cost: h.averageCost,
    currency: h.currency,
    account_id: h.accountId,
    name: h.name,
  }
}

/** Every mapping of a holding between the wire (snake_case) and the domain, in one place. */
export const holdingMapper = {
  /** POST and PUT: absent optional fields are none. */
  toDraft(body: HoldingDraftBody): HoldingDraft {
    return {
      symbol: body.symbol,
      assetType: body.asset_type,
      quantity: body.quantity,
      averageCost: body.average_cost ?? null,
      currency: body.currency,
      accountId: body.account_id ?? null,
      name: body.name ?? null,
    }
  },

  /** PATCH: the fields it changes. */
  toPatch(body: HoldingPatchBody): Partial<HoldingDraft> {
    return presentFields({
      symbol: body.symbol,
      assetType: body.asset_type,
      quantity: body.quantity,
      averageCost: body.average_cost,
      currency: body.currency,
      accountId: body.account_id,
      name: body.name,
    })
  },

  toWire: holdingToWire,

  /**
   * A holding of `with_prices=true`: amounts in the holding's currency; one that cannot be priced
   * has `price_status: "unavailable"`, null amounts and a `price_error` ({code, detail}).
   */
  valuationToWire({ holding, pricing }: ValuedHolding) {
    const base = holdingToWire(holding)
    if (pricing.status === 'unavailable') {
      return {
        ...base,
        price: null,
        market_value: null,
        unrealized_pl: null,
        change_percent: null,
        price_as_of: null,
        price_status: 'unavailable',
        price_error: { code: pricing.code, detail: pricing.detail },
      }
    }
    return {
      ...base,
      price: pricing.price,
      market_value: pricing.marketValue,
      unrealized_pl: pricing.unrealizedPl,
      change_percent: pricing.changePercent,
      price_as_of: pricing.asOf?.toISOString() ?? null,
      price_status: 'ok',
      price_error: null,
    }
  },
}
