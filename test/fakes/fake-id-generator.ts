import type { IdGenerator } from '../../src/application/ports/id-generator.js'

/** Ids in order: 00000000-0000-4000-8000-000000000001, ...002, ... unless `format` says otherwise. */
export class FakeIdGenerator implements IdGenerator {
  #next = 1
  constructor(
    readonly format: (n: number) => string = (n) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  ) {}
  newId(): string {
    return this.format(this.#next++)
  }
}
