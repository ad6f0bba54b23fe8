import type { ApiRouter } from '../api-router.js'
import type { NewsletterHttpCradle } from './newsletter-http-cradle.js'
import { generateQuery, newsletterOut, newsletterView, ticketOut, ticketView } from './newsletter-views.js'

const tag = 'newsletter'

/** GET latest and today, POST generate (docs/api.md "Newsletter and notifications"). */
export function newsletterRoutes(api: ApiRouter, deps: NewsletterHttpCradle): void {
  const { getNewsletter, startNewsletterGeneration } = deps
  for (const which of ['latest', 'today'] as const) {
    api.route(
      {
        method: 'get',
        path: `/newsletter/${which}`,
        operationId: which === 'latest' ? 'getLatestNewsletter' : 'getTodaysNewsletter',
        tag,
        access: 'user',
        summary: which === 'latest' ? "The caller's most recent newsletter" : "Today's newsletter (UTC day)",
        description: 'JSON null (200) when there is none yet.',
        responses: { 200: { description: 'the newsletter, or null', schema: newsletterOut.nullable() } },
      },
      async (ctx, { userId }) => {
        const newsletter = await getNewsletter.execute({ userId, which })
        // Koa turns a null body into 204; the contract wants 200 with the JSON literal null.
        ctx.status = 200
        ctx.type = 'application/json'
        ctx.body = newsletter ? newsletterView(newsletter) : 'null'
      },
    )
  }

  api.route(
    {
      method: 'post',
      path: '/newsletter/generate',
      operationId: 'generateNewsletter',
      tag,
      access: 'user',
      summary: "Generate today's newsletter now (a background job)",
      description:
        'Answers 202 at once. While a generation of the day is queued or running, every call returns that job. ' +
        'Without force, an existing newsletter of the day is reported completed; force=true writes it again. ' +
        'A push and an in-app notification say when it is ready.',
      query: generateQuery,
      responses: {
        202: { description: 'the generation job', schema: ticketOut },
        503: { description: 'llm_not_configured' },
      },
    },
    async (ctx, { query, userId }) => {
      const ticket = await startNewsletterGeneration.execute({ userId, force: query.force ?? false })
      ctx.status = 202
      ctx.body = ticketView(ticket)
    },
  )
}
