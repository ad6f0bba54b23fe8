import { z } from 'zod'
import { CATEGORY_SOURCES } from '../../../domain/categories/category.js'
import { RECATEGORIZE_LIMIT } from '../../../application/use-cases/categorization/recategorize-transactions.js'

const dryRun = z.boolean().describe('true: answer what would change and write nothing')

export const categorizeIn = z
  .union([
    z.strictObject({
      ids: z
        .array(z.guid())
        .min(1)
        .max(RECATEGORIZE_LIMIT.ids)
        .describe(`your transactions to re-run, at most ${RECATEGORIZE_LIMIT.ids}`),
      dry_run: dryRun,
    }),
    z.strictObject({
      all_uncategorized: z
        .literal(true)
        .describe(
          `every transaction without a category, oldest first, at most ${RECATEGORIZE_LIMIT.uncategorized}`,
        ),
      dry_run: dryRun,
    }),
  ])
  .meta({ id: 'CategorizeRequest' })

export const categoryChangeOut = z
  .object({
    id: z.guid(),
    from: z.string().nullable().describe('the category before; null when it had none'),
    from_source: z.enum(CATEGORY_SOURCES),
    to: z.string().describe('one of your categories'),
    source: z.enum(['rule', 'learned', 'similar', 'model']).describe('the step that chose it'),
    confidence: z.number().min(0).max(1),
  })
  .meta({ id: 'CategoryChange' })

export const categorizeOut = z
  .object({
    dry_run: z.boolean(),
    examined: z
      .number()
      .int()
      .describe('transactions the pipeline ran on (never one you categorised yourself)'),
    changed: z.number().int(),
    more: z.boolean().describe('all_uncategorized: more uncategorised transactions wait; send it again'),
    changes: z.array(categoryChangeOut),
  })
  .meta({ id: 'CategorizeResult' })

export type CategorizeBody = z.output<typeof categorizeIn>
