import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { writeCompletion, writeStream, type FakeReply } from './fake-openai-replies.js'

export type { FakeReply, FakeToolCall } from './fake-openai-replies.js'

/** One request the fake received, as the test wants to inspect it. */
export interface FakeRequest {
  readonly index: number
  readonly path: string
  readonly headers: IncomingMessage['headers']
  readonly body: Record<string, unknown>
  readonly model: string
  readonly stream: boolean
  readonly messages: readonly {
    role: string
    content?: unknown
    tool_calls?: unknown
    tool_call_id?: string
  }[]
  readonly tools: readonly { function: { name: string } }[]
  /** Everything the model was shown (all message text, tool results and tool-call arguments), for leak checks. */
  readonly promptText: string
  /** The data URLs of image parts, in order. */
  readonly images: readonly string[]
  /** The messages of role 'tool' (tool results), in order. */
  readonly toolResults: readonly { toolCallId: string; content: string }[]
  /** The last user message's text. */
  readonly lastUserText: string
  /** The response_format the client asked for, if any. */
  readonly responseFormat: unknown
  /** True once the client went away before the answer was complete. */
  aborted: boolean
  /** Resolves when the client disconnects early (never resolves for completed requests). */
  readonly abortedPromise: Promise<void>
}

type Responder = (request: FakeRequest) => FakeReply
interface Rule {
  readonly match: (request: FakeRequest) => boolean
  readonly reply: Responder
  times: number
}

/**
 * An OpenAI-compatible Chat Completions server on 127.0.0.1 for tests and benchmarks: JSON and
 * SSE answers, tool calls, structured (JSON) answers, image inputs recorded, injected errors
 * (429 with Retry-After, 500), latency before headers, per-chunk delay and stalls, and a log of
 * every request. Rules are tried in order (first match wins); without a match it answers `fallback`.
 */
export class FakeOpenAi {
  readonly requests: FakeRequest[] = []
  readonly #rules: Rule[] = []
  readonly #server: Server
  #fallback: Responder = () => ({ text: 'ok' })
  #waiters: ((request: FakeRequest) => void)[] = []

  private constructor(server: Server) {
    this.#server = server
  }

  static async start(): Promise<FakeOpenAi> {
    const server = createServer()
    const fake = new FakeOpenAi(server)
    server.on('request', (req, res) => void fake.#handle(req, res))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    return fake
  }

  /** The base URL to give the SDK (LLM_BASE_URL), ending in /v1. */
  get url(): string {
    return `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}/v1`
  }

  /** Answers matching requests with `reply` (a reply or a function of the request), `times` times (default forever). */
  on(match: (request: FakeRequest) => boolean, reply: FakeReply | Responder, times = Infinity): this {
    this.#rules.push({ match, reply: typeof reply === 'function' ? reply : () => reply, times })
    return this
  }

  /** Every request that no rule matched gets this. */
  otherwise(reply: FakeReply | Responder): this {
    this.#fallback = typeof reply === 'function' ? reply : () => reply
    return this
  }

  /** The next `times` requests (of any kind) fail with `status`. */
  failNext(status: number, times = 1, headers: Record<string, string> = {}): this {
    this.#rules.unshift({
      match: () => true,
      reply: () => ({ error: { status, message: `injected ${status}`, headers } }),
      times,
    })
    return this
  }

  /** Forgets rules and the request log. */
  reset(): void {
    this.#rules.length = 0
    this.requests.length = 0
    this.#fallback = () => ({ text: 'ok' })
  }

  /** Resolves with the next request that arrives (or the n-th overall, if already there). */
  async nextRequest(index = this.requests.length): Promise<FakeRequest> {
    const existing = this.requests[index]
    if (existing) return existing
    return new Promise((resolve) => {
      const waiter = (request: FakeRequest) => {
        if (request.index !== index) return
        this.#waiters = this.#waiters.filter((w) => w !== waiter)
        resolve(request)
      }
      this.#waiters.push(waiter)
    })
  }

  async close(): Promise<void> {
    this.#server.closeAllConnections()
    await new Promise<void>((resolve) => this.#server.close(() => resolve()))
  }

  async #handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const path = (req.url ?? '').split('?')[0] ?? ''
    if (req.method === 'GET' && path.endsWith('/models')) {
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ object: 'list', data: [] }))
      return
    }
    if (req.method !== 'POST' || !path.endsWith('/chat/completions')) {
      res
        .writeHead(404, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { message: 'not found' } }))
      return
    }
    let body: Record<string, unknown>
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>
    } catch {
      res
        .writeHead(400, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { message: 'invalid JSON' } }))
      return
    }
    const request = describe(this.requests.length, path, req, body)
    res.on('close', () => {
      if (!res.writableEnded) {
        request.aborted = true
        markAborted.get(request)?.()
      }
    })
    this.requests.push(request)
    for (const waiter of [...this.#waiters]) waiter(request)

    const rule = this.#rules.find((r) => r.times > 0 && r.match(request))
    if (rule) rule.times -= 1
    const reply = (rule?.reply ?? this.#fallback)(request)
    if (reply.delayMs) await sleep(reply.delayMs)
    if (res.destroyed) return
    if (reply.error) {
      res.writeHead(reply.error.status, { 'content-type': 'application/json', ...reply.error.headers })
      res.end(JSON.stringify({ error: { message: reply.error.message, type: 'fake_error', code: null } }))
      return
    }
    if (request.stream) await writeStream(res, request, reply)
    else writeCompletion(res, request, reply)
  }
}

const markAborted = new WeakMap<FakeRequest, () => void>()

function describe(
  index: number,
  path: string,
  req: IncomingMessage,
  body: Record<string, unknown>,
): FakeRequest {
  const messages = (Array.isArray(body.messages) ? body.messages : []) as FakeRequest['messages'][number][]
  const texts: string[] = []
  const images: string[] = []
  for (const m of messages) {
    if (typeof m.content === 'string') texts.push(m.content)
    else if (Array.isArray(m.content)) {
      for (const part of m.content as { type: string; text?: string; image_url?: { url: string } }[]) {
        if (part.type === 'text' && part.text) texts.push(part.text)
        if (part.type === 'image_url' && part.image_url) images.push(part.image_url.url)
      }
    }
    if (m.tool_calls) texts.push(JSON.stringify(m.tool_calls))
  }
  const lastUser = [...messages].reverse().find((m) => m.role === 'user')
  let resolveAborted!: () => void
  const abortedPromise = new Promise<void>((resolve) => (resolveAborted = resolve))
  const request: FakeRequest = {
    index,
    path,
    headers: req.headers,
    body,
    model: typeof body.model === 'string' ? body.model : '',
    stream: body.stream === true,
    messages,
    tools: (Array.isArray(body.tools) ? body.tools : []) as FakeRequest['tools'][number][],
    promptText: texts.join('\n'),
    images,
    toolResults: messages
      .filter((m) => m.role === 'tool')
      .map((m) => ({
        toolCallId: m.tool_call_id ?? '',
        content: typeof m.content === 'string' ? m.content : JSON.stringify(m.content ?? ''),
      })),
    lastUserText:
      typeof lastUser?.content === 'string'
        ? lastUser.content
        : Array.isArray(lastUser?.content)
          ? (lastUser.content as { text?: string }[]).map((p) => p.text ?? '').join(' ')
          : '',
    responseFormat: body.response_format,
    aborted: false,
    abortedPromise,
  }
  markAborted.set(request, resolveAborted)
  return request
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))
