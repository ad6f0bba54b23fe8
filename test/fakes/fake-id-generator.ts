import type { IdGenerator } from '../../src/application/ports/id-generator.js'

/** Ids 00000000-0000-4000-8000-000000000001, ...002, ... in order. */
export class FakeIdGenerator implements IdGenerator {
  #next = 1
  newId(): string {
    return `00000000-0000-4000-8000-${String(this.#next++).padStart(12, '0')}`
  }
}
