import { randomUUID } from 'node:crypto'
import { sql, type Kysely, type Selectable } from 'kysely'
import {
  CATEGORY_NAME_MAX,
  DEFAULT_CATEGORIES,
  type Category,
  type CategoryDraft,
} from '../../domain/categories/category.js'
import {
  CategoryInUseError,
  CategoryNameTakenError,
  type CategoryUse,
} from '../../domain/categories/category-errors.js'
import { ConflictError, ValidationError } from '../../domain/errors.js'
import type { CategoryRepository } from '../../application/ports/category-repository.js'
import type { UnitOfWork } from '../../application/ports/unit-of-work.js'
import { CategoryReferences, type CategoryReference } from './category-references.js'
import { touchedColumns } from './kysely-owned-rows.js'
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

/** The SQLSTATE, constraint and table of a Postgres error, when it is one. */
function pgError(error: unknown): {
  code?: string | undefined
  constraint?: string | undefined
  table?: string | undefined
} {
  if (typeof error !== 'object' || error === null) return {}
  const { code, constraint, table } = error as Record<string, unknown>
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined)
  return { code: text(code), constraint: text(constraint), table: text(table) }
}
const UNIQUE_VIOLATION = '23505'
const FOREIGN_KEY_VIOLATION = '23503'
const NAME_INDEX = 'categories_user_name'

export class KyselyCategoryRepository implements CategoryRepository {
  readonly #db: Kysely<Database>
  readonly #unitOfWork: UnitOfWork
  readonly #references: CategoryReferences
  constructor({ db, unitOfWork }: { db: Kysely<Database>; unitOfWork: UnitOfWork }) {
    this.#db = db
    this.#unitOfWork = unitOfWork
    this.#references = new CategoryReferences(db)
  }

  async list(userId: string): Promise<Category[]> {
    let rows = await this.#select(userId)
    if (rows.length === 0) {
      await this.#seed(userId)
      rows = await this.#select(userId)
    }
    return rows.map(categoryFromRow)
  }

  async get(userId: string, id: string): Promise<Category | undefined> {
    const row = await this.#db
      .selectFrom('categories')
      .selectAll()
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst()
    return row && categoryFromRow(row)
  }

  async insert(userId: string, id: string, draft: CategoryDraft, now: Date): Promise<Category> {
    const row = await this.#db
      .insertInto('categories')
      .values({
        id,
        user_id: userId,
        name: draft.name,
        parent_id: draft.parentId,
        kind: draft.kind,
        created_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow()
      .catch(refused(draft.name))
    return categoryFromRow(row)
  }

  update(userId: string, id: string, draft: CategoryDraft, now: Date): Promise<Category | undefined> {
    return this.#unitOfWork.run(async () => {
      const before = await this.#lock(userId, id)
      if (!before) return undefined
      const row = await this.#db
        .updateTable('categories')
        .set({ name: draft.name, parent_id: draft.parentId, kind: draft.kind })
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow()
        .catch(refused(draft.name))
      if (before.name !== draft.name) await this.#renameOnTransactions(userId, before.name, draft.name, now)
      return categoryFromRow(row)
    })
  }

