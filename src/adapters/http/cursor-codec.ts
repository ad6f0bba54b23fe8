import { createHash, createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto'
import type { PagePosition } from '../../application/ports/owned-repository.js'
import { HttpError } from './http-error.js'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/**
 * Opaque keyset cursors: base64url of the position plus an HMAC, so a tampered or foreign cursor
 * is a 400 rather than a silently wrong page. The key is derived from a server secret, so every
 * instance accepts every other's cursors.
 */
export class CursorCodec {
  readonly #key: KeyObject

  constructor(secret: string) {
    // A KeyObject made once: createHmac with a raw Buffer builds one on every call.
    this.#key = createSecretKey(createHash('sha256').update(`ledgerline-cursor:${secret}`).digest())
  }

  encode(position: PagePosition): string {
    const payload = `${position.sortKey.toISOString()}|${position.id}`
    return `${Buffer.from(payload).toString('base64url')}.${this.#mac(payload)}`
  }

  decode(cursor: string): PagePosition {
    const [data, mac] = cursor.split('.')
    const payload = data ? Buffer.from(data, 'base64url').toString('utf8') : ''
    const expected = Buffer.from(this.#mac(payload))
    const given = Buffer.from(mac ?? '')
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new HttpError(400, 'bad_request', 'invalid cursor: pass the X-Next-Cursor value back unchanged')
    }
    const [iso, id] = payload.split('|')
    const sortKey = new Date(iso ?? '')
    if (Number.isNaN(sortKey.getTime()) || !id || !UUID.test(id))
      throw new HttpError(400, 'bad_request', 'invalid cursor')
    return { sortKey, id }
  }

  #mac(payload: string): string {
    return createHmac('sha256', this.#key).update(payload).digest('base64url').slice(0, 22)
  }
}
