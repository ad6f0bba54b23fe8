import { generateKeyPairSync } from 'node:crypto'
import { expect } from 'chai'
import jwt from 'jsonwebtoken'
import { JwtVerifier } from '../../src/adapters/http/auth/jwt-verifier.js'
import { UNAUTHORIZED_DETAIL, UnauthorizedError } from '../../src/domain/errors.js'
import { expectRejection } from '../support/expect-rejection.js'

const settings = (jwtSecret: string) => ({
  jwtSecret,
  jwksUrl: undefined,
  audience: 'authenticated',
  issuer: undefined,
})
const claims = { sub: 'user-1', role: 'authenticated', aud: 'authenticated' }

// The shared secret reaches jsonwebtoken as a KeyObject made once (jwt-verifier.ts); these hold it
// to the key jsonwebtoken makes from the same string when it signs.
describe('JwtVerifier with a shared secret', () => {
  it('verifies tokens signed with the secret as a string, whatever its characters (UTF-8 bytes)', async () => {
    for (const secret of ['plain-ascii-secret-0123456789abcdef', 'clé-secrète-€-🔑-0123456789abcdef']) {
      const verifier = new JwtVerifier(settings(secret), { checkAudience: true })
      const payload = await verifier.verify(jwt.sign(claims, secret, { algorithm: 'HS256', expiresIn: 60 }))
      expect(payload.sub).to.equal('user-1')
    }
  })

  it('refuses a token signed with another secret, or with a key pair in the secret as its public key', async () => {
    const secret = 'the-real-secret-0123456789abcdef'
    const verifier = new JwtVerifier(settings(secret), { checkAudience: true })
    const forged = jwt.sign(claims, 'another-secret-0123456789abcdef', { algorithm: 'HS256', expiresIn: 60 })
    const error = await expectRejection(verifier.verify(forged), UnauthorizedError)
    expect(error.reason).to.match(/invalid signature/)
    expect(error.message).to.equal(UNAUTHORIZED_DETAIL)

    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
    const rs256 = jwt.sign(claims, privateKey, { algorithm: 'RS256', expiresIn: 60 })
    await expectRejection(verifier.verify(rs256), UnauthorizedError)
  })

  it('still checks the audience and the expiry with the key made once', async () => {
    const secret = 'the-real-secret-0123456789abcdef'
    const verifier = new JwtVerifier(settings(secret), { checkAudience: true })
    const anon = jwt.sign({ ...claims, aud: 'anon' }, secret, { algorithm: 'HS256', expiresIn: 60 })
    expect((await expectRejection(verifier.verify(anon), UnauthorizedError)).reason).to.match(/audience/)
    const expired = jwt.sign({ ...claims, exp: Math.floor(Date.now() / 1000) - 10 }, secret, {
      algorithm: 'HS256',
    })
    expect((await expectRejection(verifier.verify(expired), UnauthorizedError)).reason).to.match(/expired/)
  })
})
