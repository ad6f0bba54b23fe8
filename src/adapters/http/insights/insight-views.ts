import { z } from 'zod'
import type { Insight } from '../../../domain/insights/insight.js'

export const insightResponse = z
  .object({
    id: z.string(),
    kind: z.string(),
    severity: z.enum(['info', 'warning', 'alert']),
    title: z.string(),
    message: z.string(),
    data: z.record(z.string(), z.unknown()),
    transaction_ids: z.array(z.string()),
    date: z.string().meta({ format: 'date' }),
    created_at: z.string().meta({ format: 'date-time' }),
  })
  .meta({ id: 'Insight' })

export const insightView = (i: Insight): z.infer<typeof insightResponse> => ({
  id: i.id,
  kind: i.kind,
  severity: i.severity,
  title: i.title,
  message: i.message,
  data: { ...i.data },
  transaction_ids: [...i.transactionIds],
  date: i.date,
  created_at: i.createdAt.toISOString(),
})
