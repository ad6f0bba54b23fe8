import { z } from 'zod'

/** The fast tier's answer: the picked stories by index (fields nullable-free: all required). */
export const curationSchema = z.object({
  picks: z.array(z.object({ index: z.number().int(), reason: z.string(), symbols: z.array(z.string()) })),
})

/** The reasoning tier's answer: the newsletter's prose. */
export const newsletterSchema = z.object({
  title: z.string(),
  summary: z.string(),
  sections: z.array(z.object({ heading: z.string(), body: z.string(), symbols: z.array(z.string()) })),
})
