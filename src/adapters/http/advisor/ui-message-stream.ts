import type { AdvisorRun } from '../../../application/use-cases/advisor/ask-advisor.js'
import type { Log } from '../../../application/ports/log.js'
import { toHttpError } from '../error-mapping.js'
import type { RouteContext } from '../api-router.js'
import { onePerTurn } from './one-per-turn.js'
import { writeEvent as write } from './sse-write.js'

export const UI_STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  connection: 'keep-alive',
  'x-vercel-ai-ui-message-stream': 'v1',
  // Proxies such as nginx buffer responses unless told otherwise.
  'x-accel-buffering': 'no',
} as const

export interface UiStreamOptions {
  readonly pingIntervalMs: number
  readonly messageId: string
  readonly log: Log
}

/**
 * Writes an advisor run as the Vercel AI SDK UI message stream v1 (docs/api.md "AI"): start,
 * data-meta, text-start, text-delta..., text-end, source-document..., finish, then [DONE]. The
 * headers and `start` go out at once; `prepare` (the work before the model call) runs after them,
 * so a failure there, like one during the answer, becomes an `error` part. Koa steps aside (ctx.respond = false) so every
 * part reaches the socket as it is written: no compression, no buffering.
 */
export async function writeUiMessageStream(
  ctx: RouteContext,
  prepare: () => Promise<AdvisorRun>,
  options: UiStreamOptions,
): Promise<void> {
  const res = ctx.res
  ctx.compress = false
  ctx.status = 200
  ctx.respond = false
  // No flushHeaders: the headers leave with `start`, written below in the same tick.
  res.writeHead(200, UI_STREAM_HEADERS)
  const send = (part: Record<string, unknown>) => write(res, `data: ${JSON.stringify(part)}\n\n`)
  const ping = setInterval(() => void write(res, ': ping\n\n'), options.pingIntervalMs)
  const textId = `${options.messageId}-text`
  try {
    await send({ type: 'start', messageId: options.messageId })
    // The work up to the model call costs a millisecond or more of CPU (the SDK's request above
    // all): the requests that arrived with this one send their headers first, and the streams
    // already answering relay their tokens between two streams' pre-model work.
    await onePerTurn()
    const run = await prepare()
    await send({
      type: 'data-meta',
      data: { intent: run.intent, agent: run.agent, memory_used: run.memoryUsed },
    })
    await send({ type: 'text-start', id: textId })
    for await (const event of run.events) {
      if (res.destroyed) break
      if (event.type === 'text') await send({ type: 'text-delta', id: textId, delta: event.delta })
      else if (event.type === 'sources') {
        await send({ type: 'text-end', id: textId })
        for (const s of event.sources)
          await send({
            type: 'source-document',
            sourceId: `${s.type}:${s.id}`,
            mediaType: 'application/json',
            title: s.title,
          })
      } else await send({ type: 'finish', finishReason: 'stop' })
    }
  } catch (error) {
    if (!res.destroyed) {
      const { body } = toHttpError(error)
      if (body.status >= 500)
        options.log.warn(
          { err: error, request_id: ctx.state.requestId },
          'advisor stream failed after the headers',
        )
      await send({ type: 'error', errorText: `${body.code}: ${body.detail}` })
    }
  } finally {
    clearInterval(ping)
    if (!res.destroyed) {
      void write(res, 'data: [DONE]\n\n')
      res.end()
    }
  }
}
