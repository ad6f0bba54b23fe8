import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { createInterface } from 'node:readline'
import { expect } from 'chai'
import { startServiceProcess } from '../support/service-process.js'
import { testEnv } from '../support/test-app.js'
import { deleteKeys, SHARED_REDIS_URL, skipWithoutRedis, testKeyPrefix } from './support/instances.js'

describe('scale-out: ./ledgerline start --workers 3 (node:cluster)', function () {
  this.timeout(60_000)
  before(async function () {
    await skipWithoutRedis(this)
  })

  it('runs 3 instances behind one port on one Postgres and one Redis, and stops them all on SIGTERM (exit 0)', async () => {
    const prefix = testKeyPrefix()
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/infrastructure/main.ts', '--workers', '3'],
      {
        env: {
          PATH: process.env.PATH,
          LEDGERLINE_ENV_FILE: '',
          ...testEnv({ LOG_LEVEL: 'info', PORT: '0', HOST: '127.0.0.1' }),
          REDIS_URL: SHARED_REDIS_URL,
          REDIS_KEY_PREFIX: prefix,
          // The stop with a grace is shutdown-drain.test.ts's; this one stops at once.
          SHUTDOWN_GRACE_MS: '0',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    const exited = once(child, 'exit')
    const logs: Record<string, unknown>[] = []
    createInterface({ input: child.stdout }).on('line', (line) => {
      try {
        logs.push(JSON.parse(line) as Record<string, unknown>)
      } catch {
        logs.push({ raw: line })
      }
    })
    let stderr = ''
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()))
    try {
      const until = Date.now() + 45_000
      const listening = () => logs.filter((l) => l.msg === 'ledgerline listening')
      while (listening().length < 3) {
        if (Date.now() > until || child.exitCode !== null) throw new Error(`workers did not start: ${stderr}`)
        await new Promise((r) => setTimeout(r, 100))
      }
      const pids = new Set(listening().map((l) => l.pid))
      const ports = new Set(listening().map((l) => l.port))
      expect(pids.size, 'three processes').to.equal(3)
      expect(ports.size, 'one port').to.equal(1)
      const port = [...ports][0] as number
      // Each worker connects to Redis in the background: within a few seconds all read ok.
      let statuses = new Set<string>()
      for (let tries = 0; tries < 50; tries++) {
        const answers = await Promise.all(
          Array.from({ length: 30 }, () =>
            fetch(`http://127.0.0.1:${port}/ready`, { headers: { connection: 'close' } }),
          ),
        )
        expect(answers.every((r) => r.status === 200)).to.equal(true)
        const bodies = (await Promise.all(answers.map((r) => r.json()))) as { checks: { redis: string } }[]
        statuses = new Set(bodies.map((b) => b.checks.redis))
        if (statuses.size === 1 && statuses.has('ok')) break
        await new Promise((r) => setTimeout(r, 100))
      }
      expect(statuses).to.deep.equal(new Set(['ok']))
    } finally {
      child.kill('SIGTERM')
      const [code] = (await exited) as [number | null]
      await deleteKeys(SHARED_REDIS_URL, prefix)
      // What a worker said at warn or above (a slow stop, a failed close) names the cause of a bad exit.
      const troubles = logs.filter((l) => typeof l.level === 'number' && l.level >= 40)
      expect(code, `${stderr}${JSON.stringify(troubles)}`).to.equal(0)
      expect(logs.filter((l) => l.msg === 'stopped')).to.have.length(3)
    }
  })

  it('Redis down at start: the service starts within its grace, reads degraded, and warns once', async () => {
    const service = await startServiceProcess(
      testEnv({ LOG_LEVEL: 'info', REDIS_URL: 'redis://127.0.0.1:1' }),
    )
    try {
      const ready = await fetch(`http://127.0.0.1:${service.port}/ready`)
      expect(ready.status).to.equal(200)
      expect(((await ready.json()) as { checks: { redis: string } }).checks.redis).to.equal('degraded')
      await new Promise((r) => setTimeout(r, 1500))
      const warnings = service.logs.filter((l) => String(l.msg).startsWith('redis is unavailable'))
      expect(warnings).to.have.length(1)
    } finally {
      service.child.kill('SIGTERM')
      expect(await service.exited).to.equal(0)
    }
  })
})
