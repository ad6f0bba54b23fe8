import type { Owned } from '../../src/domain/ledger/owned.js'
import type { Page, PageRequest, UpdateOutcome } from '../../src/application/ports/owned-repository.js'

/** A user-owned store in memory, honouring the port's contract (owner scoping, versions, newest first). */
export class InMemoryOwnedRepository<Item extends Owned, Draft extends object> {
  readonly rows = new Map<string, Item>()
  readonly #sortKey: (item: Item) => Date

  constructor(sortKey: (item: Item) => Date = (i) => i.createdAt) {
    this.#sortKey = sortKey
  }

  async list(userId: string, _filter: unknown, { limit, after }: PageRequest): Promise<Page<Item>> {
    const mine = [...this.rows.values()]
      .filter((r) => r.userId === userId)
      .sort((a, b) => this.#sortKey(b).getTime() - this.#sortKey(a).getTime() || (a.id < b.id ? 1 : -1))
      .filter(
        (r) =>
          !after ||
          this.#sortKey(r) < after.sortKey ||
          (this.#sortKey(r).getTime() === after.sortKey.getTime() && r.id < after.id),
      )
    const items = mine.slice(0, limit)
    const last = mine.length > limit ? items[items.length - 1] : undefined
    return { items, next: last ? { sortKey: this.#sortKey(last), id: last.id } : undefined }
  }

  async get(userId: string, id: string): Promise<Item | undefined> {
    const row = this.rows.get(id)
    return row?.userId === userId ? row : undefined
  }

  async insert(userId: string, id: string, draft: Draft, now: Date): Promise<Item> {
    const item = { ...draft, id, userId, version: 1, createdAt: now, updatedAt: now } as unknown as Item
    this.rows.set(id, item)
    return item
  }

  async update(
    userId: string,
    id: string,
    draft: Draft,
    now: Date,
    expectedVersion: number | undefined,
  ): Promise<UpdateOutcome<Item>> {
    const row = await this.get(userId, id)
    if (!row) return { kind: 'not_found' }
    if (expectedVersion !== undefined && row.version !== expectedVersion) return { kind: 'version_mismatch' }
    const item = { ...row, ...draft, version: row.version + 1, updatedAt: now } as Item
    this.rows.set(id, item)
    return { kind: 'updated', item }
  }

  async delete(userId: string, id: string): Promise<boolean> {
    return (await this.get(userId, id)) ? this.rows.delete(id) : false
  }

  async isOwnedBy(userId: string, id: string): Promise<boolean> {
    return (await this.get(userId, id)) !== undefined
  }
}
