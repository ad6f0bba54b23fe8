import type { Llm, LlmMessage, LlmToolCall, LlmUsage } from '../../ports/llm.js'
import type { AdvisorSource } from './advisor-deps.js'
import type { AdvisorToolbox } from './advisor-toolbox.js'
import type { Specialist } from './specialists.js'

export type AdvisorEvent =
  | { readonly type: 'text'; readonly delta: string }
  /** Once, after the text: every source the answer drew on (memories first), deduplicated. */
  | { readonly type: 'sources'; readonly sources: readonly AdvisorSource[] }
  | { readonly type: 'done'; readonly usage: LlmUsage }

export interface ToolLoopInput {
  readonly llm: Llm
  readonly toolbox: AdvisorToolbox
  readonly specialist: Specialist
  readonly messages: readonly LlmMessage[]
  readonly memorySources: readonly AdvisorSource[]
  readonly userId: string
  readonly signal: AbortSignal | undefined
  readonly settings: {
    readonly maxToolRounds: number
    readonly maxToolCallsPerRound: number
    readonly maxOutputTokens: number
  }
}

/**
 * The bounded tool loop: stream a model turn; if it asked for tools, run them (in parallel, all
 * read-only), append the results and go again; the last allowed turn gets no tools, so it must answer.
 */
export async function* toolLoop(input: ToolLoopInput): AsyncGenerator<AdvisorEvent> {
  const { llm, toolbox, specialist, settings, signal } = input
  const messages = [...input.messages]
  const sources = new Map(input.memorySources.map((s) => [`${s.type}:${s.id}`, s]))
  const usage = { inputTokens: 0, outputTokens: 0 }
  const tools = toolbox.specs(specialist.tools)
  let answered = false
  for (let round = 0; round <= settings.maxToolRounds; round += 1) {
    const mayUseTools = round < settings.maxToolRounds
    let calls: readonly LlmToolCall[] = []
    let text = ''
    for await (const event of llm.stream({
      tier: 'reasoning',
      messages,
      ...(mayUseTools ? { tools } : {}),
      userId: input.userId,
      maxOutputTokens: settings.maxOutputTokens,
      ...(signal ? { signal } : {}),
    })) {
      if (event.type === 'text_delta') {
        // Text of an earlier turn (some models talk before calling tools) is kept apart from this one.
        if (!text && answered) yield { type: 'text', delta: '\n\n' }
        text += event.delta
        answered = true
        yield { type: 'text', delta: event.delta }
      } else if (event.type === 'tool_calls') {
        calls = event.calls
      } else {
        usage.inputTokens += event.usage.inputTokens
        usage.outputTokens += event.usage.outputTokens
      }
    }
    if (calls.length === 0 || !mayUseTools) break
    messages.push({ role: 'assistant', content: text || null, toolCalls: calls })
    // Every call gets an answer (the API requires one per tool_call_id); calls over the cap get an error.
    const outcomes = await unlessAborted(
      Promise.all(
        calls.map((call, i) =>
          i < settings.maxToolCallsPerRound
            ? toolbox.run(call, specialist.tools, signal)
            : Promise.resolve({
                content: JSON.stringify({ error: 'too many tool calls in one turn' }),
                sources: [],
              }),
        ),
      ),
      signal,
    )
    for (const [i, outcome] of outcomes.entries()) {
      messages.push({ role: 'tool', toolCallId: calls[i]?.id ?? '', content: outcome.content })
      for (const s of outcome.sources) sources.set(`${s.type}:${s.id}`, s)
    }
  }
  yield { type: 'sources', sources: [...sources.values()] }
  yield { type: 'done', usage }
}

/**
 * Repositories take no AbortSignal: a client that leaves does not wait for the queries in flight
 * (their results are dropped; the statement timeout bounds them).
 */
function unlessAborted<T>(work: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return work
  signal.throwIfAborted()
  return new Promise<T>((resolve, reject) => {
    const onAbort = () =>
      reject(
        signal.reason instanceof Error
          ? signal.reason
          : new DOMException('the operation was aborted', 'AbortError'),
      )
    signal.addEventListener('abort', onAbort, { once: true })
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort))
  })
}
