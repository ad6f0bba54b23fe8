import { z } from 'zod'
import { toCurrencyCode } from '../../domain/money.js'

/**
 * What the request schemas of the areas share. A body is checked once, by its schema, in two
 * steps: the wire shape (types, lengths, unknown fields), then, when that holds, the values, read
 * by the domain's own rules into domain values (`.pipe()` from the one to the other).
 */

/** Adds a field problem and yields nothing: zod reports it with the field's pointer. */
export function refuse(ctx: z.core.$RefinementCtx<unknown>, input: unknown, message: string): never {
  ctx.issues.push({ code: 'custom', message, input })
  return z.NEVER
}

/**
 * zod's pipe reads the values even past an unknown field (any other issue stops it). A body with
 * an unknown field is refused on its shape alone: each unknown field becomes an issue of its own,
 * with the same pointer and detail the 422 gives it anyway, and that stops the pipe.
 */
export function stopAtUnknownFields<T>(body: T, ctx: z.core.$RefinementCtx<T>): T {
  const unknown = ctx.issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys' ? issue.keys.map((key) => [...(issue.path ?? []), key]) : [],
  )
  if (unknown.length === 0) return body
  ctx.issues.splice(0, ctx.issues.length, ...ctx.issues.filter((issue) => issue.code !== 'unrecognized_keys'))
  for (const path of unknown)
    ctx.issues.push({ code: 'custom', path, message: 'is not a known field', input: body })
  return body
}

/** A currency code, read by the domain (trimmed, upper case, ISO 4217 shape). */
export const currencyCode = z
  .string()
  .transform(
    (raw, ctx) => toCurrencyCode(raw) ?? refuse(ctx, raw, 'must be an ISO 4217 currency code such as "USD"'),
  )
