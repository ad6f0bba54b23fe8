import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Writable } from 'node:stream'
import { fileURLToPath } from 'node:url'
import { expect } from 'chai'
import { withLogContext } from '../../src/adapters/log-context.js'
import { createLogger } from '../../src/infrastructure/logger.js'

describe('logger', () => {
  it('redacts tokens, keys and passwords', () => {
    const lines: string[] = []
    const sink = new Writable({ write: (chunk: Buffer, _e, done) => (lines.push(chunk.toString()), done()) })
    const logger = createLogger('info', sink)
    logger.info(
      {
        req: { headers: { authorization: 'Bearer abc.def.ghi' } },
        config: { serviceKey: 'sk-123' },
        user: { password: 'hunter2', token: 't0k' },
      },
      'x',
    )
    const line = lines.join('')
    for (const secret of ['abc.def.ghi', 'sk-123', 'hunter2', 't0k']) expect(line).to.not.contain(secret)
    expect(line).to.contain('[redacted]')
  })

  it('adds the request id of the surrounding request to every line', () => {
    const lines: Record<string, unknown>[] = []
    const sink = new Writable({
      write: (chunk: Buffer, _e, done) => (
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>),
        done()
      ),
    })
    const logger = createLogger('info', sink)
    withLogContext({ request_id: 'req-1' }, () => logger.info({}, 'inside'))
    logger.info({}, 'outside')
    expect(lines[0]).to.include({ request_id: 'req-1', msg: 'inside' })
    expect(lines[1]).to.not.have.property('request_id')
  })

  describe('lines logged right before the process stops still reach the file', () => {
    const SCRIPT = fileURLToPath(new URL('../support/log-then-exit.ts', import.meta.url))
    const TSX = import.meta.resolve('tsx')
    let dir: string
    before(() => (dir = mkdtempSync(join(tmpdir(), 'ledgerline-log-exit-'))))
    after(() => rmSync(dir, { recursive: true, force: true }))

    const run = async (how: 'exit' | 'signal', count: number) => {
      const file = join(dir, `${how}.log`)
      const child = spawn(process.execPath, ['--import', TSX, SCRIPT, how, String(count)], {
        stdio: ['ignore', openSync(file, 'w'), 'inherit'],
      })
      if (how === 'signal') {
        while (!readFileSync(file, 'utf8').includes('"ready"')) await new Promise((r) => setTimeout(r, 20))
        child.kill('SIGTERM')
      }
      const [code] = (await once(child, 'exit')) as [number | null]
      expect(code).to.equal(0)
      const logged = readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { msg: string; i?: number })
        .filter((line) => line.msg === 'line')
      expect(logged.map((line) => line.i)).to.deep.equal(Array.from({ length: count }, (_, i) => i))
    }

    it('on process.exit in the same turn', async () => run('exit', 5000))
    it('on SIGTERM, stopping as main.ts does', async () => run('signal', 5000))
  })
})
