import { z } from 'zod'

export const askBody = z
  .strictObject({
    message: z.string().trim().min(1).max(4_000).optional(),
    /** Alias of `message` (docs/api.md "AI"). */
    question: z.string().trim().min(1).max(4_000).optional(),
    history: z
      .array(z.strictObject({ role: z.enum(['user', 'assistant']), content: z.string().max(8_000) }))
      .max(50)
      .optional(),
  })
  .meta({ id: 'AdvisorQuestion' })
export type AskBody = z.infer<typeof askBody>

export const askAnswer = z
  .object({
    answer: z.string(),
    intent: z.enum(['portfolio', 'spending', 'budgeting', 'market', 'general']),
    agent: z.string(),
    sources: z.array(z.object({ type: z.string(), id: z.string(), title: z.string() })),
    memory_used: z.boolean(),
  })
  .meta({ id: 'AdvisorAnswer' })
