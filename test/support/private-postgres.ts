import { execFile } from 'node:child_process'
import { chownSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { freePort } from './embedding-server.js'

const run = promisify(execFile)
const BIN = '/usr/lib/postgresql/15/bin'

/**
 * A Postgres cluster of the test's own, on a free port in a temporary directory, for tests that
 * stop and start the database (never the shared server on 5432). initdb refuses to run as root,
 * so as root the cluster belongs to the postgres user.
 */
export interface PrivatePostgres {
  readonly port: number
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  readonly url: string
  start(): Promise<void>
  /** A fast shutdown: open connections are terminated, as in a failover or a restart by the host. */
  stop(): Promise<void>
  /** Stops the server and removes its directory. */
  destroy(): Promise<void>
}

async function as(command: string, args: string[]): Promise<void> {
  const root = process.getuid?.() === 0
  const [file, argv] = root
    ? ['runuser', ['-u', 'postgres', '--', join(BIN, command), ...args]]
    : [join(BIN, command), args]
  await run(file, argv, { timeout: 60_000 })
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'ledgerline-pg-'))
  if (process.getuid?.() === 0) chownSync(dir, ...(await postgresIds()))
  const data = join(dir, 'data')
  const port = await freePort()
  await as('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '--no-locale', '-E', 'UTF8'])
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`
  let running = false
  const start = async () => {
    await as('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-w', '-o', options, 'start'])
    running = true
  }
  const stop = async () => {
    await as('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop'])
    running = false
  }
  await start()
  return {
    port,
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    destroy: async () => {
      if (running) await stop().catch(() => undefined)
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

async function postgresIds(): Promise<[number, number]> {
  const { stdout } = await run('id', ['-u', 'postgres'])
  const { stdout: gid } = await run('id', ['-g', 'postgres'])
  return [Number(stdout.trim()), Number(gid.trim())]
}
