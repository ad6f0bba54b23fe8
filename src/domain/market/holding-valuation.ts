import { Decimal, type DecimalString } from '../money.js'

/**
 * Yahoo quotes some markets in minor units ("GBp" pence on the LSE, "ZAc", "ILA"). A holding's
 * currency is ISO 4217, so the price is brought to the major unit before any arithmetic.
 */
const MINOR_UNITS: Readonly<Record<string, { major: string; divisor: number }>> = {
  GBp: { major: 'GBP', divisor: 100 },
  GBX: { major: 'GBP', divisor: 100 },
  ZAc: { major: 'ZAR', divisor: 100 },
  ILA: { major: 'ILS', divisor: 100 },
}

export function toMajorUnit(price: number, currency: string): { price: Decimal; currency: string } {
  const minor = MINOR_UNITS[currency]
  const exact = new Decimal(String(price))
  return minor
    ? { price: exact.div(minor.divisor), currency: minor.major }
    : { price: exact, currency: currency.toUpperCase() }
}

export interface Valuation {
  /** Unit price in the holding's currency (a plain number, like every market price). */
  readonly price: number
  /** quantity x price, rounded to 2 decimals (half up): a decimal string like the ledger's money. */
  readonly marketValue: DecimalString
  /** marketValue - quantity x average_cost; null without an average cost. */
  readonly unrealizedPl: DecimalString | null
}

/** Exact arithmetic on the ledger's decimals; the float price enters once, by its shortest text. */
export function valueHolding(
  quantity: DecimalString,
  averageCost: DecimalString | null,
  unitPrice: Decimal,
): Valuation {
  const value = new Decimal(quantity).times(unitPrice)
  const marketValue = value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
  const unrealizedPl =
    averageCost === null
      ? null
      : value.minus(new Decimal(quantity).times(averageCost)).toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
  return {
    price: unitPrice.toDecimalPlaces(8).toNumber(),
    marketValue: marketValue.toFixed(2) as DecimalString,
    unrealizedPl: unrealizedPl === null ? null : (unrealizedPl.toFixed(2) as DecimalString),
  }
}
