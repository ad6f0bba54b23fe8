import { z } from 'zod'
import { toDecimalString } from '../../domain/money.js'
import { bridgeId, bridgeText } from './bridge-text.js'

/**
 * The SimpleFIN Bridge's `GET /accounts` answer, as the protocol defines it: amounts are decimal
 * strings (positive = money in), times are unix seconds (`posted` is 0 for a pending transaction),
 * and `errors` holds messages meant for the user. Unknown fields are allowed (the protocol adds
 * some), missing required ones are a malformed answer. Text is made storable and bounded here, at
 * the edge (bridge-text.ts): names and descriptions cut to the lengths the API allows for the same
 * fields, ids of at most 255 characters.
 */
const decimalText = z
  .string()
  .refine((s) => toDecimalString(s) !== undefined, 'a decimal string')
  .transform((s) => toDecimalString(s)!)
const unixSeconds = z.number().int().nonnegative()
const id = z.string().max(255).transform(bridgeId).pipe(z.string().min(1))
const text = (max: number) => z.string().transform((s) => bridgeText(s, max))

export const simplefinTransaction = z.looseObject({
  id,
  posted: unixSeconds,
  amount: decimalText,
  description: text(500),
  payee: text(200).nullish(),
  memo: text(2000).nullish(),
  transacted_at: unixSeconds.nullish(),
  pending: z.boolean().nullish(),
})

export const simplefinAccount = z.looseObject({
  org: z.looseObject({ name: text(200).nullish(), domain: text(253).nullish() }),
  id,
  name: text(100),
  currency: text(16),
  balance: decimalText,
  'available-balance': decimalText.nullish(),
  'balance-date': unixSeconds,
  transactions: z.array(simplefinTransaction).default([]),
})

export const simplefinAccountSet = z.looseObject({
  errors: z.array(z.unknown()).default([]),
  accounts: z.array(simplefinAccount),
})

export type SimplefinAccountSet = z.infer<typeof simplefinAccountSet>
