import { execFile } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { promisify } from 'node:util'
import { expect } from 'chai'
import { loadConfig } from '../../src/infrastructure/config/config.js'
import { developmentToken } from '../../src/infrastructure/dev-token.js'
import { startTestApp, testEnv, type TestApp } from '../support/test-app.js'
import { TEST_SERVICE_KEY } from '../support/tokens.js'

const run = promisify(execFile)

describe('./ledgerline token: development tokens', () => {
  let app: TestApp
  before(async () => {
    app = await startTestApp()
  })
  after(async () => app.close())

  it('mints a user token the service accepts, for a given or a fresh user id', async () => {
    const id = randomUUID()
    const config = loadConfig(testEnv())
    for (const [token, expected] of [
      [developmentToken(config, { user: id }), id],
      [developmentToken(config), undefined],
    ] as const) {
      const res = await app.fetch('/me', { headers: { authorization: `Bearer ${token}` } })
      expect(res.status).to.equal(200)
      const me = (await res.json()) as { id: string }
      if (expected) expect(me.id).to.equal(expected)
      else expect(me.id).to.match(/^[0-9a-f-]{36}$/)
    }
  })

  it('prints the administrator bearer with --admin, and refuses in production', () => {
    expect(developmentToken(loadConfig(testEnv()), { admin: true })).to.equal(TEST_SERVICE_KEY)
    const production = loadConfig(
      testEnv({ NODE_ENV: 'production', LLM_API_KEY: 'k', DATABASE_URL: 'postgres://127.0.0.1:5432/x' }),
    )
    expect(() => developmentToken(production)).to.throw(/refusing/)
  })

  it('works from the command line with the configuration of the environment', async () => {
    const id = randomUUID()
    const env = { ...testEnv(), PATH: process.env.PATH, LEDGERLINE_ENV_FILE: '' }
    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', 'src/infrastructure/cli/token.ts', '--user', id],
      {
        env,
      },
    )
    const res = await app.fetch('/me', { headers: { authorization: `Bearer ${stdout.trim()}` } })
    expect(((await res.json()) as { id: string }).id).to.equal(id)
    const refused = await run(process.execPath, ['--import', 'tsx', 'src/infrastructure/cli/token.ts'], {
      env: { ...env, NODE_ENV: 'production', LLM_API_KEY: 'k' },
    }).then(
      () => 'printed a token',
      (error: { code: number; stderr: string }) => `${error.code} ${error.stderr}`,
    )
    expect(refused).to.match(/^2 ledgerline token: /)
  })
})
