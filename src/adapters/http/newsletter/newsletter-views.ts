import { z } from 'zod'
import type { Newsletter } from '../../../domain/newsletter/newsletter.js'
import type { GenerationTicket } from '../../../application/use-cases/newsletter/start-newsletter-generation.js'

export const newsletterOut = z
  .object({
    id: z.string(),
    date: z.string().meta({ format: 'date' }).describe('the UTC day, YYYY-MM-DD'),
    title: z.string(),
    summary: z.string(),
    sections: z.array(z.object({ heading: z.string(), body: z.string(), symbols: z.array(z.string()) })),
    sources: z.array(
      z.object({
        title: z.string(),
        url: z.string(),
        publisher: z.string().nullable(),
        published_at: z.string().meta({ format: 'date-time' }).nullable(),
      }),
    ),
    created_at: z.string().meta({ format: 'date-time' }),
  })
  .meta({ id: 'Newsletter' })

export const ticketOut = z
  .object({
    status: z.enum(['queued', 'running', 'completed']),
    date: z.string().meta({ format: 'date' }),
    job_id: z.string().describe('the same id while a generation of the day is queued or running'),
  })
  .meta({ id: 'NewsletterGeneration' })

export const generateQuery = z.object({
  force: z.stringbool().optional().describe("true regenerates today's newsletter even when it exists"),
})

export const newsletterView = (n: Newsletter) => ({
  id: n.id,
  date: n.date,
  title: n.title,
  summary: n.summary,
  sections: n.sections.map((s) => ({ heading: s.heading, body: s.body, symbols: [...s.symbols] })),
  sources: n.sources.map((s) => ({
    title: s.title,
    url: s.url,
    publisher: s.publisher,
    published_at: s.publishedAt ? s.publishedAt.toISOString() : null,
  })),
  created_at: n.createdAt.toISOString(),
})

export const ticketView = (t: GenerationTicket) => ({ status: t.status, date: t.date, job_id: t.jobId })
