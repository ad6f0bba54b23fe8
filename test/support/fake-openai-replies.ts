import type { ServerResponse } from 'node:http'
import type { FakeRequest } from './fake-openai.js'

export interface FakeToolCall {
  readonly name: string
  /** An object (serialised) or the raw argument text (to send invalid JSON). */
  readonly arguments: unknown
  readonly id?: string
}

/** What the fake answers. `json` is sent as the message content, serialised. */
export interface FakeReply {
  readonly text?: string
  readonly json?: unknown
  readonly toolCalls?: readonly FakeToolCall[]
  readonly usage?: { readonly prompt_tokens: number; readonly completion_tokens: number }
  /** Wait before the response headers (to trip the client's timeout). */
  readonly delayMs?: number
  /** Wait before each streamed chunk (a fixed per-token latency). */
  readonly tokenDelayMs?: number
  /** Streams this many content chunks, then goes silent with the connection open. */
  readonly stallAfterChunks?: number
  readonly error?: {
    readonly status: number
    readonly message: string
    readonly headers?: Record<string, string>
  }
}

const approxTokens = (text: string) => Math.max(1, Math.ceil(text.length / 4))

function contentOf(reply: FakeReply): string | null {
  if (reply.json !== undefined) return JSON.stringify(reply.json)
  if (reply.text !== undefined) return reply.text
  return reply.toolCalls ? null : ''
}

function toolCallsOf(reply: FakeReply, request: FakeRequest) {
  return (reply.toolCalls ?? []).map((c, i) => ({
    id: c.id ?? `call_${request.index}_${i}`,
    type: 'function' as const,
    function: {
      name: c.name,
      arguments: typeof c.arguments === 'string' ? c.arguments : JSON.stringify(c.arguments ?? {}),
    },
  }))
}

function usageOf(reply: FakeReply, request: FakeRequest, content: string) {
  const prompt = reply.usage?.prompt_tokens ?? approxTokens(request.promptText)
  const completion = reply.usage?.completion_tokens ?? approxTokens(content)
  return { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion }
}

export function writeCompletion(res: ServerResponse, request: FakeRequest, reply: FakeReply): void {
  const content = contentOf(reply)
  const toolCalls = toolCallsOf(reply, request)
  res.writeHead(200, { 'content-type': 'application/json' })
  res.end(
    JSON.stringify({
      id: `chatcmpl-${request.index}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: request.model,
      choices: [
        {
          index: 0,
          message: {
            role: 'assistant',
            content,
            ...(toolCalls.length > 0 ? { tool_calls: toolCalls } : {}),
            refusal: null,
          },
          finish_reason: toolCalls.length > 0 ? 'tool_calls' : 'stop',
          logprobs: null,
        },
      ],
      usage: usageOf(reply, request, content ?? JSON.stringify(toolCalls)),
    }),
  )
}

/** Splits text into word-sized pieces that keep their spaces, like a tokenizer's deltas. */
export function pieces(text: string): string[] {
  return text.match(/\S+\s*|\s+/g) ?? []
}

export async function writeStream(
  res: ServerResponse,
  request: FakeRequest,
  reply: FakeReply,
): Promise<void> {
  const base = {
    id: `chatcmpl-${request.index}`,
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model: request.model,
  }
  const send = (choices: unknown[], extra: Record<string, unknown> = {}) =>
    res.write(`data: ${JSON.stringify({ ...base, choices, ...extra })}\n\n`)
  res.writeHead(200, {
    'content-type': 'text/event-stream',
    'cache-control': 'no-cache',
    connection: 'keep-alive',
  })
  const content = contentOf(reply) ?? ''
  const toolCalls = toolCallsOf(reply, request)
  send([{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }])
  let sent = 0
  for (const piece of pieces(content)) {
    if (reply.stallAfterChunks !== undefined && sent >= reply.stallAfterChunks) return // silent until the client leaves
    if (reply.tokenDelayMs) await delay(reply.tokenDelayMs)
    if (res.destroyed) return
    send([{ index: 0, delta: { content: piece }, finish_reason: null }])
    sent += 1
  }
  for (const [index, call] of toolCalls.entries()) {
    // Tool calls arrive in fragments, as real providers send them: id and name first, then the arguments.
    send([
      {
        index: 0,
        delta: {
          tool_calls: [
            { index, id: call.id, type: 'function', function: { name: call.function.name, arguments: '' } },
          ],
        },
        finish_reason: null,
      },
    ])
    const args = call.function.arguments
    const half = Math.ceil(args.length / 2)
    for (const part of [args.slice(0, half), args.slice(half)].filter(Boolean)) {
      send([
        { index: 0, delta: { tool_calls: [{ index, function: { arguments: part } }] }, finish_reason: null },
      ])
    }
  }
  if (res.destroyed) return
  send([{ index: 0, delta: {}, finish_reason: toolCalls.length > 0 ? 'tool_calls' : 'stop' }])
  const options = request.body.stream_options as { include_usage?: boolean } | undefined
  if (options?.include_usage)
    send([], {
      usage: usageOf(reply, request, content + toolCalls.map((c) => c.function.arguments).join('')),
    })
  res.end('data: [DONE]\n\n')
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))
