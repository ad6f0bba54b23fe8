import { expect } from 'chai'
import { jsonInit } from '../support/test-app.js'
import { newUser } from '../support/tokens.js'
import {
  ask,
  isReasoning,
  readUiStream,
  startAdvisorApp,
  type AdvisorHarness,
} from '../support/advisor-harness.js'

const SSE = { accept: 'text/event-stream', 'accept-encoding': 'gzip, br' }

/** Exactly the keys each part may carry (the AI SDK's chunk schemas are strict objects). */
const KEYS: Record<string, string[]> = {
  start: ['messageId', 'type'],
  'data-meta': ['data', 'type'],
  'text-start': ['id', 'type'],
  'text-delta': ['delta', 'id', 'type'],
  'text-end': ['id', 'type'],
  'source-document': ['mediaType', 'sourceId', 'title', 'type'],
  finish: ['finishReason', 'type'],
  error: ['errorText', 'type'],
}

describe('advisor streams: Vercel AI SDK UI message stream v1 over SSE', () => {
  let h: AdvisorHarness
  const user = newUser()
  before(async () => {
    h = await startAdvisorApp({
      env: { AI_STREAM_PING_INTERVAL_MS: '50', LLM_STREAM_IDLE_TIMEOUT_MS: '400' },
    })
  })
  after(async () => h.close())
  beforeEach(() => h.fake.reset())

  const answer = 'Your coffee spending is 12.50 USD this month, '.repeat(30) // > 1000 bytes: would be compressed if allowed

  for (const [path, headers] of [
    ['/ai/stream', SSE],
    ['/ai/ask', SSE],
    ['/ai/stream/', { 'accept-encoding': 'gzip' }],
  ] as const) {
    it(`POST ${path} (${'accept' in headers ? 'Accept: text/event-stream' : 'no Accept'}): headers, part order and framing`, async () => {
      h.fake.on(
        (r) => r.toolResults.length === 0,
        { toolCalls: [{ name: 'spending_summary', arguments: {} }] },
        1,
      )
      h.fake.otherwise({ text: answer, tokenDelayMs: 1 })
      const res = await ask(h.app, user.auth, { message: 'How much did I spend on coffee?' }, path, headers)
      expect(res.status).to.equal(200)
      expect(res.headers.get('content-type')).to.match(/^text\/event-stream/)
      expect(res.headers.get('x-vercel-ai-ui-message-stream')).to.equal('v1')
      expect(res.headers.get('content-encoding')).to.equal(null)
      expect(res.headers.get('x-request-id')).to.be.a('string')
      const stream = await readUiStream(res)

      expect(stream.done).to.equal(true)
      expect(stream.raw.endsWith('data: [DONE]\n\n')).to.equal(true)
      for (const block of stream.raw.split('\n\n').filter(Boolean))
        expect(block).to.match(/^(data: .+|: ping)$/)
      const types = stream.parts.map((p) => p.type as string)
      const deltas = types.filter((t) => t === 'text-delta').length
      expect(deltas).to.be.greaterThan(10)
      expect(types).to.deep.equal([
        'start',
        'data-meta',
        'text-start',
        ...Array(deltas).fill('text-delta'),
        'text-end',
        'source-document',
        'finish',
      ])
      for (const part of stream.parts)
        expect(Object.keys(part).sort(), String(part.type)).to.deep.equal(KEYS[part.type as string])
      expect(stream.parts[1]).to.deep.equal({
        type: 'data-meta',
        data: { intent: 'spending', agent: 'spending_analyst', memory_used: false },
      })
      const textId = stream.parts[2]?.id
      expect(
        stream.parts.filter((p) => String(p.type).startsWith('text-')).every((p) => p.id === textId),
      ).to.equal(true)
      expect(
        stream.parts
          .filter((p) => p.type === 'text-delta')
          .map((p) => p.delta)
          .join(''),
      ).to.equal(answer)
      expect(stream.parts.find((p) => p.type === 'source-document')).to.include({
        mediaType: 'application/json',
      })
      expect(String(stream.parts.find((p) => p.type === 'source-document')?.sourceId)).to.match(
        /^spending_summary:\d{4}-\d{2}-\d{2}\.\.\d{4}-\d{2}-\d{2}$/,
      )
    })
  }

  it('sends a `: ping` comment on the configured interval while the model is slow', async () => {
    h.fake.otherwise({ text: 'a b c d e f', tokenDelayMs: 60 })
    const stream = await readUiStream(
      await ask(h.app, user.auth, { message: 'How much did I spend?' }, '/ai/stream'),
    )
    expect(stream.comments.filter((c) => c === 'ping').length).to.be.greaterThan(0)
    expect(stream.done).to.equal(true)
  })

  it('a failure after the headers is an error part, then [DONE]', async () => {
    h.fake.otherwise({ text: 'one two three four five', stallAfterChunks: 2 })
    const stream = await readUiStream(
      await ask(h.app, user.auth, { message: 'How much did I spend?' }, '/ai/stream'),
    )
    const types = stream.parts.map((p) => p.type)
    expect(types).to.deep.equal(['start', 'data-meta', 'text-start', 'text-delta', 'text-delta', 'error'])
    expect(stream.parts.at(-1)?.errorText).to.match(/^upstream_timeout: /)
    expect(stream.done).to.equal(true)
  })

  it('a provider 500 during the stream is an error part with upstream_unavailable', async () => {
    h.fake.failNext(500)
    const stream = await readUiStream(
      await ask(h.app, user.auth, { message: 'How much did I spend?' }, '/ai/stream'),
    )
    expect(stream.parts.map((p) => p.type)).to.deep.equal(['start', 'data-meta', 'text-start', 'error'])
    expect(stream.parts.at(-1)?.errorText).to.match(/^upstream_unavailable: /)
  })

  it('a client that disconnects aborts the upstream model call', async () => {
    h.fake.otherwise({ text: 'word '.repeat(400), tokenDelayMs: 25 })
    const res = await ask(h.app, user.auth, { message: 'How much did I spend?' }, '/ai/stream', SSE)
    const reader = res.body!.getReader()
    let seen = ''
    while (!seen.includes('text-delta')) seen += new TextDecoder().decode((await reader.read()).value)
    const upstream = h.fake.requests.find(isReasoning)!
    expect(upstream.aborted).to.equal(false)
    await reader.cancel() // the client goes away mid-answer
    const gone = await Promise.race([
      upstream.abortedPromise.then(() => 'aborted'),
      new Promise((r) => setTimeout(() => r('still running'), 5_000)),
    ])
    expect(gone).to.equal('aborted')
  })

  it('a JSON /ai/ask whose client gives up also aborts the upstream call', async () => {
    h.fake.otherwise({ text: 'word '.repeat(400), tokenDelayMs: 25 })
    const controller = new AbortController()
    const pending = h.app
      .fetch('/ai/ask', {
        ...jsonInit('POST', { message: 'How much did I spend?' }, user.auth),
        signal: controller.signal,
      })
      .catch((e: unknown) => e)
    const upstream = await h.fake.nextRequest(0)
    controller.abort()
    expect(((await pending) as Error).name).to.equal('AbortError')
    const gone = await Promise.race([
      upstream.abortedPromise.then(() => 'aborted'),
      new Promise((r) => setTimeout(() => r('still running'), 5_000)),
    ])
    expect(gone).to.equal('aborted')
  })
})
