/**
 * Advisor streaming benchmark: `--streams` concurrent POST /ai/stream requests (rules
 * routing, no tools) against the real service, whose model is a fake OpenAI server answering
 * `--tokens` words with a fixed `--token-delay`. The same load goes straight to the fake model
 * (the openai SDK's raw stream, as the service uses it) for its own latency; the difference is
 * what the service adds: to the first text-delta and to the end of the stream, p50 and p99.
 *
 *   node --import tsx bench/advisor-bench.ts [--streams 50] [--rounds 5] [--tokens 40] [--token-delay 20]
 *
 * Uses BENCH_DATABASE_URL (default: a fresh database on the local Postgres at 127.0.0.1:5432).
 */
import { randomUUID } from 'node:crypto'
import { parseArgs } from 'node:util'
import OpenAI from 'openai'
import { TEST_JWT_SECRET, TEST_SERVICE_KEY, userToken } from '../test/support/tokens.js'
import { createBenchDatabase, freePort, startChild, startService } from './support.js'

const { values } = parseArgs({
  options: {
    streams: { type: 'string', default: '50' },
    rounds: { type: 'string', default: '5' },
    tokens: { type: 'string', default: '40' },
    'token-delay': { type: 'string', default: '20' },
  },
})
const streams = Number(values.streams)
const rounds = Number(values.rounds)

interface Timing {
  /** Response headers: for the service, when the intent is known and the model call starts. */
  headers: number
  first: number
  end: number
}

const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN
}

/** One stream straight from the fake model, read the way OpenAiLlm reads it. */
async function direct(client: OpenAI): Promise<Timing> {
  const t0 = performance.now()
  let first = NaN
  const stream = await client.chat.completions.create({
    model: 'reasoning-model',
    messages: [{ role: 'user', content: 'How much did I spend?' }],
    stream: true,
    stream_options: { include_usage: true },
  })
  const headers = performance.now() - t0
  for await (const chunk of stream)
    if (Number.isNaN(first) && chunk.choices[0]?.delta?.content) first = performance.now() - t0
  return { headers, first, end: performance.now() - t0 }
}

/** One advisor stream through the service, timed at the first text-delta part and at [DONE]. */
async function viaService(base: string, token: string): Promise<Timing> {
  const t0 = performance.now()
  const res = await fetch(`${base}/ai/stream`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      accept: 'text/event-stream',
    },
    body: JSON.stringify({ message: 'How much did I spend on groceries last month?' }),
  })
  if (res.status !== 200) throw new Error(`status ${res.status}: ${await res.text()}`)
  const headers = performance.now() - t0
  let first = NaN
  let text = ''
  const decoder = new TextDecoder()
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    text += decoder.decode(chunk, { stream: true })
    if (Number.isNaN(first) && text.includes('"type":"text-delta"')) first = performance.now() - t0
  }
  if (!text.endsWith('data: [DONE]\n\n') || text.includes('"type":"error"'))
    throw new Error(`bad stream: ${text.slice(-200)}`)
  return { headers, first, end: performance.now() - t0 }
}

/** Rounds of the two runs alternate, so both see the same machine (the CPU is shared). */
async function measure(a: () => Promise<Timing>, b: () => Promise<Timing>): Promise<[Timing[], Timing[]]> {
  const out: [Timing[], Timing[]] = [[], []]
  for (const run of [a, b]) await Promise.all(Array.from({ length: 5 }, run)) // warm-up: connections, JIT, caches
  for (let r = 0; r < rounds; r++) {
    for (const [i, run] of [a, b].entries())
      out[i]!.push(...(await Promise.all(Array.from({ length: streams }, run))))
  }
  return out
}

const benchDb = await createBenchDatabase('advisor')
const url = new URL(benchDb.url)

const children: { kill(): boolean }[] = []
try {
  const model = await startChild(
    [
      'bench/advisor-fake-model.ts',
      '--tokens',
      String(values.tokens),
      '--token-delay',
      String(values['token-delay']),
    ],
    {},
    (line) => typeof line.url === 'string',
  )
  children.push(model.child)
  const modelUrl = model.line.url as string
  const port = await freePort()
  children.push(
    await startService(
      {
        NODE_ENV: 'production',
        DATABASE_URL: url.toString(),
        DATABASE_SERVICE_KEY: TEST_SERVICE_KEY,
        JWT_SECRET: TEST_JWT_SECRET,
        LLM_API_KEY: 'bench-key',
        LLM_BASE_URL: modelUrl,
        LLM_MAX_RETRIES: '0',
        AI_REQUESTS_PER_MINUTE: '100000',
        AI_DAILY_TOKEN_BUDGET: '100000000',
        LOG_LEVEL: 'warn',
        SCHEDULER_ENABLED: 'false',
        ...(process.env.BENCH_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_NODE_OPTIONS } : {}),
      },
      port,
    ),
  )
  const base = `http://127.0.0.1:${port}`
  const tokens = Array.from({ length: streams }, () => userToken(randomUUID()))
  let next = 0
  const client = new OpenAI({ apiKey: 'bench-key', baseURL: modelUrl, maxRetries: 0 })

  const [own, service] = await measure(
    () => direct(client),
    () => viaService(base, tokens[next++ % tokens.length]!),
  )

  const row = (name: string, xs: Timing[], key: keyof Timing) => ({
    name,
    p50: percentile(
      xs.map((x) => x[key]),
      50,
    ),
    p99: percentile(
      xs.map((x) => x[key]),
      99,
    ),
  })
  const lines = [
    row('fake model alone: first token', own, 'first'),
    row('fake model alone: end of stream', own, 'end'),
    row('via /ai/stream: first text-delta', service, 'first'),
    row('via /ai/stream: end ([DONE])', service, 'end'),
  ]
  console.log(
    `advisor-bench: ${streams} concurrent streams x ${rounds} rounds, ${values.tokens} tokens at ${values['token-delay']} ms each`,
  )
  for (const l of lines)
    console.log(
      `${l.name.padEnd(36)} p50 ${l.p50.toFixed(1).padStart(7)} ms   p99 ${l.p99.toFixed(1).padStart(7)} ms`,
    )
  const [f1, fe, s1, se] = lines as [
    (typeof lines)[0],
    (typeof lines)[0],
    (typeof lines)[0],
    (typeof lines)[0],
  ]
  console.log(
    `added by the service, first text-delta:  p50 ${(s1.p50 - f1.p50).toFixed(1)} ms   p99 ${(s1.p99 - f1.p99).toFixed(1)} ms`,
  )
  console.log(
    `added by the service, end of stream:     p50 ${(se.p50 - fe.p50).toFixed(1)} ms   p99 ${(se.p99 - fe.p99).toFixed(1)} ms`,
  )
  const h = row('', service, 'headers')
  console.log(
    `of which before the model call (service headers: limit, user, intent, memory): p50 ${h.p50.toFixed(1)} ms   p99 ${h.p99.toFixed(1)} ms`,
  )
} finally {
  for (const c of children) c.kill()
  await new Promise((r) => setTimeout(r, 300))
  await benchDb.drop()
}
