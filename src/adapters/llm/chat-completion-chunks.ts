import { createParser, type EventSourceMessage } from 'eventsource-parser'
import type { ChatCompletionChunk } from 'openai/resources/chat/completions'
import { UpstreamUnavailableError } from '../../domain/errors.js'
import { PROVIDER } from './llm-errors.js'

/**
 * The chunks of a streamed chat completion, read from the raw response body (the SDK's
 * `.asResponse()`), as the SDK's own Stream reads them: every event's data is a chunk as JSON,
 * `[DONE]` ends the answer (the rest of the body is still read, so the connection is kept), and a
 * chunk carrying `error` is the provider failing mid-stream.
 *
 * Why not the SDK's Stream: its five async-generator layers per chunk (web stream reader, lines,
 * SSE events, JSON, normalisation) were a sixth of an /ai/stream's CPU in process (597 -> 489 µs
 * a stream without them); eventsource-parser parses a whole packet's events in one synchronous
 * call (docs/advisor.md "Design decisions").
 */
export async function* chatCompletionChunks(
  body: AsyncIterable<Uint8Array>,
): AsyncGenerator<ChatCompletionChunk> {
  const events: EventSourceMessage[] = []
  const parser = createParser({ onEvent: (event) => events.push(event) })
  const decoder = new TextDecoder()
  let done = false
  for await (const bytes of body) {
    parser.feed(decoder.decode(bytes, { stream: true }))
    for (const event of events) {
      if (done) break
      if (event.data.startsWith('[DONE]')) done = true
      else yield chunkOf(event.data)
    }
    events.length = 0
  }
}

function chunkOf(data: string): ChatCompletionChunk {
  let chunk: (ChatCompletionChunk & { error?: unknown }) | undefined
  try {
    chunk = JSON.parse(data) as ChatCompletionChunk & { error?: unknown }
  } catch (cause) {
    throw new UpstreamUnavailableError(PROVIDER, 'the model sent a stream chunk that is not JSON', { cause })
  }
  if (chunk?.error)
    throw new UpstreamUnavailableError(PROVIDER, 'the model provider failed during the answer', {
      cause: chunk.error,
    })
  return chunk
}
