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

/**
 * One `data:` line of the advisor's stream (Vercel AI SDK UI message stream v1), for the
 * document and for generated types; the stream ends with `data: [DONE]`.
 */
export const streamPart = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('start'), messageId: z.string() }),
    z.object({
      type: z.literal('data-meta'),
      data: z.object({ intent: z.string(), agent: z.string(), memory_used: z.boolean() }),
    }),
    z.object({ type: z.literal('text-start'), id: z.string() }),
    z.object({ type: z.literal('text-delta'), id: z.string(), delta: z.string() }),
    z.object({ type: z.literal('text-end'), id: z.string() }),
    z.object({
      type: z.literal('source-document'),
      sourceId: z.string(),
      mediaType: z.string(),
      title: z.string(),
    }),
    z.object({ type: z.literal('finish'), finishReason: z.string() }),
    z.object({ type: z.literal('error'), errorText: z.string() }),
  ])
  .meta({ id: 'AdvisorStreamPart' })
