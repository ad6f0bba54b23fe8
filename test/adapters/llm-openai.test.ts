import { expect } from 'chai'
import { z } from 'zod'
import { OpenAiLlm, type OpenAiLlmSettings } from '../../src/adapters/llm/openai-llm.js'
import type { LlmStreamEvent, LlmUsage } from '../../src/application/ports/llm.js'
import {
  LlmNotConfiguredError,
  UpstreamTimeoutError,
  UpstreamUnavailableError,
} from '../../src/domain/errors.js'
import { expectRejection } from '../support/expect-rejection.js'
import { FakeOpenAi } from '../support/fake-openai.js'

/** The real openai SDK against the fake server over HTTP. */
describe('OpenAiLlm (adapter, real SDK over HTTP)', () => {
  let fake: FakeOpenAi
  const usage: { userId: string; usage: LlmUsage }[] = []
  const settings = (over: Partial<OpenAiLlmSettings> = {}): OpenAiLlmSettings => ({
    apiKey: 'test-key',
    baseUrl: fake.url,
    fastModel: 'fast-model',
    reasoningModel: 'reasoning-model',
    fastTimeoutMs: 2_000,
    reasoningTimeoutMs: 2_000,
    maxRetries: 0,
    streamIdleTimeoutMs: 300,
    ...over,
  })
  const llm = (over: Partial<OpenAiLlmSettings> = {}) =>
    new OpenAiLlm(settings(over), (userId, u) => usage.push({ userId, usage: u }))
  const collect = async (events: AsyncIterable<LlmStreamEvent>) => {
    const out: LlmStreamEvent[] = []
    for await (const e of events) out.push(e)
    return out
  }

  before(async () => {
    fake = await FakeOpenAi.start()
  })
  after(async () => fake.close())
  beforeEach(() => {
    fake.reset()
    usage.length = 0
  })

  it('picks the model by tier, sends the key, and records usage for the named user', async () => {
    fake.otherwise({ text: 'hello there', usage: { prompt_tokens: 11, completion_tokens: 3 } })
    const fast = await llm().complete({
      tier: 'fast',
      messages: [{ role: 'user', content: 'hi' }],
      userId: 'u1',
    })
    await llm().complete({ tier: 'reasoning', messages: [{ role: 'user', content: 'hi' }] })
    expect(fast).to.deep.equal({
      text: 'hello there',
      toolCalls: [],
      usage: { inputTokens: 11, outputTokens: 3 },
    })
    expect(fake.requests.map((r) => r.model)).to.deep.equal(['fast-model', 'reasoning-model'])
    expect(fake.requests[0]?.headers.authorization).to.equal('Bearer test-key')
    expect(usage).to.deep.equal([{ userId: 'u1', usage: { inputTokens: 11, outputTokens: 3 } }])
  })

  it('returns tool calls and sends tool results and images back in Chat Completions form', async () => {
    fake.otherwise({ toolCalls: [{ name: 'list_accounts', arguments: { limit: 2 } }] })
    const out = await llm().complete({
      tier: 'reasoning',
      tools: [
        { name: 'list_accounts', description: 'accounts', parameters: { type: 'object', properties: {} } },
      ],
      messages: [
        {
          role: 'user',
          content: [
            { type: 'text', text: 'what is this?' },
            { type: 'image', mimeType: 'image/png', dataBase64: 'iVBORw0KGgo=' },
          ],
        },
        {
          role: 'assistant',
          content: null,
          toolCalls: [{ id: 'c1', name: 'list_accounts', argumentsJson: '{}' }],
        },
        { role: 'tool', toolCallId: 'c1', content: '[]' },
      ],
    })
    expect(out.toolCalls).to.have.length(1)
    expect(out.toolCalls[0]).to.include({ name: 'list_accounts', argumentsJson: '{"limit":2}' })
    const seen = fake.requests[0]!
    expect(seen.images).to.deep.equal(['data:image/png;base64,iVBORw0KGgo='])
    expect(seen.toolResults).to.deep.equal([{ toolCallId: 'c1', content: '[]' }])
    expect(seen.tools.map((t) => t.function.name)).to.deep.equal(['list_accounts'])
  })

  it('structured(): asks for a JSON schema and validates the answer with zod', async () => {
    const schema = z.object({ intent: z.enum(['spending', 'general']), confidence: z.number() })
    fake.otherwise({ json: { intent: 'spending', confidence: 0.9 } })
    expect(
      await llm().structured({
        tier: 'fast',
        messages: [{ role: 'user', content: 'x' }],
        schema,
        schemaName: 'intent',
      }),
    ).to.deep.equal({
      intent: 'spending',
      confidence: 0.9,
    })
    expect(fake.requests[0]?.responseFormat).to.have.nested.property('json_schema.name', 'intent')
    fake.otherwise({ json: { intent: 'weather' } })
    await expectRejection(
      llm().structured({
        tier: 'fast',
        messages: [{ role: 'user', content: 'x' }],
        schema,
        schemaName: 'intent',
      }),
      UpstreamUnavailableError,
    )
    fake.otherwise({ text: 'not json' })
    await expectRejection(
      llm().structured({
        tier: 'fast',
        messages: [{ role: 'user', content: 'x' }],
        schema,
        schemaName: 'intent',
      }),
      UpstreamUnavailableError,
    )
  })

  it('streams text deltas, then whole tool calls, then done with the usage', async () => {
    fake.otherwise({
      text: 'one two three',
      toolCalls: [{ name: 'get_quote', arguments: { symbol: 'AAPL' } }],
      usage: { prompt_tokens: 5, completion_tokens: 7 },
    })
    const events = await collect(
      llm().stream({ tier: 'reasoning', messages: [{ role: 'user', content: 'q' }], userId: 'u2' }),
    )
    expect(
      events
        .filter((e) => e.type === 'text_delta')
        .map((e) => (e.type === 'text_delta' ? e.delta : ''))
        .join(''),
    ).to.equal('one two three')
    expect(events.at(-2)).to.deep.include({ type: 'tool_calls' })
    expect(events.at(-1)).to.deep.equal({ type: 'done', usage: { inputTokens: 5, outputTokens: 7 } })
    const calls = events.at(-2)
    expect(calls?.type === 'tool_calls' ? calls.calls[0] : undefined).to.include({
      name: 'get_quote',
      argumentsJson: '{"symbol":"AAPL"}',
    })
    expect(usage).to.deep.equal([{ userId: 'u2', usage: { inputTokens: 5, outputTokens: 7 } }])
    expect(fake.requests[0]?.body.stream_options).to.deep.equal({ include_usage: true })
  })

  it('maps a provider 429 to UpstreamUnavailableError with its Retry-After', async () => {
    fake.failNext(429, 1, { 'retry-after': '7' })
    const error = await expectRejection(
      llm().complete({ tier: 'fast', messages: [{ role: 'user', content: 'x' }] }),
      UpstreamUnavailableError,
    )
    expect(error.retryAfterSeconds).to.equal(7)
  })

  it('retries a 500 a bounded number of times, then gives up with UpstreamUnavailableError', async () => {
    fake.failNext(500, 1, { 'retry-after-ms': '10' })
    expect(
      (await llm({ maxRetries: 1 }).complete({ tier: 'fast', messages: [{ role: 'user', content: 'x' }] }))
        .text,
    ).to.equal('ok')
    fake.reset()
    fake.failNext(500, 10, { 'retry-after-ms': '10' })
    await expectRejection(
      llm({ maxRetries: 2 }).complete({ tier: 'fast', messages: [{ role: 'user', content: 'x' }] }),
      UpstreamUnavailableError,
    )
    expect(fake.requests).to.have.length(3)
  })

  it('times out per tier before the headers (UpstreamTimeoutError)', async () => {
    fake.otherwise({ text: 'late', delayMs: 1_000 })
    await expectRejection(
      llm({ fastTimeoutMs: 150 }).complete({ tier: 'fast', messages: [{ role: 'user', content: 'x' }] }),
      UpstreamTimeoutError,
    )
  })

  it('a stream that stalls after the headers ends with UpstreamTimeoutError and the request is dropped', async () => {
    fake.otherwise({ text: 'a b c d e f', stallAfterChunks: 2 })
    const seen: string[] = []
    const run = async () => {
      for await (const e of llm({ streamIdleTimeoutMs: 200 }).stream({
        tier: 'reasoning',
        messages: [{ role: 'user', content: 'x' }],
      })) {
        if (e.type === 'text_delta') seen.push(e.delta)
      }
    }
    await expectRejection(run(), UpstreamTimeoutError)
    expect(seen).to.deep.equal(['a ', 'b '])
    await fake.requests[0]!.abortedPromise
    expect(fake.requests[0]!.aborted).to.equal(true)
  })

  it('an AbortSignal cancels a running stream upstream', async () => {
    fake.otherwise({ text: 'x '.repeat(200), tokenDelayMs: 20 })
    const controller = new AbortController()
    const run = async () => {
      for await (const e of llm({ streamIdleTimeoutMs: 5_000 }).stream({
        tier: 'reasoning',
        messages: [{ role: 'user', content: 'x' }],
        signal: controller.signal,
      })) {
        if (e.type === 'text_delta') controller.abort()
      }
    }
    const error = await run().then(
      () => undefined,
      (e: unknown) => e,
    )
    expect((error as Error | undefined)?.name).to.equal('AbortError')
    await fake.requests[0]!.abortedPromise
  })

  it('without an API key every call is LlmNotConfiguredError and nothing is sent', async () => {
    const off = llm({ apiKey: undefined })
    expect(off.configured).to.equal(false)
    await expectRejection(
      off.complete({ tier: 'fast', messages: [{ role: 'user', content: 'x' }] }),
      LlmNotConfiguredError,
    )
    await expectRejection(collect(off.stream({ tier: 'fast', messages: [] })), LlmNotConfiguredError)
    expect(fake.requests).to.have.length(0)
  })
})
