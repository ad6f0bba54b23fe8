import type { Context } from 'koa'
import type { ZodType, core } from 'zod'
import { ValidationError, type FieldError } from '../../domain/errors.js'
import { HttpError } from './http-error.js'

function pointerOf(path: readonly PropertyKey[], prefix: string): string {
  return prefix + path.map((p) => '/' + String(p).replace(/~/g, '~0').replace(/\//g, '~1')).join('')
}

/** zod issues as field errors: one entry per bad field, unknown fields each named. */
export function fieldErrors(issues: readonly core.$ZodIssue[], prefix = ''): FieldError[] {
  const errors: FieldError[] = []
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys)
        errors.push({ pointer: pointerOf([...issue.path, key], prefix), detail: 'is not a known field' })
    } else {
      errors.push({ pointer: pointerOf(issue.path, prefix), detail: issue.message })
    }
  }
  return errors
}

/** The JSON body, or a 415 when the request carries a body that is not JSON. Absent body: `{}`. */
export function jsonBody(ctx: Context): unknown {
  const length = Number(ctx.get('content-length') || '0')
  const hasBody = length > 0 || ctx.get('transfer-encoding') !== ''
  if (hasBody && !ctx.request.is('application/json', '+json')) {
    throw new HttpError(415, 'unsupported_media_type', 'send the body as application/json')
  }
  return (ctx.request as { body?: unknown }).body ?? {}
}

/** A field that is absent says so, rather than zod's "Invalid input: expected string, received undefined". */
const ABSENT_IS_REQUIRED = {
  error: (issue: { input?: unknown }) => (issue.input === undefined ? 'is required' : undefined),
}

/** Validates a body: 422 with a pointer per bad field. */
export function parseBody<T>(schema: ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value, ABSENT_IS_REQUIRED)
  if (!result.success) throw new ValidationError(fieldErrors(result.error.issues))
  return result.data
}

/** Validates the query string: 400 (the request line itself is malformed), a pointer per parameter. */
export function parseQuery<T>(schema: ZodType<T>, query: unknown): T {
  const result = schema.safeParse(query, ABSENT_IS_REQUIRED)
  if (!result.success) {
    const errors = fieldErrors(result.error.issues, '/query')
    throw new HttpError(
      400,
      'bad_request',
      `invalid query parameter${errors.length > 1 ? 's' : ''}: ${errors.map((e) => `${e.pointer.slice(6)} ${e.detail}`).join('; ')}`,
      errors,
    )
  }
  return result.data
}
