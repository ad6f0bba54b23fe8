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

  it("forgets every token of an erased user, and only that user's", () => {
    const cache = new TokenCache(300, 10)
    const exp = Date.now() / 1000 + 600
    cache.set('a1', { sub: 'a', role: 'authenticated', exp })
    cache.set('a2', { sub: 'a', role: 'authenticated', exp })
    cache.set('b1', { sub: 'b', role: 'authenticated', exp })
    cache.forgetSubject('a')
    expect([cache.get('a1'), cache.get('a2')]).to.deep.equal([undefined, undefined])
    expect(cache.get('b1')?.sub).to.equal('b')
  })

  it('keys by a hash, never the token itself', () => {
    expect(TokenCache.keyOf('secret.token.value')).to.not.contain('secret')
  })
})
