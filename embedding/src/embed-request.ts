import type { IncomingMessage } from 'node:http'
import { HttpProblem, type FieldError } from './problem.ts'

export interface RequestLimits {
  readonly maxTextsPerRequest: number
  readonly maxTextChars: number
}

/** Room for the largest valid body even if every character is sent as a \uXXXX escape. */
export const bodyLimitBytes = (limits: RequestLimits): number => limits.maxTextsPerRequest * limits.maxTextChars * 6 + 64 * 1024

export async function readBody(req: IncomingMessage, limitBytes: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? 0)
  const tooLarge = () => new HttpProblem(413, 'payload_too_large', `the body exceeds ${limitBytes} bytes`, { headers: { connection: 'close' } })
  if (declared > limitBytes) throw tooLarge()
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > limitBytes) throw tooLarge()
    chunks.push(chunk)
  }
  return Buffer.concat(chunks, size)
}

/** Parses and checks an /embed body: 415, 400, 422 and 413 problems as README.md lists them. */
export function parseEmbedRequest(contentType: string | undefined, body: Buffer, limits: RequestLimits): string[] {
  if (contentType !== undefined && !/^application\/([\w.+-]*\+)?json\b/i.test(contentType)) {
    throw new HttpProblem(415, 'unsupported_media_type', 'send the body as application/json')
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(body.toString('utf8'))
  } catch {
    throw new HttpProblem(400, 'bad_request', 'the body is not valid JSON')
  }
  const texts = (parsed as { texts?: unknown } | null)?.texts
  const invalid = (errors: FieldError[]) => new HttpProblem(422, 'validation_failed', 'texts must be an array of strings', { errors })
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw invalid([{ pointer: '', detail: 'expected an object {texts: [string]}' }])
  if (!Array.isArray(texts)) throw invalid([{ pointer: '/texts', detail: texts === undefined ? 'is required' : 'must be an array of strings' }])
  const notStrings = texts.flatMap((t, i) => (typeof t === 'string' ? [] : [{ pointer: `/texts/${i}`, detail: 'must be a string' }]))
  if (notStrings.length > 0) throw invalid(notStrings.slice(0, 20))
  if (texts.length > limits.maxTextsPerRequest) {
    throw new HttpProblem(413, 'payload_too_large', `at most ${limits.maxTextsPerRequest} texts per request (got ${texts.length})`)
  }
  // Characters are code points, so an emoji counts once.
  const long = texts.flatMap((t: string, i) =>
    t.length > limits.maxTextChars && [...t].length > limits.maxTextChars ? [{ pointer: `/texts/${i}`, detail: `longer than ${limits.maxTextChars} characters` }] : [],
  )
  if (long.length > 0) throw new HttpProblem(413, 'payload_too_large', `each text is at most ${limits.maxTextChars} characters`, { errors: long.slice(0, 20) })
  return texts as string[]
}
