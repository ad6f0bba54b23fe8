import type { Context } from 'koa'
import { HttpError } from './http-error.js'

/**
 * Headers that must come once. Node keeps only the first Authorization and joins repeated
 * If-Match values with commas, so two credentials or two keys would be read as one the client
 * may not have meant: refused instead (RFC 9110 allows one field line for these). Called by the
 * request step (request-context.ts) before anything reads a credential or a key.
 */
const SINGLE = ['authorization', 'idempotency-key', 'if-match'] as const

export function refuseRepeatedHeaders(ctx: Context): void {
  const headers = ctx.req.headers
  // Most requests carry none of them, or each once: the raw field lines are read only when one is there.
  if (
    headers.authorization !== undefined ||
    headers['idempotency-key'] !== undefined ||
    headers['if-match'] !== undefined
  ) {
    const repeated = repeatedField(ctx.req.rawHeaders)
    if (repeated)
      throw new HttpError(400, 'bad_request', `the ${repeated} header was sent more than once; send it once`)
  }
}

/** The first of SINGLE that comes on more than one field line (rawHeaders: name, value, name, value...). */
function repeatedField(raw: readonly string[]): string | undefined {
  const seen = new Set<string>()
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i]!.toLowerCase()
    if (!(SINGLE as readonly string[]).includes(name)) continue
    if (seen.has(name)) return name
    seen.add(name)
  }
  return undefined
}
