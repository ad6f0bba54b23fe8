import { expect } from 'chai'
import type { SecretBox } from '../../src/application/ports/secret-box.js'

/**
 * A SecretBox under test, and boxes of the same kind with other keys: `rotated` has a new current
 * key and still knows the first one (a key rotation), `stranger` knows only a key of its own.
 */
export interface SecretBoxSubject {
  readonly port: SecretBox
  readonly rotated: SecretBox
  readonly stranger: SecretBox
}

/** What SecretBox promises (application/ports/secret-box.ts). */
export function describeSecretBoxContract(make: () => SecretBoxSubject) {
  const access = 'https://user:s3cret@bridge.example/simplefin'

  it('seals to text that does not show the secret, and opens it for the same context', () => {
    const { port } = make()
    const sealed = port.seal(access, 'connection:1')
    expect(sealed).to.be.a('string')
    expect(sealed).not.to.include('s3cret')
    expect(port.open(sealed, 'connection:1')).to.equal(access)
    expect(port.open(port.seal('', 'c'), 'c')).to.equal('')
    expect(port.open(port.seal('zürich €', 'c'), 'c')).to.equal('zürich €')
  })

  it('refuses to open a value for another context (a sealed value copied to another row)', () => {
    const { port } = make()
    const sealed = port.seal(access, 'connection:1')
    expect(() => port.open(sealed, 'connection:2')).to.throw()
  })

  it('refuses a value that is not one it sealed', () => {
    const { port } = make()
    expect(() => port.open(access, 'connection:1')).to.throw()
    expect(() => port.open('', 'connection:1')).to.throw()
  })

  it('refuses a value sealed under a key it does not have', () => {
    const { port, stranger } = make()
    expect(() => stranger.open(port.seal(access, 'c'), 'c')).to.throw()
  })

  it('rotates: a value sealed under a previous key opens and reads as not current; a re-sealed one is current', () => {
    const { port, rotated } = make()
    const old = port.seal(access, 'c')
    expect(port.current(old)).to.equal(true)
    expect(rotated.current(old)).to.equal(false)
    expect(rotated.open(old, 'c')).to.equal(access)
    const resealed = rotated.seal(rotated.open(old, 'c'), 'c')
    expect(rotated.current(resealed)).to.equal(true)
    expect(rotated.open(resealed, 'c')).to.equal(access)
  })
}
