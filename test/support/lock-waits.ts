import type pg from 'pg'

/** Waits until some backend waits for a row lock (the unit of work under test is blocked). */
export async function untilSomeoneWaits(client: pg.Client): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const { rows } = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    )
    if (rows[0]!.n > 0) return
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error('nobody waited for a lock')
}
