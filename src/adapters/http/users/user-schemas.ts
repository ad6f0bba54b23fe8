import { z } from 'zod'
import { currencyCode, stopAtUnknownFields } from '../body-check.js'

/** The shapes of /me: the only check of PATCH /me (its shape, then its values; body-check.ts). */
export const userOut = z
  .object({
    id: z.string(),
    base_currency: z.string(),
    newsletter_enabled: z.boolean(),
    created_at: z.string().meta({ format: 'date-time' }),
  })
  .meta({ id: 'User' })

export const userPatchBody = z
  .strictObject({
    base_currency: z.string().optional(),
    newsletter_enabled: z.boolean().optional(),
  })
  .transform(stopAtUnknownFields)
  .pipe(
    z.object({
      base_currency: currencyCode.optional(),
      newsletter_enabled: z.boolean().optional(),
    }),
  )
  .meta({ id: 'UserPatch' })
export type UserPatchBody = z.output<typeof userPatchBody>
