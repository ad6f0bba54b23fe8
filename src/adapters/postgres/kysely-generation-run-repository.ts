import type { Kysely, Selectable } from 'kysely'
import type {
  GenerationRun,
  GenerationRunRepository,
  GenerationStatus,
} from '../../application/ports/newsletter-repository.js'
import type { Database } from './schema.js'
import type { NewsletterRunsTable } from './tables/newsletter.js'

const toRun = (r: Selectable<NewsletterRunsTable>): GenerationRun => ({
  id: r.id,
  userId: r.user_id,
  date: r.date,
  status: r.status as GenerationStatus,
  force: r.force,
  updatedAt: r.updated_at,
})

export class KyselyGenerationRunRepository implements GenerationRunRepository {
  readonly #db: Kysely<Database>
  constructor({ db }: { db: Kysely<Database> }) {
    this.#db = db
  }

  async start(
    run: { id: string; userId: string; date: string; force: boolean },
    now: Date,
    staleAfterMs: number,
  ): Promise<{ run: GenerationRun; created: boolean }> {
    const staleBefore = new Date(now.getTime() - staleAfterMs)
    // One statement: insert, or take over the day's row unless a live run holds it.
    const row = await this.#db
      .insertInto('newsletter_runs')
      .values({
        id: run.id,
        user_id: run.userId,
        date: run.date,
        status: 'queued',
        force: run.force,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) =>
        oc
          .columns(['user_id', 'date'])
          .doUpdateSet((eb) => ({
            id: eb.ref('excluded.id'),
            status: 'queued',
            force: eb.ref('excluded.force'),
            created_at: eb.ref('excluded.created_at'),
            updated_at: eb.ref('excluded.updated_at'),
          }))
          .where((eb) =>
            eb.or([
              eb('newsletter_runs.status', 'not in', ['queued', 'running']),
              eb('newsletter_runs.updated_at', '<', staleBefore),
            ]),
          ),
      )
      .returningAll()
      .executeTakeFirst()
    if (row) return { run: toRun(row), created: true }
    const active = await this.get(run.userId, run.date)
    if (!active) throw new Error('newsletter run vanished between insert and read')
    return { run: active, created: false }
  }

  async get(userId: string, date: string): Promise<GenerationRun | undefined> {
    const row = await this.#db
      .selectFrom('newsletter_runs')
      .selectAll()
      .where('user_id', '=', userId)
      .where('date', '=', date)
      .executeTakeFirst()
    return row ? toRun(row) : undefined
  }

  async setStatus(userId: string, runId: string, status: GenerationStatus, now: Date): Promise<void> {
    await this.#db
      .updateTable('newsletter_runs')
      .set({ status, updated_at: now })
      .where('user_id', '=', userId)
      .where('id', '=', runId)
      .execute()
  }
}
