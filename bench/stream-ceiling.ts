import { randomUUID } from 'node:crypto'
import { createServer } from 'node:http'
import { createParser } from 'eventsource-parser'
import { Agent, request } from 'undici'

/**
 * The transport's ceiling for the performance benchmark's /ai/stream row: node:http answering
 * POST /ai/stream with the service's stream (the same headers and UI message stream parts), the
 * model called with undici's `request()` on a keep-alive Agent (as the service's model client
 * does) with a body of the size the service sends, its SSE read by eventsource-parser, each token
 * relayed as a text-delta at once. Nothing else: no authentication, no limits, no database, no
 * prompt building, no SDK, no logs. Its figures under the same rounds are what node:http, undici
 * and the fake model on this machine allow; the service's distance from them is ours.
 *
 *   node --import tsx bench/stream-ceiling.ts <model base URL, ending in /v1>
 *
 * Prints {"port": ...} when ready.
 */
const modelUrl = `${process.argv[2]!.replace(/\/$/, '')}/chat/completions`
const dispatcher = new Agent()

/** About the service's system prompt and tool list: the model request's body is ~2.4 KB either way. */
const SYSTEM = `You are the advisor. ${'Read the data before you give figures. '.repeat(40)}`
const TOOLS = ['spending_summary', 'list_transactions', 'list_accounts'].map((name) => ({
  type: 'function',
  function: { name, description: name, parameters: { type: 'object', properties: {} } },
}))

const HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  'x-accel-buffering': 'no',
  'x-vercel-ai-ui-message-stream': 'v1',
  'access-control-allow-origin': '*',
  vary: 'Origin, Accept-Encoding',
}
const part = (value: unknown) => `data: ${JSON.stringify(value)}\n\n`

const server = createServer((req, res) => {
  let raw = ''
  req.setEncoding('utf8')
  req.on('data', (chunk: string) => (raw += chunk))
  req.on('end', () => {
    const { message } = JSON.parse(raw) as { message: string }
    const id = `msg-${randomUUID()}`
    const textId = `${id}-text`
    res.writeHead(200, { ...HEADERS, 'x-request-id': randomUUID() })
    res.write(part({ type: 'start', messageId: id }) + part({ type: 'text-start', id: textId }))
    const end = (last: string) =>
      res.end(`${last}${part({ type: 'text-end', id: textId })}${part({ type: 'finish' })}data: [DONE]\n\n`)
    relay(message, textId, (text) => res.write(text), end).catch((error: unknown) =>
      res.destroy(error as Error),
    )
  })
})

/**
 * Relays the model's tokens, each packet's in one write (as the service does), ends the answer at
 * the model's [DONE] and reads the rest of its body behind it, so the connection is kept.
 */
async function relay(
  message: string,
  textId: string,
  write: (text: string) => void,
  end: (last: string) => void,
): Promise<void> {
  const answer = await request(modelUrl, {
    dispatcher,
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer bench-key' },
    body: JSON.stringify({
      model: 'gpt-4o',
      messages: [
        { role: 'system', content: SYSTEM },
        { role: 'user', content: message },
      ],
      tools: TOOLS,
      max_tokens: 1200,
      stream: true,
      stream_options: { include_usage: true },
    }),
  })
  let parts = ''
  let done = false
  const parser = createParser({
    onEvent: (event) => {
      if (done) return
      if (event.data.startsWith('[DONE]')) return void (done = true)
      const chunk = JSON.parse(event.data) as { choices?: { delta?: { content?: string } }[] }
      const delta = chunk.choices?.[0]?.delta?.content
      if (delta) parts += part({ type: 'text-delta', id: textId, delta })
    },
  })
  answer.body.setEncoding('utf8')
  let ended = false
  for await (const text of answer.body) {
    if (ended) continue
    parser.feed(text as string)
    if (done) {
      ended = true
      end(parts)
    } else if (parts) write(parts)
    parts = ''
  }
  if (!ended) end(parts)
}

server.listen(0, '127.0.0.1', () => {
  const address = server.address()
  process.stdout.write(
    `${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`,
  )
})
process.on('SIGTERM', () => server.close(() => process.exit(0)))
