import { expect } from 'chai'
import jwt from 'jsonwebtoken'
import { loadConfig } from '../../src/infrastructure/config/config.js'
import { ConfigError } from '../../src/infrastructure/config/env-reader.js'

const base = {
  DATABASE_SERVICE_KEY: 'service-key-0123456789abcdef',
  JWT_SECRET: 'jwt-secret-0123456789abcdef',
}

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env)
  } catch (error) {
    if (error instanceof ConfigError) return [...error.problems]
    throw error
  }
  return []
}

describe('configuration', () => {
  it('fills the documented defaults (README configuration, docs/api.md)', () => {
    const config = loadConfig(base)
    expect(config.port).to.equal(8000)
    expect(config.allowedOrigins).to.equal('*')
    expect(config.auth.audience).to.equal('authenticated')
    expect(config.auth.tokenCacheTtlSeconds).to.equal(300)
    expect(config.database.url).to.equal(undefined)
    expect(config.llm.apiKey).to.equal(undefined)
    expect(Object.isFrozen(config)).to.equal(true)
  })

  it('names every problem in one message', () => {
    const found = problems({ PORT: 'eighty', SCHEDULER_ENABLED: 'maybe', COINGECKO_BASE_URL: 'not a url' })
    expect(found.join('\n'))
      .to.contain('DATABASE_SERVICE_KEY')
      .and.contain('JWT_SECRET or JWT_JWKS_URL')
      .and.contain('PORT')
      .and.contain('SCHEDULER_ENABLED')
      .and.contain('COINGECKO_BASE_URL')
    expect(found).to.have.length(5)
  })

  it('makes the required settings mandatory in production', () => {
    const found = problems({ ...base, NODE_ENV: 'production' })
    expect(found).to.have.members([
      'DATABASE_URL is required in production',
      'LLM_API_KEY is required in production',
    ])
  })

  it('refuses a schedule that is not a five-field cron expression, naming the variable and the value', () => {
    for (const bad of ['61 * * * *', '0 25 * * *', 'every day', '0 6 * *', '0 0 6 * * *']) {
      const found = problems({ ...base, NEWSLETTER_CRON: bad })
      expect(found, bad).to.have.length(1)
      expect(found[0]).to.contain('NEWSLETTER_CRON').and.contain(`"${bad}"`)
    }
    expect(problems({ ...base, NEWSLETTER_CRON: '30 5 * * MON-FRI' })).to.deep.equal([])
    expect(loadConfig({ ...base, NEWSLETTER_CRON: '30 5 * * 1-5' }).scheduler.newsletterCron).to.equal(
      '30 5 * * 1-5',
    )
  })

  it('refuses the anonymous key as DATABASE_SERVICE_KEY', () => {
    const anon = jwt.sign({ iss: 'supabase', role: 'anon' }, 'whatever-secret')
    expect(problems({ ...base, DATABASE_SERVICE_KEY: anon }).join()).to.contain('anonymous key')
    const service = jwt.sign({ iss: 'supabase', role: 'service_role' }, 'whatever-secret')
    expect(problems({ ...base, DATABASE_SERVICE_KEY: service })).to.deep.equal([])
  })

  it('reads ALLOWED_ORIGINS as an exact list', () => {
    expect(
      loadConfig({ ...base, ALLOWED_ORIGINS: 'https://a.example, https://b.example/' }).allowedOrigins,
    ).to.deep.equal(['https://a.example', 'https://b.example'])
  })

  it("reads the model client's proxy only when Node is asked to use the environment's (docs/advisor.md)", () => {
    const proxyEnv = {
      HTTP_PROXY: 'http://proxy:3128',
      https_proxy: 'http://secure-proxy:3128',
      NO_PROXY: 'localhost',
    }
    expect(loadConfig({ ...base, ...proxyEnv }).llm.proxy).to.equal(undefined)
    const expected = {
      httpProxy: 'http://proxy:3128',
      httpsProxy: 'http://secure-proxy:3128',
      noProxy: 'localhost',
    }
    expect(loadConfig({ ...base, ...proxyEnv, NODE_USE_ENV_PROXY: '1' }).llm.proxy).to.deep.equal(expected)
    expect(
      loadConfig({ ...base, ...proxyEnv, NODE_OPTIONS: '--max-old-space-size=512 --use-env-proxy' }).llm
        .proxy,
    ).to.deep.equal(expected)
  })

  it('keeps serving for SHUTDOWN_GRACE_MS after a stop signal: a fifth of the deadline by default, always shorter than it', () => {
    expect(loadConfig(base).http).to.include({ shutdownTimeoutMs: 25_000, shutdownGraceMs: 5_000 })
    // A deadline set lower, grace unset: still a valid configuration, with a grace to match.
    expect(loadConfig({ ...base, SHUTDOWN_TIMEOUT_MS: '3000' }).http.shutdownGraceMs).to.equal(600)
    expect(loadConfig({ ...base, SHUTDOWN_GRACE_MS: '0' }).http.shutdownGraceMs).to.equal(0)
    expect(loadConfig({ ...base, SHUTDOWN_GRACE_MS: '15000' }).http.shutdownGraceMs).to.equal(15_000)
    for (const [grace, deadline] of [
      ['25000', undefined],
      ['8000', '8000'],
      ['9000', '8000'],
    ] as const) {
      const found = problems({
        ...base,
        SHUTDOWN_GRACE_MS: grace,
        ...(deadline ? { SHUTDOWN_TIMEOUT_MS: deadline } : {}),
      })
      expect(found, grace).to.deep.equal([
        `SHUTDOWN_GRACE_MS (${grace}) must be shorter than SHUTDOWN_TIMEOUT_MS (${deadline ?? 25000}): the grace is the first part of the shutdown deadline, and in-flight requests, jobs and the pool need the rest`,
      ])
    }
    expect(problems({ ...base, SHUTDOWN_GRACE_MS: '2s' })).to.deep.equal([
      'SHUTDOWN_GRACE_MS must be a whole number from 0 to 25000 (got "2s")',
    ])
  })
})