  async delete(userId: string, id: string, reassignTo: Category | null, now: Date): Promise<boolean> {
    try {
      return await this.#unitOfWork.run(async () => {
        const category = await this.#lock(userId, id)
        if (!category) return false
        const references = await this.#references.all()
        if (reassignTo) {
          await this.#renameOnTransactions(userId, category.name, reassignTo.name, now)
          for (const reference of references) await this.#move(reference, userId, category, reassignTo)
        } else {
          const uses = await this.#uses(references, userId, category)
          if (uses.length > 0) throw new CategoryInUseError(category.name, uses)
        }
        await this.#db
          .updateTable('categories')
          .set({ parent_id: null })
          .where('user_id', '=', userId)
          .where('parent_id', '=', id)
          .execute()
        await this.#db.deleteFrom('categories').where('user_id', '=', userId).where('id', '=', id).execute()
        return true
      })
    } catch (error) {
      const { code, table } = pgError(error)
      if (code !== FOREIGN_KEY_VIOLATION) throw error
      // A table made after the references were read (a migration while running): read them again next time.
      this.#references.forget()
      const name = (await this.get(userId, id))?.name ?? 'this category'
      throw new CategoryInUseError(name, [{ what: table ?? 'another table', count: 1 }])
    }
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

  /** The category, locked against a concurrent rename or delete until the unit of work ends. */
  async #lock(userId: string, id: string): Promise<Category | undefined> {
    const row = await this.#db
      .selectFrom('categories')
      .selectAll()
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst()
    return row && categoryFromRow(row)
  }

  /** The transactions named `from` (ignoring case) take the name `to`; their version goes up. */
  async #renameOnTransactions(userId: string, from: string, to: string, now: Date): Promise<void> {
    await this.#db
      .updateTable('transactions')
      .set({ category: to, ...touchedColumns(now) })
      .where('user_id', '=', userId)
      .where(sql<string>`lower(category)`, '=', from.toLowerCase())
      .execute()
  }

  /** The rows of one referring table move from `from` to `to`; a duplicate they would make is a 409. */
  async #move(reference: CategoryReference, userId: string, from: Category, to: Category): Promise<void> {
    const { schema, table, column } = reference
    try {
      await sql`UPDATE ${sql.table(`${schema}.${table}`)} SET ${sql.ref(column)} = ${to.id}
        WHERE ${sql.ref(column)} = ${from.id} ${this.#ownedBy(reference, userId)}`.execute(this.#db)
    } catch (error) {
      if (pgError(error).code !== UNIQUE_VIOLATION) throw error
      throw new ConflictError(
        `cannot move ${table}.${column} from "${from.name}" to "${to.name}": ${table} already has a row for "${to.name}" where it allows one only`,
      )
    }
  }

  /** What still uses the category: its transactions, and the rows of each referring table. */
  async #uses(
    references: readonly CategoryReference[],
    userId: string,
    category: Category,
  ): Promise<CategoryUse[]> {
    const { count } = await this.#db
      .selectFrom('transactions')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('user_id', '=', userId)
      .where(sql<string>`lower(category)`, '=', category.name.toLowerCase())
      .executeTakeFirstOrThrow()
    const uses: CategoryUse[] = [{ what: 'transactions', count: Number(count) }]
    for (const reference of references) {
      const { schema, table, column } = reference
      const { rows } = await sql<{ count: string }>`SELECT count(*) AS count
        FROM ${sql.table(`${schema}.${table}`)}
        WHERE ${sql.ref(column)} = ${category.id} ${this.#ownedBy(reference, userId)}`.execute(this.#db)
      uses.push({ what: `${table}.${column}`, count: Number(rows[0]?.count ?? 0) })
    }
    return uses.filter((u) => u.count > 0)
  }

  /**
   * The row's owner, where the referring table has one. The category id is the user's alone, so
   * a row naming it is about this user either way; this keeps the statement on the user's rows.
   */
  #ownedBy(reference: CategoryReference, userId: string) {
    return reference.hasUserId ? sql`AND user_id = ${userId}` : sql``
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
      const name = category!.trim().slice(0, CATEGORY_NAME_MAX)
      if (name !== '' && !names.has(name.toLowerCase()))
        names.set(name.toLowerCase(), { name, kind: 'expense' })
    }
    const seeds = [...names.values()]
    await sql`
      INSERT INTO categories (id, user_id, name, kind)
      SELECT * FROM unnest(${seeds.map(() => randomUUID())}::uuid[], ${seeds.map(() => userId)}::text[],
        ${seeds.map((n) => n.name)}::text[], ${seeds.map((n) => n.kind)}::text[])
      ON CONFLICT DO NOTHING`.execute(this.#db)
  }
}

/**
 * The user's mistakes a write can meet in the database, not faults: a name another category has
 * (the unique index), a parent deleted since it was checked (the parent_id foreign key).
 */
function refused(name: string) {
  return (error: unknown): never => {
    const { code, constraint } = pgError(error)
    if (code === UNIQUE_VIOLATION && constraint === NAME_INDEX) throw new CategoryNameTakenError(name)
    if (code === FOREIGN_KEY_VIOLATION)
      throw ValidationError.field('/parent_id', 'is not one of your categories')
    throw error
  }
}
