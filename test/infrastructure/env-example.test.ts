import { readFileSync } from 'node:fs'
import { expect } from 'chai'
import { parse } from 'dotenv'
import { loadConfig } from '../../src/infrastructure/config/config.js'

describe('.env.example', () => {
  const text = readFileSync('.env.example', 'utf8')
  // Every setting line, as a user would uncomment it.
  const settings = text
    .split('\n')
    .map((line) => line.replace(/^#\s*/, ''))
    .filter((line) => /^[A-Z][A-Z0-9_]*=/.test(line))

  it('has no comment on a setting line: uncommented, each value is only the value', () => {
    const parsed = parse(settings.join('\n'))
    expect(Object.keys(parsed).length).to.be.greaterThan(40)
    for (const [name, value] of Object.entries(parsed)) {
      expect(value, name).to.not.match(/\s\(|\s#|^\(/)
    }
  })

  it('is a configuration the service accepts once every line is uncommented (placeholders aside)', () => {
    const parsed = parse(settings.join('\n'))
    const env = Object.fromEntries(
      Object.entries(parsed).filter(
        ([, value]) => value !== '' && !value.includes('<') && !value.startsWith('/path'),
      ),
    )
    expect(() => loadConfig({ ...env, NODE_ENV: 'development' })).to.not.throw()
  })

  it('lists every setting the configuration reads (commented or not)', () => {
    const listed = new Set(settings.map((line) => line.slice(0, line.indexOf('='))))
    // Every name loadConfig asks the environment for, with the switches that lead to more
    // settings turned on (a database URL, Redis, the proxy, bank sync), whatever the values.
    const switches: Record<string, string> = {
      DATABASE_URL: 'postgres://127.0.0.1:5432/x',
      REDIS_URL: 'redis://127.0.0.1:6379',
      NODE_USE_ENV_PROXY: '1',
      BANK_SYNC_ENABLED: 'true',
      SCHEDULER_ENABLED: 'true',
    }
    const read = new Set<string>()
    const env = new Proxy(switches, {
      get(target, name) {
        if (typeof name !== 'string') return undefined
        read.add(name)
        return target[name]
      },
    })
    try {
      loadConfig(env)
    } catch {
      // Required settings are missing; what was read is what counts here.
    }
    // Node's own option string, read only to see whether --use-env-proxy is in it.
    read.delete('NODE_OPTIONS')
    expect(read.size).to.be.greaterThan(60)
    // The proxy's lower-case spellings (http_proxy, ...) are the same settings as the upper-case ones.
    const unlisted = [...read].filter((name) => !listed.has(name) && !listed.has(name.toUpperCase()))
    expect(unlisted.sort()).to.deep.equal([])
  })
})
