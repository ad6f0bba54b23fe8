import { randomBytes } from 'node:crypto'
import { expect } from 'chai'
import { loadConfig } from '../../src/infrastructure/config/config.js'
import { ConfigError } from '../../src/infrastructure/config/env-reader.js'
import { TEST_JWT_SECRET, TEST_SERVICE_KEY } from '../support/tokens.js'

const base = { DATABASE_SERVICE_KEY: TEST_SERVICE_KEY, JWT_SECRET: TEST_JWT_SECRET }
const problems = (env: Record<string, string>): readonly string[] => {
  try {
    loadConfig({ ...base, ...env })
    return []
  } catch (error) {
    if (error instanceof ConfigError) return error.problems
    throw error
  }
}

describe('bank sync settings', () => {
  it('is off without a key, and on with one (hex or base64, 32 bytes)', () => {
    expect(loadConfig(base).bankSync.enabled).to.equal(false)
    const hex = loadConfig({ ...base, DATA_ENCRYPTION_KEY: randomBytes(32).toString('hex') }).bankSync
    expect(hex.enabled).to.equal(true)
    expect(hex.encryptionKey).to.have.length(32)
    const b64 = loadConfig({ ...base, DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64url') }).bankSync
    expect(b64.encryptionKey).to.have.length(32)
  })

  it('refuses to start with a short key, sync asked for without a key, or plain HTTP in production', () => {
    expect(problems({ DATA_ENCRYPTION_KEY: 'short' }).join()).to.match(/DATA_ENCRYPTION_KEY must be 32 bytes/)
    expect(problems({ BANK_SYNC_ENABLED: 'true' }).join()).to.match(/DATA_ENCRYPTION_KEY is required/)
    expect(
      problems({
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://127.0.0.1/x',
        LLM_API_KEY: 'k',
        BANK_SYNC_ALLOW_HTTP: 'true',
      }).join(),
    ).to.match(/BANK_SYNC_ALLOW_HTTP is refused in production/)
    expect(
      problems({ DATA_ENCRYPTION_PREVIOUS_KEYS: `${randomBytes(32).toString('hex')},nope` }).join(),
    ).to.match(/key 2 is not 32 bytes/)
  })

  it('reads the outbound allow-list and the answer cap, and names a bad entry', () => {
    const config = loadConfig({
      ...base,
      OUTBOUND_ALLOWED_HOSTS: 'bridge.internal, 127.0.0.1:8443',
      BANK_SYNC_MAX_ANSWER_BYTES: '1048576',
    })
    expect(config.outboundHttp.allowedHosts).to.deep.equal([
      { host: 'bridge.internal', port: undefined },
      { host: '127.0.0.1', port: 8443 },
    ])
    expect(config.bankSync.maxAnswerBytes).to.equal(1048576)
    expect(loadConfig(base).outboundHttp.allowedHosts).to.deep.equal([])
    expect(loadConfig(base).bankSync).to.include({ maxAnswerBytes: 20 * 1024 * 1024, connectsPerHour: 10 })
    expect(problems({ OUTBOUND_ALLOWED_HOSTS: 'ok.example, https://x/path' }).join()).to.match(
      /OUTBOUND_ALLOWED_HOSTS must be host or host:port entries .*"https:\/\/x\/path"/,
    )
  })
})
