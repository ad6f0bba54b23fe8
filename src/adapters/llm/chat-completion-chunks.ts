import { createParser, type EventSourceMessage } from 'eventsource-parser'
import type { ChatCompletionChunk } from 'openai/resources/chat/completions'
import { UpstreamUnavailableError } from '../../domain/errors.js'
import { PROVIDER } from './llm-errors.js'

/**
 * The chunks of a streamed chat completion, read from the raw response body (the SDK's
 * `.asResponse()`), as the SDK's own Stream reads them: every event's data is a chunk as JSON,
 * `[DONE]` ends the answer, and a chunk carrying `error` is the provider failing mid-stream.
 *
 * The answer ends at `[DONE]` itself, not when the body ends: the rest of the body (the chunked
 * encoding's end) is read behind it, so the connection is kept, and the stream's last parts
 * (text-end, finish, [DONE]) go to the client in the same socket write as the last deltas instead
 * of a write of their own once the body has ended, a packet or some ticks later (a write fewer per
 * stream: docs/performance.md).
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
  // By hand rather than `for await`: leaving that loop at [DONE] would destroy the body, and with
  // it the connection.
  const packets = body[Symbol.asyncIterator]()
  let finished = false
  try {
    for (let next = await packets.next(); !next.done; next = await packets.next()) {
      parser.feed(decoder.decode(next.value, { stream: true }))
      for (const event of events) {
        if (event.data.startsWith('[DONE]')) {
          finished = true
          void readToTheEnd(packets)
          return
        }
        yield chunkOf(event.data)
      }
      events.length = 0
    }
    finished = true
  } finally {
    // A consumer that stops early, or a chunk that fails: the body is given up (the caller aborts).
    if (!finished) await packets.return?.()
  }
}

/** What follows [DONE] is not part of the answer; a failure there loses only the connection. */
async function readToTheEnd(packets: AsyncIterator<Uint8Array>): Promise<void> {
  try {
    while (!(await packets.next()).done);
  } catch {
    /* the connection is closed instead of kept */
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
