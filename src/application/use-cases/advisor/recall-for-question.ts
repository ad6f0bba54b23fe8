import type { Log } from '../../ports/log.js'
import type { MemoryRecall } from './advisor-deps.js'

export interface RecalledMemory {
  readonly id: string
  readonly period: string
  readonly periodStart: string
  readonly content: string
}

/**
 * The user's top memories for the question, or [] when memory is not wired, the embedding server
 * is down, or the lookup is slower than `timeoutMs`: the advisor answers either way (docs/api.md
 * "Degraded mode").
 */
export async function recallForQuestion(
  recall: MemoryRecall | undefined,
  input: {
    readonly userId: string
    readonly text: string
    readonly k: number
    readonly timeoutMs: number
    readonly log: Log
  },
): Promise<readonly RecalledMemory[]> {
  if (!recall) return []
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), input.timeoutMs)
  })
  try {
    const result = await Promise.race([
      recall.execute({ userId: input.userId, text: input.text, k: input.k }),
      timeout,
    ])
    if (!result)
      input.log.warn({ userId: input.userId }, 'memory recall was too slow; answering without memory')
    if (!result?.available) return []
    return result.memories
  } catch (error) {
    input.log.warn({ err: error, userId: input.userId }, 'memory recall failed; answering without memory')
    return []
  } finally {
    clearTimeout(timer)
  }
}
