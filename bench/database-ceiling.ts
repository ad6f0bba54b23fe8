import { randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage } from 'node:http'
import pg from 'pg'
import { IDEMPOTENCY_CLAIM, IDEMPOTENCY_COMPLETE } from '../src/adapters/postgres/kysely-idempotency-store.js'
import { INSERT_TRANSACTION } from '../src/adapters/postgres/transaction-rows.js'

/**
 * The database's ceiling for the performance benchmark's two /transactions rows: node:http with a
 * `pg` pool of the service's size, sending exactly the statements the service sends for the
 * request (logged from its pg client) and answering a fixed body, nothing else: no framework, no
 * mapping, no JSON, and pg hands every value back as its text (no type parsers). Its ratio to bare
 * node:http is what Postgres on this machine allows; the service's distance from it is ours.
 *
 *   node --import tsx bench/database-ceiling.ts <list|create|create-d0e87bf> <body> <status>
 *   env: DATABASE_URL, BENCH_USER_ID (the seeded user), POOL_MAX
 *
 * list: the page's prepared statement (rows as arrays, as the service reads them).
 * create: the Idempotency-Key path on one connection: BEGIN, the claim (with the key's advisory
 * lock), the insert, the record of the response, COMMIT, the three in the middle prepared.
 * create-d0e87bf: the same path as main sent it at d0e87bf: the claim committed on its own, then
 * BEGIN, the insert, the record, COMMIT, none of them prepared.
 *
 * The next two are not the service's statements but the least any design could send, so that a
 * ceiling below the create's target says the target is out of reach whatever the service does:
 * create-one-statement: the claim (already completed, with the response), the insert and nothing
 * else, in one prepared statement committed on its own (one round trip, one commit);
 * insert-only: one prepared insert of the row committed on its own, with no Idempotency-Key at all
 * (the floor of any create that keeps a row per request).
 *
 * Prints {"port": ...} when ready.
 */
const [mode, body = '{}', status = '200'] = process.argv.slice(2)
const userId = process.env.BENCH_USER_ID!
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.POOL_MAX ?? 10),
  types: { getTypeParser: () => (text: string) => text },
})

const LIST = {
  name: 'ceiling_page',
  rowMode: 'array' as const,
  text: `select "id", "version", "created_at", "updated_at", "amount", "type", "currency", "occurred_at",
    "account_id", "description", "merchant", "category", "notes", "source", "external_id", "import_id",
    "reconciled", "category_source", "category_confidence" from "transactions" where "user_id" = $1
    order by "occurred_at" desc, "id" desc limit $2`,
}

/*
 * The statements main sent at d0e87bf (create-d0e87bf), kept as they were for before/after pairs;
 * the create mode sends the service's own texts, imported, so it follows them.
 */
const CLAIM = `INSERT INTO idempotency_keys AS k (user_id, scope, key, fingerprint, state, created_at)
  VALUES ($1, $2, $3, $4, 'in_progress', $5)
  ON CONFLICT (user_id, scope, key) DO UPDATE SET fingerprint = EXCLUDED.fingerprint,
    state = 'in_progress', response_status = NULL, response_body = NULL, response_location = NULL,
    created_at = EXCLUDED.created_at
  WHERE k.created_at < $6 OR (k.state = 'in_progress' AND k.created_at < $7)
  RETURNING k.key`
const INSERT = `insert into "transactions" ("amount", "type", "currency", "occurred_at", "account_id",
  "description", "merchant", "category", "category_source", "category_confidence", "notes", "source", "id",
  "user_id", "version", "created_at", "updated_at")
  values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)`
/** d0e87bf's insert returned the whole row. */
const RETURNING_ALL = ' returning *'
const COMPLETE = `UPDATE idempotency_keys SET state = 'completed', response_status = $4,
    response_body = $5::jsonb, response_location = $6
  WHERE user_id = $1 AND scope = $2 AND key = $3`
/**
 * create-one-statement: the key is claimed as completed in the statement that inserts the row (a
 * duplicate finds the key and inserts nothing): the fewest round trips and commits an idempotent
 * create can have.
 */
