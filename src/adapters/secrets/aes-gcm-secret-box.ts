import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'
import type { SecretBox } from '../../application/ports/secret-box.js'

const VERSION = 'v1'
const IV_BYTES = 12

interface Key {
  readonly id: string
  readonly bytes: Buffer
}

/** An 8-hex-digit name for a key (a hash prefix, never the key): says which key sealed a value. */
function keyOf(bytes: Buffer): Key {
  return { id: createHash('sha256').update(bytes).digest('hex').slice(0, 8), bytes }
}

/**
 * AES-256-GCM through node:crypto: a fresh 96-bit IV per value, the 128-bit tag checked on open,
 * and the row's context as additional authenticated data. Stored as
 * `v1.<key id>.<iv>.<tag>.<ciphertext>` (base64url). Rotation: the new key becomes current, the
 * old ones stay in `previous` until every value was re-sealed (docs/bank-sync.md "Key rotation").
 */
export class AesGcmSecretBox implements SecretBox {
  readonly #current: Key
  readonly #byId: Map<string, Key>

  /** Keys are 32 bytes each (DATA_ENCRYPTION_KEY and DATA_ENCRYPTION_PREVIOUS_KEYS, checked by the config). */
  constructor(current: Buffer, previous: readonly Buffer[] = []) {
    if (current.length !== 32) throw new Error('the data encryption key must be 32 bytes')
    this.#current = keyOf(current)
    this.#byId = new Map([this.#current, ...previous.map(keyOf)].map((k) => [k.id, k]))
  }

  seal(plaintext: string, context: string): string {
    const iv = randomBytes(IV_BYTES)
    const cipher = createCipheriv('aes-256-gcm', this.#current.bytes, iv)
    cipher.setAAD(Buffer.from(context, 'utf8'))
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()])
    const parts = [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url'))
    return [VERSION, this.#current.id, ...parts].join('.')
  }

  open(sealed: string, context: string): string {
    const [version, keyId, iv, tag, body] = sealed.split('.')
    const key = keyId === undefined ? undefined : this.#byId.get(keyId)
    if (version !== VERSION || !key || iv === undefined || tag === undefined || body === undefined)
      throw new Error('a sealed secret in an unknown format, or under a key this service does not have')
    const decipher = createDecipheriv('aes-256-gcm', key.bytes, Buffer.from(iv, 'base64url'))
    decipher.setAAD(Buffer.from(context, 'utf8'))
    decipher.setAuthTag(Buffer.from(tag, 'base64url'))
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8')
  }

  current(sealed: string): boolean {
    return sealed.split('.')[1] === this.#current.id
  }
}
