/** The time. Use cases never call `new Date()` themselves, so tests can fix the clock. */
export interface Clock {
  now(): Date
}
