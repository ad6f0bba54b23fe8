import { sql, type Kysely, type Selectable } from 'kysely'
import type { Insight, InsightFinding } from '../../domain/insights/insight.js'
import type { InsightRepository, SavedInsights } from '../../application/ports/insight-repository.js'
import type { Database } from './schema.js'
import type { UserInsightsTable } from './tables/insights.js'

/** `date` is read back as text (to_char), so the row is the table's selectable row as is. */
type Row = Selectable<UserInsightsTable>

const toInsight = (r: Row): Insight => ({
  id: r.id,
  userId: r.user_id,
  kind: r.kind,
  severity: r.severity,
  subject: r.subject,
  date: r.date,
  title: r.title,
  message: r.message,
  data: r.data,
  transactionIds: r.transaction_ids,
  createdAt: r.created_at,
})

/** What an insight is read as, by an insert's RETURNING and by a select alike. */
const COLUMNS = [
  'id',
  'user_id',
  'kind',
  'severity',
  'subject',
  sql<string>`to_char(date, 'YYYY-MM-DD')`.as('date'),
  'title',
  'message',
  'data',
  'transaction_ids',
  'created_at',
] as const

const identity = (i: { kind: string; date: string; subject: string }) => `${i.kind}|${i.date}|${i.subject}`

export class KyselyInsightRepository implements InsightRepository {
  readonly #db: Kysely<Database>
  constructor({ db }: { db: Kysely<Database> }) {
    this.#db = db
  }

  async saveAll(
    userId: string,
    findings: readonly InsightFinding[],
    now: Date,
    newId: () => string,
  ): Promise<SavedInsights> {
    if (findings.length === 0) return { insights: [], created: [] }
    // ON CONFLICT DO NOTHING: the unique key decides, so racing runs cannot store an insight twice.
    const inserted = await this.#db
      .insertInto('user_insights')
      .values(
        findings.map((f) => ({
          id: newId(),
          user_id: userId,
          kind: f.kind,
          severity: f.severity,
          subject: f.subject,
          date: f.date,
          title: f.title,
          message: f.message,
          data: JSON.stringify(f.data),
          transaction_ids: [...f.transactionIds],
          created_at: now,
        })),
      )
      .onConflict((oc) => oc.constraint('user_insights_identity').doNothing())
      .returning(COLUMNS)
      .execute()
    const stored = await this.#db
      .selectFrom('user_insights')
      .select(COLUMNS)
      .where('user_id', '=', userId)
      .where((eb) =>
        eb.or(
          findings.map((f) =>
            eb.and([eb('kind', '=', f.kind), eb('date', '=', f.date), eb('subject', '=', f.subject)]),
          ),
        ),
      )
      .execute()
    const byIdentity = new Map(stored.map((r) => [identity(r), toInsight(r)]))
    return {
      insights: findings.flatMap((f) => byIdentity.get(identity(f)) ?? []),
      created: inserted.map((r) => toInsight(r)),
    }
  }
}
