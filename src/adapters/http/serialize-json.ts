import { hash } from 'node:crypto'
import type { Context } from 'koa'

/** The strong entity tag of a body: a digest of its bytes. */
export function etagOfBytes(body: string | Buffer): string {
  return `"${hash('sha1', body, 'base64url')}"`
}

/**
 * A JSON answer serialised once and kept, for a value served many times as it is (a cached quote,
 * /health): its text, its UTF-8 bytes (what is written: Koa then neither measures nor encodes the
 * text per request) and its entity tag, each made the first time it is asked for. One composed of
 * pieces already encoded (`JsonText.ofBytes`, a batch of cached quotes) starts from its bytes.
 */
export class JsonText {
  #text: string | undefined
  #bytes: Buffer | undefined
  #etag: string | undefined
  constructor(text: string) {
    this.#text = text
  }

  static of(value: unknown): JsonText {
    return new JsonText(JSON.stringify(value))
  }

  static ofBytes(bytes: Buffer): JsonText {
    const json = new JsonText('')
    json.#text = undefined
    json.#bytes = bytes
    return json
  }

  get text(): string {
    return (this.#text ??= this.#bytes!.toString('utf8'))
  }

  get bytes(): Buffer {
    return (this.#bytes ??= utf8Bytes(this.#text!))
  }

  get etag(): string {
    return (this.#etag ??= etagOfBytes(this.bytes))
  }
}

/**
 * A text's UTF-8 bytes, written into a buffer of their exact length. Measured on Node 24 for a
 * 24 KB page: 3.6 µs, where `Buffer.from(text)` takes 24 µs and hashing the text for its ETag
 * encodes it again inside the hash (sha1 of the text 24 µs, of its bytes 13 µs).
 */
export function utf8Bytes(text: string): Buffer {
  const bytes = Buffer.allocUnsafe(Buffer.byteLength(text, 'utf8'))
  bytes.write(text, 'utf8')
  return bytes
}

/**
 * Serializes a JSON body once, on the way out, into the bytes that are written, and answers the
 * JsonText when the body was one (its entity tag is kept with it). Koa's `response.length`
 * stringifies an object body each time it is read and koa-compress reads it for its threshold, so
 * an object body would be serialized twice (measured: about a tenth of the CPU of a 50-row list).
 * As bytes, the body is encoded once: the ETag's hash and the socket take them as they are, where a
 * text was encoded by each. Called after the route, before compression (conditional-get.ts).
 * Streams, buffers and strings pass through untouched.
 */
export function serializeJsonBody(ctx: Context): JsonText | undefined {
  const body: unknown = ctx.body
  if (
    body === null ||
    typeof body !== 'object' ||
    Buffer.isBuffer(body) ||
    typeof (body as { pipe?: unknown }).pipe === 'function'
  )
    return undefined
  const status = ctx.status
  const typed = ctx.res.hasHeader('Content-Type') // Koa typed an object body as JSON when it was set
  const known = body instanceof JsonText ? body : undefined
  // A buffer: Koa keeps the type it gave the object (JSON), sets the length
  ctx.body = known ? known.bytes : utf8Bytes(JSON.stringify(body))
  if (ctx.status !== status) ctx.status = status
  if (!typed) ctx.res.setHeader('Content-Type', 'application/json; charset=utf-8')
  return known
}

/**
 * `view` serialised once per object, for values the caches hand out as the same object until they
 * expire (quotes, prices, rates): a cached value is turned into JSON once, not on every request.
 * Held weakly: the text goes when the cache lets its value go.
 */
export function jsonOncePerObject<T extends object>(view: (value: T) => unknown): (value: T) => JsonText {
  const texts = new WeakMap<T, JsonText>()
  return (value) => {
    let text = texts.get(value)
    if (text === undefined) {
      text = JsonText.of(view(value))
      texts.set(value, text)
    }
    return text
  }
}

const OPEN = 0x5b // [
const COMMA = 0x2c // ,
const CLOSE = 0x5d // ]

/**
 * A JSON answer composed of pieces already encoded: each Buffer as it is, each list of answers
 * already serialised as a JSON array of them (the same bytes JSON.stringify gives for their
 * values). Measured, then copied once into one buffer, where a text made of them was flattened,
 * measured and encoded on every request (a batch of 50 cached quotes: docs/performance.md).
 */
export function composeJson(parts: readonly (Buffer | readonly JsonText[])[]): JsonText {
  let length = 0
  for (const part of parts) {
    if (Buffer.isBuffer(part)) length += part.length
    else {
      length += 2 + Math.max(0, part.length - 1)
      for (const item of part) length += item.bytes.length
    }
  }
  const out = Buffer.allocUnsafe(length)
  let at = 0
  for (const part of parts) {
    if (Buffer.isBuffer(part)) {
      at += part.copy(out, at)
      continue
    }
    out[at++] = OPEN
    part.forEach((item, i) => {
      if (i > 0) out[at++] = COMMA
      at += item.bytes.copy(out, at)
    })
    out[at++] = CLOSE
  }
  return JsonText.ofBytes(out)
}
