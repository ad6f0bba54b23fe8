import { z } from 'zod'
import { toDecimalString } from '../../domain/money.js'

/**
 * The SimpleFIN Bridge's `GET /accounts` answer, as the protocol defines it: amounts are decimal
 * strings (positive = money in), times are unix seconds (`posted` is 0 for a pending transaction),
 * and `errors` holds messages meant for the user. Unknown fields are allowed (the protocol adds
 * some), missing required ones are a malformed answer.
 */
const decimalText = z
  .string()
  .refine((s) => toDecimalString(s) !== undefined, 'a decimal string')
  .transform((s) => toDecimalString(s)!)
const unixSeconds = z.number().int().nonnegative()

export const simplefinTransaction = z.looseObject({
  id: z.string().min(1),
  posted: unixSeconds,
  amount: decimalText,
  description: z.string(),
  payee: z.string().nullish(),
  memo: z.string().nullish(),
  transacted_at: unixSeconds.nullish(),
  pending: z.boolean().nullish(),
})

export const simplefinAccount = z.looseObject({
  org: z.looseObject({ name: z.string().nullish(), domain: z.string().nullish() }),
  id: z.string().min(1),
  name: z.string(),
  currency: z.string(),
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
