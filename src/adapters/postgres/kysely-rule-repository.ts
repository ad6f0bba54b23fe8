import { sql, type Kysely, type Selectable } from 'kysely'
import type { Rule } from '../../domain/rules/rule.js'
import { unknownRuleCategory } from '../../domain/rules/rule-validation.js'
import type { RuleDraft, RuleRepository } from '../../application/ports/rule-repository.js'
import type { Database } from './schema.js'
import { deleteOwnedRow } from './delete-owned-row.js'
import type { RulesTable } from './tables/rules.js'

type RuleRow = Selectable<RulesTable> & { category: string | null }

export const ruleFromRow = (r: RuleRow): Rule => ({
  id: r.id,
  userId: r.user_id,
  conditions: r.conditions,
  match: r.match,
  actions: {
    ...(r.category !== null && { category: r.category }),
    ...(r.merchant_rename !== null && { merchant: r.merchant_rename }),
    ...(r.notes_append !== null && { notesAppend: r.notes_append }),
  },
  priority: r.priority,
  enabled: r.enabled,
  createdFrom: r.created_from,
  hits: r.hits,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
})

/** RuleRepository on Kysely: the `rules` table (0011-rules), its category joined by id. */
export class KyselyRuleRepository implements RuleRepository {
  readonly #db: Kysely<Database>
  constructor({ db }: { db: Kysely<Database> }) {
    this.#db = db
  }

  listEnabled(userId: string): Promise<Rule[]> {
    return this.#select(userId, true)
  }

  list(userId: string): Promise<Rule[]> {
    return this.#select(userId, false)
  }

  async get(userId: string, id: string): Promise<Rule | undefined> {
    const row = await this.#query(userId).where('r.id', '=', id).executeTakeFirst()
    return row && ruleFromRow(row)
  }

  async insert(userId: string, id: string, draft: RuleDraft, now: Date): Promise<Rule> {
    const categoryId = await this.#categoryId(userId, draft)
    await this.#db
      .insertInto('rules')
      .values({ id, user_id: userId, ...columns(draft, categoryId), created_at: now, updated_at: now })
      .execute()
      .catch(categoryGone(draft))
    return (await this.get(userId, id))!
  }

  async update(userId: string, id: string, draft: RuleDraft, now: Date): Promise<Rule | undefined> {
    const categoryId = await this.#categoryId(userId, draft)
    const result = await this.#db
      .updateTable('rules')
      .set({ ...columns(draft, categoryId), updated_at: now })
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst()
      .catch(categoryGone(draft))
    return result.numUpdatedRows > 0n ? this.get(userId, id) : undefined
  }

  async delete(userId: string, id: string): Promise<boolean> {
    return deleteOwnedRow(this.#db, 'rules', userId, 'id', id)
  }

  /**
   * Two units of work counting hits on the same rules (an import's commit beside a bank sync or a
   * recategorisation) lock the rows in one order, id order, so the second waits for the first
   * instead of each holding a row the other needs (Postgres would abort one, 40P01). The update's
   * own order follows its plan, so with more than one rule the rows are locked first.
   */
  async recordHits(userId: string, hits: ReadonlyMap<string, number>): Promise<void> {
    if (hits.size === 0) return
    const ids = [...hits.keys()]
    if (ids.length > 1)
      await sql`SELECT id FROM rules WHERE user_id = ${userId} AND id = ANY(${ids}::uuid[])
        ORDER BY id FOR UPDATE`.execute(this.#db)
    await sql`
      UPDATE rules SET hits = rules.hits + h.n
      FROM unnest(${ids}::uuid[], ${[...hits.values()]}::int[]) AS h(id, n)
      WHERE rules.user_id = ${userId} AND rules.id = h.id`.execute(this.#db)
  }

  #query(userId: string) {
    return this.#db
      .selectFrom('rules as r')
      .leftJoin('categories as c', (j) =>
        j.onRef('c.id', '=', 'r.category_id').onRef('c.user_id', '=', 'r.user_id'),
      )
      .selectAll('r')
      .select('c.name as category')
      .where('r.user_id', '=', userId)
  }

  async #select(userId: string, enabledOnly: boolean): Promise<Rule[]> {
    let query = this.#query(userId)
    if (enabledOnly) query = query.where('r.enabled', '=', true)
    const rows = await query.orderBy('r.priority', 'desc').orderBy('r.created_at').orderBy('r.id').execute()
    return rows.map(ruleFromRow)
  }

  /** The id of the draft's category among the user's (by name, ignoring case), null for none. */
  async #categoryId(userId: string, draft: RuleDraft): Promise<string | null> {
    const name = draft.actions.category
    if (name === undefined) return null
    const row = await this.#db
      .selectFrom('categories')
      .select('id')
      .where('user_id', '=', userId)
      .where(sql<string>`lower(name)`, '=', name.trim().toLowerCase())
      .executeTakeFirst()
    if (!row) throw unknownRuleCategory(name)
    return row.id
  }
}

/** The category was deleted between its lookup and the write (a foreign-key violation): still a 422. */
const categoryGone =
  (draft: RuleDraft) =>
  (error: unknown): never => {
    if ((error as { code?: unknown }).code === '23503' && draft.actions.category !== undefined)
      throw unknownRuleCategory(draft.actions.category)
    throw error
  }

const columns = (d: RuleDraft, categoryId: string | null) => ({
  conditions: JSON.stringify(d.conditions),
  match: d.match,
  category_id: categoryId,
  merchant_rename: d.actions.merchant ?? null,
  notes_append: d.actions.notesAppend ?? null,
  priority: d.priority,
  enabled: d.enabled,
  created_from: d.createdFrom,
})
