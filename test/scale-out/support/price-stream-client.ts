import { createParser } from 'eventsource-parser'

export interface StreamEvent {
  readonly event: string | undefined
  readonly id: string | undefined
  readonly data: Record<string, unknown>
}

export interface OpenStream {
  readonly status: number
  readonly events: StreamEvent[]
  readonly comments: string[]
  /** The id of the last event received. */
  lastId(): string | undefined
  /** Resolves when `predicate` holds for the events received (checked on each event), or rejects after `ms`. */
  until(predicate: (events: StreamEvent[]) => boolean, ms?: number): Promise<void>
  /** Resolves when the server ended the stream (or close() did). */
  readonly ended: Promise<void>
  close(): Promise<void>
}

/** GET /market/price/stream read in the background with a real SSE parser (raw fetch: the body never ends). */
export async function openPriceStream(
  baseUrl: string,
  query: string,
  headers: Record<string, string>,
): Promise<OpenStream> {
  const abort = new AbortController()
  const response = await fetch(`${baseUrl}/market/price/stream?${query}`, {
    headers: { accept: 'text/event-stream', ...headers },
    signal: abort.signal,
  })
  const events: StreamEvent[] = []
  const comments: string[] = []
  const waiters = new Set<() => void>()
  const parser = createParser({
    onEvent: (e) => {
      events.push({ event: e.event, id: e.id, data: JSON.parse(e.data) as Record<string, unknown> })
      waiters.forEach((w) => w())
    },
    onComment: (c) => comments.push(c.trim()),
  })
  const reading =
    response.status === 200 && response.body
      ? (async () => {
          const decoder = new TextDecoder()
          try {
            for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>)
              parser.feed(decoder.decode(chunk, { stream: true }))
          } catch {
            // aborted by close()
          }
        })()
      : response.arrayBuffer().then(() => undefined)
  return {
    status: response.status,
    events,
    comments,
    ended: reading,
    lastId: () => [...events].reverse().find((e) => e.id !== undefined)?.id,
    until: (predicate, ms = 5000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          if (!predicate(events)) return
          waiters.delete(check)
          clearTimeout(timer)
          resolve()
        }
        const timer = setTimeout(() => {
          waiters.delete(check)
          reject(new Error(`not seen within ${ms} ms; events: ${JSON.stringify(events.map((e) => e.event))}`))
        }, ms)
        waiters.add(check)
        check()
      }),
    close: async () => {
      abort.abort()
      await reading
    },
  }
}
