import type { RequestWindow, TakeResult, WindowState } from '../../application/ports/request-window.js'

/** RequestWindow of one process: each key's request times in memory, bounded. */
export class InProcessRequestWindow implements RequestWindow {
  readonly #times = new Map<string, number[]>()
  readonly #maxKeys: number

  constructor(maxKeys = 10_000) {
    this.#maxKeys = maxKeys
  }

  async take(key: string, limit: number, windowMs: number, nowMs: number): Promise<TakeResult> {
    const times = this.#current(key, windowMs, nowMs)
    const admitted = times.length < limit
    if (admitted) times.push(nowMs)
    this.#times.set(key, times)
    if (this.#times.size > this.#maxKeys) this.#prune(windowMs, nowMs)
    return { admitted, count: times.length, oldestMs: times[0] }
  }

  peek(key: string, windowMs: number, nowMs: number): WindowState {
    const times = this.#current(key, windowMs, nowMs)
    return { count: times.length, oldestMs: times[0] }
  }

  /** What a shared window said the key holds: this process's view follows it. */
  replace(key: string, times: readonly number[]): void {
    this.#times.set(
      key,
      [...times].sort((a, b) => a - b),
    )
  }

  #current(key: string, windowMs: number, nowMs: number): number[] {
    return (this.#times.get(key) ?? []).filter((t) => t > nowMs - windowMs)
  }

  /** Bounded memory: forget keys with nothing in the window. */
  #prune(windowMs: number, nowMs: number): void {
    for (const [key, times] of this.#times)
      if (!times.some((t) => t > nowMs - windowMs)) this.#times.delete(key)
  }
}
