import { expect } from 'chai'
import { TokenCache } from '../../src/adapters/http/auth/token-cache.js'

describe('TokenCache', () => {
  it('keeps a token 300 s at most and never past its exp', () => {
    let now = 1_000_000_000_000
    const cache = new TokenCache(300, 10, () => now)
    cache.set('long', { sub: 'a', role: 'authenticated', exp: now / 1000 + 3600 })
    cache.set('short', { sub: 'b', role: 'authenticated', exp: now / 1000 + 10 })
    now += 11_000
    expect(cache.get('short')).to.equal(undefined)
    expect(cache.get('long')?.sub).to.equal('a')
  })

  it('is bounded', () => {
    const cache = new TokenCache(300, 3)
    for (let i = 0; i < 10; i++)
      cache.set(`t${i}`, { sub: String(i), role: 'authenticated', exp: Date.now() / 1000 + 600 })
    expect(cache.size).to.equal(3)
    expect(cache.get('t9')?.sub).to.equal('9')
  })

  it('keys by a hash, never the token itself', () => {
    expect(TokenCache.keyOf('secret.token.value')).to.not.contain('secret')
  })
})
