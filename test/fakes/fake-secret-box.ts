import type { SecretBox } from '../../src/application/ports/secret-box.js'

/**
 * A SecretBox without cryptography, for tests: a value is `fake.<key>.<context>.<plaintext>` with
 * the context and plaintext in base64url, so the plaintext never shows as itself. It opens only
 * under a key the box knows and for the same context; a box made with a new key and the old one
 * among `previous` rotates as the real one does.
 */
export class FakeSecretBox implements SecretBox {
  readonly #current: string
  readonly #known: ReadonlySet<string>

  constructor(key = 'key-1', previous: readonly string[] = []) {
    this.#current = key
    this.#known = new Set([key, ...previous])
  }

  seal(plaintext: string, context: string): string {
    const encode = (s: string) => Buffer.from(s, 'utf8').toString('base64url')
    return ['fake', encode(this.#current), encode(context), encode(plaintext)].join('.')
  }

  open(sealed: string, context: string): string {
    const [tag, key, sealedFor, body, ...rest] = sealed.split('.')
    const decode = (s: string) => Buffer.from(s, 'base64url').toString('utf8')
    if (tag !== 'fake' || key === undefined || body === undefined || rest.length > 0)
      throw new Error('not a value this box sealed')
    if (!this.#known.has(decode(key))) throw new Error('sealed under a key this box does not have')
    if (sealedFor === undefined || decode(sealedFor) !== context)
      throw new Error('sealed for another context')
    return decode(body)
  }

  current(sealed: string): boolean {
    const key = sealed.split('.')[1]
    return key !== undefined && Buffer.from(key, 'base64url').toString('utf8') === this.#current
  }
}
