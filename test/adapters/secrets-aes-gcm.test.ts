import { randomBytes } from 'node:crypto'
import { expect } from 'chai'
import { AesGcmSecretBox } from '../../src/adapters/secrets/aes-gcm-secret-box.js'

describe('AES-256-GCM secret box', () => {
  const key = randomBytes(32)
  const box = new AesGcmSecretBox(key)
  const access = 'https://user:s3cret@bridge.example/simplefin'

  it('seals to text without the secret, and opens it for the same context only', () => {
    const sealed = box.seal(access, 'connection:1')
    expect(sealed).to.match(/^v1\.[0-9a-f]{8}\./)
    expect(sealed).not.to.include('s3cret')
    expect(box.seal(access, 'connection:1')).not.to.equal(sealed) // a fresh IV every time
    expect(box.open(sealed, 'connection:1')).to.equal(access)
    expect(() => box.open(sealed, 'connection:2')).to.throw()
  })

  it('refuses a tampered value', () => {
    const sealed = box.seal(access, 'c')
    const parts = sealed.split('.')
    const body = Buffer.from(parts[4]!, 'base64url')
    body[0] = body[0]! ^ 1
    parts[4] = body.toString('base64url')
    expect(() => box.open(parts.join('.'), 'c')).to.throw()
  })

  it('rotates: a new key opens values sealed under a previous one, which read as not current', () => {
    const sealed = box.seal(access, 'c')
    const rotated = new AesGcmSecretBox(randomBytes(32), [key])
    expect(rotated.open(sealed, 'c')).to.equal(access)
    expect(rotated.current(sealed)).to.equal(false)
    expect(rotated.current(rotated.seal(access, 'c'))).to.equal(true)
    expect(() => new AesGcmSecretBox(randomBytes(32)).open(sealed, 'c')).to.throw(
      /key this service does not have/,
    )
  })
})
