import type { Owned } from '../../src/domain/ledger/owned.js'
import type {
  OwnedRepository,
  Page,
  PageRequest,
  UpdateOutcome,
} from '../../src/application/ports/owned-repository.js'

/**
 * What the three in-memory ledger repositories share: the port's contract (owner scoping,
 * versions, newest first by the sort key then id, keyset pages), held by test/contracts.
 */
export abstract class InMemoryOwnedRepository<
  Item extends Owned,
  Draft extends object,
  Filter,
> implements OwnedRepository<Item, Draft, Filter> {
  /** Every stored item by id, whoever owns it (tests seed and inspect it). */
  readonly rows = new Map<string, Item>()

  constructor(seed: readonly Item[] = []) {
    for (const item of seed) this.rows.set(item.id, item)
  }

  /** The instant the list is ordered by, newest first. */
  protected abstract sortKey(item: Item): Date
  /** Whether an item passes the list filter. */
  protected abstract matches(item: Item, filter: Filter): boolean
  /** The stored item a draft makes (the draft's fields over the owned ones). */
  protected abstract build(owned: Owned, draft: Draft): Item

  async list(userId: string, filter: Filter, { limit, after }: PageRequest): Promise<Page<Item>> {
    const key = (item: Item) => this.sortKey(item).getTime()
    const mine = [...this.rows.values()]
      .filter((r) => r.userId === userId && this.matches(r, filter))
      .sort((a, b) => key(b) - key(a) || (a.id < b.id ? 1 : -1))
      .filter(
        (r) =>
          !after ||
          key(r) < after.sortKey.getTime() ||
          (key(r) === after.sortKey.getTime() && r.id < after.id),
      )
    const items = mine.slice(0, limit)
    const last = mine.length > limit ? items[items.length - 1] : undefined
    return { items, next: last ? { sortKey: this.sortKey(last), id: last.id } : undefined }
  }

  async get(userId: string, id: string): Promise<Item | undefined> {
    const row = this.rows.get(id)
    return row?.userId === userId ? row : undefined
  }

  async insert(userId: string, id: string, draft: Draft, now: Date): Promise<Item> {
    const item = this.build({ id, userId, version: 1, createdAt: now, updatedAt: now }, draft)
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
    const { createdAt } = row
    const item = this.build({ id, userId, version: row.version + 1, createdAt, updatedAt: now }, draft)
    this.rows.set(id, item)
    return { kind: 'updated', item }
  }

  async delete(userId: string, id: string): Promise<boolean> {
    return (await this.get(userId, id)) ? this.rows.delete(id) : false
  }
}
