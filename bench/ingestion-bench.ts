/**
 * Memory ingestion benchmark: one daily occurrence for N seeded users (default 10,000),
 * run the production way (the daily job fans out into page jobs on Agenda, workers summarise,
 * embed through the REAL embedding server, upsert in bulk), in this process acting as one service
 * instance. Prints users/s, embed calls, the service's peak RSS and how the time splits between
 * reading, summarising, embedding and writing.
 *
 *   node --import tsx bench/ingestion-bench.ts [--users 10000] [--model full|tiny] [--threads 2] [--batch 64]
 *
 * --model full (default) generates the all-MiniLM-L6-v2-shaped random model (q8) once into
 * test/.generated/embedding-full-model; tiny uses the tests' one-layer model.
 * Uses BENCH_DATABASE_URL (default: a fresh database on the local Postgres at 127.0.0.1:5432).
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { asFunction } from 'awilix'
import { sql } from 'kysely'
import { MEMORY_INGEST_DAILY } from '../src/adapters/jobs/memory.job-names.js'
import { migrateToLatest } from '../src/adapters/postgres/migrate.js'
import { IngestMemory, type IngestMemoryInput } from '../src/application/use-cases/memory/ingest-memory.js'
import type { IngestionReport } from '../src/application/use-cases/memory/ingestion-report.js'
import { loadConfig } from '../src/infrastructure/config/config.js'
import { buildContainer, type Cradle } from '../src/infrastructure/container.js'
import { createKysely, createPool } from '../src/infrastructure/database.js'
import { createLogger } from '../src/infrastructure/logger.js'
import { startEmbeddingServer, tinyEmbeddingModelDir } from '../test/support/embedding-server.js'
import { TEST_JWT_SECRET, TEST_SERVICE_KEY } from '../test/support/tokens.js'
import { createBenchDatabase } from './support.js'

const { values } = parseArgs({
  options: {
    users: { type: 'string', default: '10000' },
    model: { type: 'string', default: 'full' },
    threads: { type: 'string', default: '2' },
    batch: { type: 'string', default: '64' },
  },
})
const USERS = Number(values.users)
const AT = '2026-11-21T02:00:00Z' // the daily occurrence: summarises 2026-11-20

function fullModelDir(): string {
  const dir = path.resolve('test/.generated/embedding-full-model')
  if (!fs.existsSync(path.join(dir, 'onnx', 'model_quantized.onnx'))) {
    console.log('generating the full-size random model (once)...')
    execFileSync(
      process.execPath,
      ['embedding/tools/gen-bert-model.mjs', '--preset', 'full', '--quantized', '--out', dir],
      { stdio: 'inherit' },
    )
  }
  return dir
}

/** IngestMemory that keeps every page's report: where the time went. */
class MeasuredIngestMemory extends IngestMemory {
  constructor(
    deps: ConstructorParameters<typeof IngestMemory>[0],
    readonly reports: IngestionReport[],
  ) {
    super(deps)
  }
  override async execute(input: IngestMemoryInput): Promise<IngestionReport> {
    const report = await super.execute(input)
    this.reports.push(report)
    return report
  }
}

const benchDb = await createBenchDatabase('ingest')
const databaseUrl = benchDb.url

