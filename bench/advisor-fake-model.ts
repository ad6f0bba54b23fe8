/**
 * The fake OpenAI-compatible model of the advisor benchmarks, in its own process so its work does
 * not compete with the load generator's event loop: every streamed answer is `--text`, or else
 * `--tokens` words, one every `--token-delay` ms. Prints {"url": ...} when ready. With `--marks`,
 * it also prints {"marker", "calledAt"} for each call whose last user message carries `#<marker>`:
 * when the call arrived (and its first token was written, at once when the delay is 0), in ms of
 * the wall clock (`performance.timeOrigin + performance.now()`, comparable across processes).
 */
import { parseArgs } from 'node:util'
import { FakeOpenAi } from '../test/support/fake-openai.js'

const { values } = parseArgs({
  options: {
    tokens: { type: 'string', default: '40' },
    'token-delay': { type: 'string', default: '20' },
    text: { type: 'string' },
    marks: { type: 'boolean', default: false },
  },
})
const fake = await FakeOpenAi.start()
const text = values.text ?? Array.from({ length: Number(values.tokens) }, (_, i) => `word${i}`).join(' ')
const reply = { text, tokenDelayMs: Number(values['token-delay']) }
// The categorisation model step (a POST without a category asks it): a structured answer in its
// schema, the list's first category for every transaction asked, as a model that understood would.
fake.on(
  (request) => schemaNameOf(request.responseFormat) === 'transaction_categories',
  (request) => {
    const asked = JSON.parse(request.lastUserText) as {
      categories: { name: string }[]
      transactions: { index: number }[]
    }
    const category = asked.categories[0]?.name ?? null
    return {
      json: { answers: asked.transactions.map((t) => ({ index: t.index, category, confidence: 0.8 })) },
    }
  },
)
fake.otherwise((request) => {
  const marker = values.marks ? /#(\S+)/.exec(request.lastUserText)?.[1] : undefined
  if (marker) console.log(JSON.stringify({ marker, calledAt: performance.timeOrigin + performance.now() }))
  return reply
})
function schemaNameOf(format: unknown): string | undefined {
  return (format as { json_schema?: { name?: string } } | undefined)?.json_schema?.name
}

// The request log would grow without bound under load: keep it short.
setInterval(() => fake.requests.splice(0, fake.requests.length), 1_000).unref()
console.log(JSON.stringify({ url: fake.url }))
process.on('SIGTERM', () => void fake.close().then(() => process.exit(0)))
