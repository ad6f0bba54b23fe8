import type { Kysely } from 'kysely'

/**
 * import_rows.rule_id: the rule whose answer a `new` row took at preview, so that the commit
 * counts its hit (docs/categories.md). A nullable column without a default: Postgres adds it
 * without rewriting the table, and rows previewed before it read as taking no rule. No foreign
 * key: a rule deleted between preview and commit leaves the id behind, and counting a hit for
 * a rule that is gone changes nothing (RuleRepository.recordHits ignores unknown ids).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('import_rows').addColumn('rule_id', 'uuid').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('import_rows').dropColumn('rule_id').execute()
}
