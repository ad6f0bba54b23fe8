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
})
