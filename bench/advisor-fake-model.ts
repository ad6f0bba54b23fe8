/**
 * The fake OpenAI-compatible model of the advisor benchmark, in its own process so its timers do
 * not compete with the load generator: every streamed answer is `--tokens` words, one every
 * `--token-delay` ms. Prints {"url": ...} when ready.
 */
import { parseArgs } from 'node:util'
import { FakeOpenAi } from '../test/support/fake-openai.js'

const { values } = parseArgs({
  options: { tokens: { type: 'string', default: '40' }, 'token-delay': { type: 'string', default: '20' } },
})
const fake = await FakeOpenAi.start()
const text = Array.from({ length: Number(values.tokens) }, (_, i) => `word${i}`).join(' ')
fake.otherwise({ text, tokenDelayMs: Number(values['token-delay']) })
// The request log would grow without bound under load: keep it short.
setInterval(() => fake.requests.splice(0, fake.requests.length), 1_000).unref()
console.log(JSON.stringify({ url: fake.url }))
process.on('SIGTERM', () => void fake.close().then(() => process.exit(0)))
