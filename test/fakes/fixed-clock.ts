import type { Clock } from '../../src/application/ports/clock.js'

/** A clock that says what it is told. */
export class FixedClock implements Clock {
  #now: Date
  constructor(iso = '2026-11-21T12:00:00Z') {
    this.#now = new Date(iso)
  }
  now(): Date {
    return new Date(this.#now)
  }
  set(iso: string): void {
    this.#now = new Date(iso)
  }
  advance(ms: number): void {
    this.#now = new Date(this.#now.getTime() + ms)
  }
}