const ONE_STATEMENT = `WITH claimed AS (
    INSERT INTO idempotency_keys (user_id, scope, key, fingerprint, state, created_at, response_status,
      response_body, response_location)
    VALUES ($14, $18, $19, $20, 'completed', $16, 201, $21::jsonb, $22)
    ON CONFLICT (user_id, scope, key) DO NOTHING
    RETURNING key
  )
  INSERT INTO transactions (amount, type, currency, occurred_at, account_id, description, merchant, category,
    category_source, category_confidence, notes, source, id, user_id, version, created_at, updated_at)
  SELECT $1::numeric, $2::text, $3::char(3), $4::timestamptz, $5::uuid, $6::text, $7::text, $8::text, $9::text,
    $10::real, $11::text, $12::text, $13::uuid, $14::text, $15::integer, $16::timestamptz, $17::timestamptz
  FROM claimed`
const SCOPE = 'POST /transactions'
const FINGERPRINT = 'lbT_jC_5RJ0nz3MwFSfuwtmF3pSxiwxz8w-xfPSSOsQ'

async function list(): Promise<void> {
  await pool.query({ ...LIST, values: [userId, 51] })
}

/** The row's 17 values, in the insert's order. */
const rowValues = (id: string, now: Date) => [
  '4.50',
  'expense',
  'USD',
  new Date('2026-11-24T08:30:00Z'),
  null,
  null,
  'Blue Bottle',
  null,
  'none',
  null,
  null,
  'manual',
  id,
  userId,
  1,
  now,
  now,
]

async function createInOneStatement(req: IncomingMessage): Promise<void> {
  const key = req.headers['idempotency-key'] ?? randomUUID()
  const id = randomUUID()
  await pool.query({
    name: 'one_statement',
    text: ONE_STATEMENT,
    values: [...rowValues(id, new Date()), SCOPE, key, FINGERPRINT, body, `/transactions/${id}`],
  })
}

async function insertOnly(): Promise<void> {
  await pool.query({ name: 'insert_only', text: INSERT, values: rowValues(randomUUID(), new Date()) })
}

async function create(req: IncomingMessage): Promise<void> {
  const key = req.headers['idempotency-key'] ?? randomUUID()
  const now = new Date()
  const claimValues = [
    userId,
    SCOPE,
    key,
    FINGERPRINT,
    now,
    new Date(now.getTime() - 24 * 3600_000),
    new Date(now.getTime() - 60_000),
  ]
  if (!oneCommit) await pool.query(named('claim', CLAIM, claimValues))
  const id = randomUUID()
  const client = await pool.connect()
  try {
    await client.query('begin')
    if (oneCommit) await client.query(named('claim_locked', IDEMPOTENCY_CLAIM, claimValues))
    await client.query(
      named('insert', prepared ? INSERT_TRANSACTION : INSERT + RETURNING_ALL, rowValues(id, now)),
    )
    await client.query(
      named('complete', prepared ? IDEMPOTENCY_COMPLETE : COMPLETE, [
        userId,
        SCOPE,
        key,
        201,
        body,
        `/transactions/${id}`,
      ]),
    )
    await client.query('commit')
  } finally {
    client.release()
  }
}

const oneCommit = mode === 'create'
const prepared = mode === 'create'
const named = (name: string, text: string, values: unknown[]) => ({
  text,
  values,
  ...(prepared ? { name } : {}),
  ...(prepared && name === 'insert' ? { rowMode: 'array' as const } : {}),
})
const works: Record<string, (req: IncomingMessage) => Promise<void>> = {
  list,
  create,
  'create-d0e87bf': create,
  'create-one-statement': createInOneStatement,
  'insert-only': insertOnly,
}
const work = works[mode ?? '']
if (!work) throw new Error(`unknown mode ${mode}: one of ${Object.keys(works).join(', ')}`)
const server = createServer((req, res) => {
  req.resume()
  work(req).then(
    () => {
      res.writeHead(Number(status), {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(body),
      })
      res.end(body)
    },
    (error: unknown) => {
      res.writeHead(500).end(String(error))
    },
  )
})
server.listen(0, '127.0.0.1', () => {
  const address = server.address()
  process.stdout.write(
    `${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`,
  )
})
process.once('SIGTERM', () => server.close(() => void pool.end().then(() => process.exit(0))))
