import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { expect } from 'chai'
import { jsonInit } from '../support/test-app.js'
import { TEST_JWT_SECRET, TEST_SERVICE_KEY, newUser } from '../support/tokens.js'

const MAIN = fileURLToPath(new URL('../../src/infrastructure/main.ts', import.meta.url))
const TSX = import.meta.resolve('tsx')

interface Service {
  readonly baseUrl: string
  readonly logs: Record<string, unknown>[]
  readonly stop: (signal: NodeJS.Signals) => Promise<number | null>
}

/**
 * The real service process, in `cwd` (a temp dir: no .env, and the default .data/pglite lands in
 * it), with exactly `env` plus PATH: no DATABASE_URL unless given.
 */
async function startService(cwd: string, env: Record<string, string>): Promise<Service> {
  const child = spawn(process.execPath, ['--import', TSX, MAIN], {
    cwd,
    env: { PATH: process.env.PATH ?? '', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const exited = once(child, 'exit').then(([code]) => code as number | null)
  const logs: Record<string, unknown>[] = []
  let stderr = ''
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  const port = await new Promise<number>((resolve, reject) => {
    void exited.then((code) =>
      reject(new Error(`service exited with ${String(code)} before listening: ${stderr}`)),
    )
    createInterface({ input: child.stdout }).on('line', (line) => {
      let entry: Record<string, unknown>
      try {
        entry = JSON.parse(line) as Record<string, unknown>
      } catch {
        entry = { raw: line }
      }
      logs.push(entry)
      if (entry.msg === 'ledgerline listening') resolve(entry.port as number)
    })
  }).catch((error: unknown) => {
    child.kill('SIGKILL')
    throw error
  })
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    logs,
    stop: (signal) => {
      child.kill(signal)
      return exited
    },
  }
}

describe('embedded database in the real service process', function () {
  this.timeout(120_000)
  // No grace on SIGTERM: nothing routes to these processes (docs/operations.md "A shutdown").
  const env = {
    NODE_ENV: 'development',
    DATABASE_SERVICE_KEY: TEST_SERVICE_KEY,
    JWT_SECRET: TEST_JWT_SECRET,
    SHUTDOWN_GRACE_MS: '0',
  }
  let cwd: string

  beforeEach(() => {
    cwd = mkdtempSync(join(tmpdir(), 'ledgerline-embedded-'))
  })
  afterEach(() => {
    rmSync(cwd, { recursive: true, force: true })
  })

  it('starts without DATABASE_URL, says so, and keeps the data across a restart (after SIGKILL even)', async () => {
    const user = newUser()
    const create = jsonInit(
      'POST',
      { name: 'Survivor', type: 'cash', currency: 'USD', balance: '5.00' },
      user.auth,
    )

    const first = await startService(cwd, env)
    const dataDir = join(cwd, '.data', 'pglite')
    const notice = first.logs.find((l) => l.dataDir === dataDir)
    expect(notice?.msg)
      .to.match(/EMBEDDED DEVELOPMENT DATABASE/)
      .and.contain(dataDir)
    expect(first.logs.find((l) => l.msg === 'database connected')?.database).to.contain(
      'embedded development database',
    )
    expect((await fetch(`${first.baseUrl}/ready`)).status).to.equal(200)
    expect((await fetch(`${first.baseUrl}/accounts/`, create)).status).to.equal(201)
    await first.stop('SIGKILL') // no clean close: a stale lock file and an unflushed session

    const second = await startService(cwd, env)
    expect(second.logs.find((l) => l.msg === 'schema up to date')).to.not.equal(undefined)
    const res = await fetch(`${second.baseUrl}/accounts/`, { headers: user.auth })
    expect(
      ((await res.json()) as { name: string; balance: string }[]).map((a) => [a.name, a.balance]),
    ).to.deep.equal([['Survivor', '5.00']])
    expect(await second.stop('SIGTERM')).to.equal(0)
    expect(second.logs.map((l) => l.msg)).to.include('stopped')
    expect(existsSync(`${dataDir}.lock`)).to.equal(false)
  })

  it('refuses to start in production without DATABASE_URL, and creates no embedded data', async () => {
    const failed = await startService(cwd, { ...env, NODE_ENV: 'production', LLM_API_KEY: 'sk-test' }).then(
      async (service) => `started: ${String(await service.stop('SIGKILL'))}`,
      (error: Error) => error.message,
    )
    expect(failed).to.contain('exited with 2').and.contain('DATABASE_URL')
    expect(existsSync(join(cwd, '.data'))).to.equal(false)
  })
})
