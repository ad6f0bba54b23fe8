import { z } from 'zod'
import { CATEGORY_KINDS, CATEGORY_NAME_MAX } from '../../../domain/categories/category.js'
import { refuse, stopAtUnknownFields } from '../body-check.js'

/** Categories on the wire (docs/categories.md): the shape, then the values, as ledger-schemas.ts does. */

const nameIn = z
  .string()
  .max(200)
  .describe(`1-${CATEGORY_NAME_MAX} characters once trimmed; unique among your categories ignoring case`)
const parentIn = z
  .guid()
  .nullable()
  .describe('the parent category; one level only (a parent has no parent), null for top-level')
const kindIn = z.enum(CATEGORY_KINDS)

const categoryWire = { name: nameIn, parent_id: parentIn.optional(), kind: kindIn.optional() }
const categoryValues = {
  name: z.string().transform((raw, ctx) => {
    const name = raw.trim()
    if (name === '') return refuse(ctx, raw, 'must not be empty')
    if (name.length > CATEGORY_NAME_MAX)
      return refuse(ctx, raw, `must be at most ${CATEGORY_NAME_MAX} characters`)
    return name
  }),
  parent_id: z
    .string()
    .transform((id) => id.toLowerCase())
    .nullable()
    .optional(),
  kind: kindIn.optional(),
}

export const categoryDraftBody = z
  .strictObject({
    ...categoryWire,
    kind: kindIn.optional().describe("expense, income or transfer; left out: the parent's kind, or expense"),
  })
  .transform(stopAtUnknownFields)
  .pipe(z.object(categoryValues))
  .meta({ id: 'CategoryDraft' })
export const categoryPatchBody = z
  .strictObject(categoryWire)
  .partial()
  .transform(stopAtUnknownFields)
  .pipe(z.object(categoryValues).partial())
  .meta({ id: 'CategoryPatch' })
export type CategoryDraftBody = z.output<typeof categoryDraftBody>
export type CategoryPatchBody = z.output<typeof categoryPatchBody>

export const categoryOut = z
  .object({
    id: z.string().meta({ format: 'uuid' }),
    name: z.string(),
    parent_id: z.string().meta({ format: 'uuid' }).nullable(),
    kind: kindIn,
    created_at: z.string().meta({ format: 'date-time' }),
  })
  .meta({ id: 'Category' })

export const categoryDeleteQuery = z.object({
  reassign_to: z
    .guid()
    .optional()
    .describe(
      'another of your categories that takes over the transactions (and anything else) in this category; needed when it is in use',
    ),
})
