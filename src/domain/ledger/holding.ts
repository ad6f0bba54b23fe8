import type { CurrencyCode, DecimalString } from '../money.js'
import { FieldReader } from './fields.js'
import type { LedgerKind, Owned } from './owned.js'

export const ASSET_TYPES = ['stock', 'etf', 'fund', 'crypto', 'bond', 'cash', 'other'] as const
export type AssetType = (typeof ASSET_TYPES)[number]

export interface HoldingDraft {
  /** Upper case for market symbols; crypto ids (e.g. "bitcoin") are kept lower case. */
  readonly symbol: string
  readonly assetType: AssetType
  readonly quantity: DecimalString
  readonly averageCost: DecimalString | null
  readonly currency: CurrencyCode
  readonly accountId: string | null
  readonly name: string | null
}

export interface Holding extends Owned, HoldingDraft {}

const SYMBOL = /^[A-Za-z0-9^][A-Za-z0-9.=^_-]{0,31}$/

export const holdingKind: LedgerKind<Holding, HoldingDraft> = {
  name: 'holding',
  writableFields: ['symbol', 'asset_type', 'quantity', 'average_cost', 'currency', 'account_id', 'name'],
  parseDraft(input) {
    const f = new FieldReader(input)
    const assetType = f.oneOf('asset_type', ASSET_TYPES)
    const rawSymbol = f.text('symbol', { required: true, max: 32 })
    if (rawSymbol && !SYMBOL.test(rawSymbol))
      f.fail('symbol', 'must be a ticker or crypto id (letters, digits, . = ^ _ -)')
    const draft: HoldingDraft = {
      symbol: assetType === 'crypto' ? rawSymbol.toLowerCase() : rawSymbol.toUpperCase(),
      assetType,
      quantity: f.amount('quantity', { required: true, min: 'non_negative' }),
      averageCost: f.amount('average_cost', { required: false, min: 'non_negative' }),
      currency: f.currency('currency'),
      accountId: f.uuid('account_id'),
      name: f.text('name', { max: 200 }),
    }
    f.finish()
    return draft
  },
  toInput: (h) => ({
    symbol: h.symbol,
    asset_type: h.assetType,
    quantity: h.quantity,
    average_cost: h.averageCost,
    currency: h.currency,
    account_id: h.accountId,
    name: h.name,
  }),
  accountIdOf: (d) => d.accountId,
}
