import { randomUUID } from 'node:crypto'
import { sql, type Kysely, type Selectable } from 'kysely'
import { DEFAULT_CATEGORIES, type Category } from '../../domain/categories/category.js'
import type { CategoryRepository } from '../../application/ports/category-repository.js'
import type { Database } from './schema.js'
import type { CategoriesTable } from './tables/categories.js'

export const categoryFromRow = (r: Selectable<CategoriesTable>): Category => ({
  id: r.id,
  userId: r.user_id,
  name: r.name,
  parentId: r.parent_id,
  kind: r.kind,
  createdAt: r.created_at,
})

export class KyselyCategoryRepository implements CategoryRepository {
  readonly #db: Kysely<Database>
  constructor({ db }: { db: Kysely<Database> }) {
    this.#db = db
  }

  async list(userId: string): Promise<Category[]> {
    let rows = await this.#select(userId)
    if (rows.length === 0) {
      await this.#seed(userId)
      rows = await this.#select(userId)
    }
    return rows.map(categoryFromRow)
  }

  #select(userId: string) {
    return this.#db
      .selectFrom('categories')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy(sql`parent_id IS NOT NULL`)
      .orderBy(sql`lower(name)`)
      .execute()
  }

  /** The defaults and every name already on the user's transactions; concurrent seeds meet on the unique index. */
  async #seed(userId: string): Promise<void> {
    const used = await this.#db
      .selectFrom('transactions')
      .select('category')
      .distinct()
      .where('user_id', '=', userId)
      .where('category', 'is not', null)
      .execute()
    const names = new Map<string, { name: string; kind: Category['kind'] }>()
    for (const d of DEFAULT_CATEGORIES) names.set(d.name.toLowerCase(), d)
    for (const { category } of used) {
      const name = category!.trim().slice(0, 60)
      if (name !== '' && !names.has(name.toLowerCase()))
        names.set(name.toLowerCase(), { name, kind: 'expense' })
    }
    await sql`
      INSERT INTO categories (id, user_id, name, kind)
      SELECT * FROM unnest(${[...names.values()].map(() => randomUUID())}::uuid[], ${[...names.values()].map(() => userId)}::text[],
        ${[...names.values()].map((n) => n.name)}::text[], ${[...names.values()].map((n) => n.kind)}::text[])
      ON CONFLICT DO NOTHING`.execute(this.#db)
  }
}
