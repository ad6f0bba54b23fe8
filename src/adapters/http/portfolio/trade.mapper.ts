import type { z } from 'zod'
import { ValidationError, type FieldError } from '../../../domain/errors.js'
import { toCurrencyCode, toDecimalString, type DecimalString } from '../../../domain/money.js'
import type { Position } from '../../../domain/portfolio/position.js'
import type { Trade, TradeInput } from '../../../domain/portfolio/trade.js'
import type { tradeIn } from './portfolio-schemas.js'

/** The wire body of POST /holdings/{id}/trades as the domain's TradeInput. */
export function tradeInput(body: z.infer<typeof tradeIn>): TradeInput {
  const errors: FieldError[] = []
  const amount = (name: 'quantity' | 'price' | 'amount' | 'fee'): DecimalString | undefined => {
    const raw = body[name]
    if (raw === undefined) return undefined
    const value = toDecimalString(raw)
    if (value === undefined)
      errors.push({ pointer: `/${name}`, detail: 'must be a decimal of at most 20 digits and 10 decimals' })
    return value
  }
  const occurredAt = new Date(body.occurred_at)
  if (Number.isNaN(occurredAt.getTime()) || !/[zZ]|[+-]\d\d:?\d\d$/.test(body.occurred_at))
    errors.push({ pointer: '/occurred_at', detail: 'must be an ISO 8601 date-time with a zone' })
  const currency = body.currency === undefined ? undefined : toCurrencyCode(body.currency)
  if (body.currency !== undefined && !currency)
    errors.push({ pointer: '/currency', detail: 'must be an ISO 4217 code' })
  const input: TradeInput = {
    side: body.side,
    quantity: amount('quantity'),
    price: amount('price'),
    amount: amount('amount'),
    fee: amount('fee'),
    currency,
    occurredAt,
  }
  if (errors.length > 0) throw new ValidationError(errors)
  return input
}

export const tradeView = (t: Trade) => ({
  id: t.id,
  holding_id: t.holdingId,
  side: t.side,
  quantity: t.quantity,
  price: t.price,
  amount: t.amount,
  fee: t.fee,
  currency: t.currency,
  origin: t.origin,
  occurred_at: t.occurredAt.toISOString(),
  created_at: t.createdAt.toISOString(),
})

export const positionView = (p: Position) => ({
  quantity: p.quantity,
  average_cost: p.averageCost,
  cost_basis: p.costBasis,
  realized_pl: p.realizedPl,
  dividends: p.dividends,
  fees: p.fees,
})
