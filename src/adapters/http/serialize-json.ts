import { hash } from 'node:crypto'
import type { Context } from 'koa'

/** The strong entity tag of a body: a digest of its bytes. */
export function etagOfBytes(body: string | Buffer): string {
  return `"${hash('sha1', body, 'base64url')}"`
}

/**
 * A JSON answer serialised once and kept, for a value served many times as it is (a cached quote,
 * /health): its text, and its entity tag made the first time a conditional GET asks for it.
 */
export class JsonText {
  #etag: string | undefined
  constructor(readonly text: string) {}

  static of(value: unknown): JsonText {
    return new JsonText(JSON.stringify(value))
  }

  get etag(): string {
    return (this.#etag ??= etagOfBytes(this.text))
  }
}

/**
 * Serializes a JSON body once, on the way out, and answers the JsonText when the body was one (its
 * entity tag is kept with it). Koa's `response.length` stringifies an object body each time it is read and
 * koa-compress reads it for its threshold, so an object body would be serialized twice (measured:
 * about a tenth of the CPU of a 50-row list). Called after the route, before compression
 * (conditional-get.ts). Streams, buffers and strings pass through untouched.
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
  ctx.body = known ? known.text : JSON.stringify(body) // a string: Koa keeps the type, sets the length
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

/** A JSON array of texts already serialised: the same bytes JSON.stringify gives for their values. */
export const jsonArrayOf = (items: readonly JsonText[]): string => `[${items.map((i) => i.text).join(',')}]`