const modelDir = values.model === 'tiny' ? tinyEmbeddingModelDir() : fullModelDir()
const embedding = await startEmbeddingServer({
  env: {
    EMBEDDING_MODEL_PATH: modelDir,
    EMBEDDING_DTYPE: values.model === 'tiny' ? 'fp32' : 'q8',
    EMBEDDING_THREADS: values.threads,
  },
})
try {
  const config = loadConfig({
    NODE_ENV: 'development',
    DATABASE_URL: databaseUrl,
    DATABASE_SERVICE_KEY: TEST_SERVICE_KEY,
    JWT_SECRET: TEST_JWT_SECRET,
    SCHEDULER_ENABLED: 'true',
    EMBEDDING_SERVER_URL: embedding.url,
    EMBEDDING_BATCH_SIZE: values.batch,
    // A benchmark measures throughput: a slow (shared, loaded) CPU must not read as a down server.
    EMBEDDING_TIMEOUT_MS: '300000',
    LOG_LEVEL: 'warn',
  })
  const pool = createPool({ url: databaseUrl, poolMax: config.database.poolMax, statementTimeoutMs: 60_000 })
  const db = createKysely(pool)
  await migrateToLatest(db)

  const seedStarted = performance.now()
  await sql`insert into users (id) select 'bench-' || lpad(g::text, 6, '0') from generate_series(1, ${USERS}) g`.execute(
    db,
  )
  // Per user: 1-4 expenses on the day and 12 over the 28 days before (the "usual day").
  await sql`
    insert into transactions (id, user_id, amount, type, currency, occurred_at, category, merchant, source, created_at, updated_at)
    select gen_random_uuid(), u.id, ((n * 7 + g) % 90 + 3)::numeric + 0.25, 'expense', 'USD',
           case when n <= 4 then timestamptz '2026-11-20 07:00:00Z' + n * interval '2 hours'
                else timestamptz '2026-10-23 12:00:00Z' + (n * 2) * interval '1 day' end,
           (array['groceries','coffee','fuel','dining','transport','utilities'])[1 + (n + g) % 6],
           (array['Whole Foods','Blue Bottle','Shell','Chipotle','Uber','PG&E','Amazon'])[1 + (n * g) % 7], 'manual', now(), now()
    from (select id, right(id, 6)::int as g from users) u cross join generate_series(1, 16) n
    where n > 4 or n <= 1 + u.g % 4`.execute(db)
  const seeded = Number(
    (await sql<{ n: string }>`select count(*) as n from transactions`.execute(db)).rows[0]!.n,
  )
  console.log(
    `seeded ${USERS} users and ${seeded} transactions in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s; model: ${values.model} (${modelDir})`,
  )

  const reports: IngestionReport[] = []
  const logger = createLogger(config.logLevel)
  const container = buildContainer(config, { pool, db, logger })
  container.register({
    ingestMemory: asFunction((c: Cradle) => new MeasuredIngestMemory(c, reports)).singleton(),
  })
  const lifecycle = container.resolve('lifecycle')
  await lifecycle.start(logger)

  const rssBefore = process.memoryUsage().rss
  let peakRss = rssBefore
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50)
  const started = performance.now()
  await container.resolve('jobQueue').enqueue(MEMORY_INGEST_DAILY, { at: AT })
  for (;;) {
    await new Promise((r) => setTimeout(r, 200))
    // Page rows are deleted once done (removeOnComplete): finished when nothing is open and pages reported.
    const { rows } = await sql<{ open: string }>`
      select count(*) as open from agenda_jobs where type = 'normal' and last_finished_at is null`.execute(db)
    if (Number(rows[0]!.open) === 0 && reports.length > 0) break
  }
  const seconds = (performance.now() - started) / 1000
  clearInterval(sampler)

  const sum = (pick: (r: IngestionReport) => number) => reports.reduce((s, r) => s + pick(r), 0)
  const ingested = sum((r) => r.counts.ingested)
  const rows = Number(
    (await sql<{ n: string }>`select count(*) as n from user_embeddings`.execute(db)).rows[0]!.n,
  )
  const parts = {
    read: sum((r) => r.timings.readMs),
    summarise: sum((r) => r.timings.summarizeMs),
    embed: sum((r) => r.timings.embedMs),
    write: sum((r) => r.timings.writeMs),
  }
  const busy = Object.values(parts).reduce((a, b) => a + b, 0)
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`
  console.log(
    `daily run for ${USERS} users: ${seconds.toFixed(1)} s wall, ${(USERS / seconds).toFixed(0)} users/s`,
  )
  console.log(
    `  pages: ${reports.length}; ingested ${ingested}, skipped ${sum((r) => r.counts.skipped)}, failed ${sum((r) => r.counts.failed)}; rows in user_embeddings: ${rows}`,
  )
  console.log(
    `  embed calls (POST /embed): ${sum((r) => r.embedCalls)} (batch ${config.embedding.batchSize})`,
  )
  console.log(
    `  service RSS: ${mb(rssBefore)} before, peak ${mb(peakRss)} during the run (process maxRSS ${mb(process.resourceUsage().maxRSS * 1024)})`,
  )
  console.log(
    `  time in page jobs (summed over ${reports.length} pages, 2 run at once): ` +
      Object.entries(parts)
        .map(([k, v]) => `${k} ${(v / 1000).toFixed(1)} s (${((v / busy) * 100).toFixed(0)}%)`)
        .join(', '),
  )
  await lifecycle.stop(logger)
  await container.dispose()
  await db.destroy()
} finally {
  await embedding.stop()
  await benchDb.drop()
}
// Agenda 6.2 leaves one lockLifetime/2 timer per job it ran (checkIfJobIsStillAlive), even after
// drain and stop: exit instead of waiting minutes for them (main.ts exits the same way).
process.exit(0)
