import { decimal, type CurrencyCode, type DecimalString } from '../money.js'
import type { LedgerKind, Owned } from './owned.js'

export const ASSET_TYPES = ['stock', 'etf', 'fund', 'crypto', 'bond', 'cash', 'other'] as const
export type AssetType = (typeof ASSET_TYPES)[number]

export interface HoldingDraft {
  /** Upper case for market symbols; crypto ids (e.g. "bitcoin") are kept lower case. */
  readonly symbol: string
  readonly assetType: AssetType
  /** 0 or more. */
  readonly quantity: DecimalString
  /** 0 or more, per unit, in `currency`. */
  readonly averageCost: DecimalString | null
  readonly currency: CurrencyCode
  readonly accountId: string | null
  readonly name: string | null
}

export interface Holding extends Owned, HoldingDraft {}

const SYMBOL = /^[A-Za-z0-9^][A-Za-z0-9.=^_-]{0,31}$/

/** A market ticker (AAPL, BRK.B, ^GSPC, EURUSD=X) or a crypto id (bitcoin, usd-coin). */
export function isHoldingSymbol(symbol: string): boolean {
  return SYMBOL.test(symbol)
}

/** A quantity or a cost of a holding: 0 or more. */
export function isHoldingAmount(amount: DecimalString): boolean {
  return !decimal(amount).lt(0)
}

export const holdingKind: LedgerKind<HoldingDraft> = {
  name: 'holding',
  accountIdOf: (draft) => draft.accountId,
  canonical: (draft) => ({
    ...draft,
    symbol: draft.assetType === 'crypto' ? draft.symbol.toLowerCase() : draft.symbol.toUpperCase(),
  }),
}
