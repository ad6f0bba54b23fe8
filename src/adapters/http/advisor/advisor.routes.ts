import { randomUUID } from 'node:crypto'
import { AskAdvisor, type AdvisorRun } from '../../../application/use-cases/advisor/ask-advisor.js'
import { ValidationError } from '../../../domain/errors.js'
import type { ApiRouter, RouteContext, RouteDef } from '../api-router.js'
import type { AdvisorHttpCradle } from './advisor-http-cradle.js'
import { askAnswer, askBody, streamPart, type AskBody } from './advisor-schemas.js'
import { writeUiMessageStream } from './ui-message-stream.js'

const ERRORS = {
  422: { description: 'no message, or invalid fields' },
  429: {
    description: 'per-user AI limit reached (requests per minute or daily tokens); see Retry-After',
    headers: ['Retry-After'],
  },
  503: {
    description: 'llm_not_configured (no LLM_API_KEY) or upstream_unavailable (the model provider failed)',
  },
  504: { description: 'upstream_timeout: the model provider did not answer in time' },
}
const STREAM_DOC = {
  description:
    'Vercel AI SDK UI message stream v1 (header x-vercel-ai-ui-message-stream: v1): start, data-meta {intent, agent, memory_used}, text-start, text-delta..., text-end, source-document..., finish, then `data: [DONE]`; an `error` part when the answer fails after the headers; a `: ping` comment every 15 s.',
  contentType: 'text/event-stream',
  // Each `data:` line is one of these parts (JSON), then `data: [DONE]`.
  schema: streamPart,
}

function base(
  path: string,
  operationId: string,
  summary: string,
): RouteDef<AskBody, undefined> & { readonly access: 'user' } {
  return {
    method: 'post',
    operationId,
    path,
    tag: 'ai',
    access: 'user',
    summary,
    body: askBody,
    responses: {},
    modelLimited: true,
  }
}

export function advisorRoutes(api: ApiRouter, deps: AdvisorHttpCradle): void {
  api.route(
    {
      ...base('/ai/ask', 'askAdvisor', "An answer from the AI advisor over the caller's own data"),
      description:
        'JSON by default; with `Accept: text/event-stream` it streams exactly like POST /ai/stream.',
      responses: {
        200: { description: 'the answer (or the stream, by Accept)', schema: askAnswer },
        ...ERRORS,
      },
    },
    async (ctx, { body, userId }) => {
      const streaming = /text\/event-stream/i.test(ctx.get('accept'))
      await answer(deps, ctx, userId, body, streaming)
    },
  )
  api.route(
    {
      ...base('/ai/stream', 'streamAdvisor', 'The AI advisor answer as a UI message stream (SSE)'),
      responses: { 200: STREAM_DOC, ...ERRORS },
    },
    async (ctx, { body, userId }) => answer(deps, ctx, userId, body, true),
  )
}

async function answer(
  { askAdvisor, advisorStreamSettings, log }: AdvisorHttpCradle,
  ctx: RouteContext,
  userId: string,
  body: AskBody,
  streaming: boolean,
): Promise<void> {
  const message = body.message ?? body.question
  if (!message) throw ValidationError.field('/message', 'is required (or `question`)')
  // A client that goes away aborts the model call and the tool work ('close' on the request does not fire: docs/platform.md "Koa and its middleware").
  const abort = new AbortController()
  ctx.res.on('close', () => {
    if (!ctx.res.writableEnded) abort.abort(new DOMException('the client disconnected', 'AbortError'))
  })
  const input = { userId, message, history: body.history ?? [], signal: abort.signal }
  let prepare: () => Promise<AdvisorRun>
  try {
    // Only what may refuse the request with a status comes before a stream's headers.
    prepare = await askAdvisor.admit(input)
  } catch (error) {
    if (abort.signal.aborted) return gone(ctx)
    throw error
  }
  if (streaming) {
    await writeUiMessageStream(ctx, prepare, {
      pingIntervalMs: advisorStreamSettings.pingIntervalMs,
      messageId: `msg-${randomUUID()}`,
      log,
    })
    return
  }
  try {
    const result = await AskAdvisor.collect(await prepare())
    ctx.body = {
      answer: result.answer,
      intent: result.intent,
      agent: result.agent,
      sources: result.sources,
      memory_used: result.memoryUsed,
    }
  } catch (error) {
    if (abort.signal.aborted) return gone(ctx)
    throw error
  }
}

/** Nobody is listening any more: write nothing (the access log still shows the request). */
function gone(ctx: RouteContext): void {
  ctx.status = 499
  ctx.respond = false
}
