import type { Clock } from '../../src/application/ports/clock.js'

/** A clock that says what it is told; with `stepMs`, each reading moves it on by that much. */
export class FixedClock implements Clock {
  #now: Date
  readonly #stepMs: number
  constructor(iso = '2026-11-21T12:00:00Z', options: { stepMs?: number } = {}) {
    this.#now = new Date(iso)
    this.#stepMs = options.stepMs ?? 0
  }
  now(): Date {
    const now = new Date(this.#now)
    if (this.#stepMs) this.advance(this.#stepMs)
    return now
  }
  set(iso: string): void {
    this.#now = new Date(iso)
  }
  advance(ms: number): void {
    this.#now = new Date(this.#now.getTime() + ms)
  }
}
