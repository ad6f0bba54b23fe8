import { createParser } from 'eventsource-parser'
import type { AwilixContainer } from 'awilix'
import type { Config } from '../../src/infrastructure/config/config.js'
import type { Cradle } from '../../src/infrastructure/container.js'
import { FakeOpenAi, type FakeRequest } from './fake-openai.js'
import { jsonInit, startTestApp, type TestApp } from './test-app.js'

export interface AdvisorHarness {
  readonly app: TestApp
  readonly fake: FakeOpenAi
  close(): Promise<void>
}

/** The real app with the real OpenAiLlm pointed at a fresh fake OpenAI server. */
export async function startAdvisorApp(
  options: {
    env?: Record<string, string>
    register?: (container: AwilixContainer<Cradle>, config: Config) => void
  } = {},
): Promise<AdvisorHarness> {
  const fake = await FakeOpenAi.start()
  const app = await startTestApp({
    env: {
      LLM_API_KEY: 'test-llm-key',
      LLM_BASE_URL: fake.url,
      LLM_FAST_MODEL: 'fast-model',
      LLM_REASONING_MODEL: 'reasoning-model',
      LLM_MAX_RETRIES: '0',
      LLM_FAST_TIMEOUT_MS: '2000',
      LLM_REASONING_TIMEOUT_MS: '2000',
      LLM_STREAM_IDLE_TIMEOUT_MS: '1000',
      AI_REQUESTS_PER_MINUTE: '1000',
      ...options.env,
    },
    ...(options.register ? { register: options.register } : {}),
  })
  return { app, fake, close: async () => (await app.close(), await fake.close()) }
}

export const isFast = (r: FakeRequest) => r.model === 'fast-model'
export const isReasoning = (r: FakeRequest) => r.model === 'reasoning-model'

export function ask(
  app: TestApp,
  auth: Record<string, string>,
  body: unknown,
  path = '/ai/ask',
  headers: Record<string, string> = {},
): Promise<Response> {
  return app.fetch(path, jsonInit('POST', body, { ...auth, ...headers }))
}

export interface UiStream {
  readonly parts: Record<string, unknown>[]
  /** Comment lines (`: ping`), trimmed. */
  readonly comments: string[]
  /** True when the stream ended with `data: [DONE]`. */
  readonly done: boolean
  readonly raw: string
}

/** Reads a whole UI message stream with a real SSE parser. */
export async function readUiStream(res: Response): Promise<UiStream> {
  const parts: Record<string, unknown>[] = []
  const comments: string[] = []
  let done = false
  let raw = ''
  const parser = createParser({
    onEvent: (event) => {
      if (event.data === '[DONE]') done = true
      else parts.push(JSON.parse(event.data) as Record<string, unknown>)
    },
    onComment: (comment) => comments.push(comment.trim()),
  })
  const decoder = new TextDecoder()
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    const text = decoder.decode(chunk, { stream: true })
    raw += text
    parser.feed(text)
  }
  return { parts, comments, done, raw }
}
