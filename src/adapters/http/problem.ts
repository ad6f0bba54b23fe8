import type { FieldError } from '../../domain/errors.js'

/** RFC 9457 problem details, the one error body of the API (docs/api.md "Conventions"). */
export interface Problem {
  readonly type: string
  readonly title: string
  readonly status: number
  readonly code: string
  readonly detail: string
  request_id?: string
  readonly errors?: readonly FieldError[]
  /** statement_unreadable: where reading stopped (null: the file as a whole), what was expected there, the choices when ambiguous. */
  readonly line?: number | null
  readonly expected?: string
  readonly candidates?: readonly string[]
}

export const PROBLEM_CONTENT_TYPE = 'application/problem+json'

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  408: 'Request Timeout',
  409: 'Conflict',
  412: 'Precondition Failed',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
}

export function problem(
  status: number,
  code: string,
  detail: string,
  errors?: readonly FieldError[],
): Problem {
  return {
    type: `urn:ledgerline:problem:${code}`,
    title: TITLES[status] ?? 'Error',
    status,
    code,
    detail,
    ...(errors && errors.length > 0 ? { errors } : {}),
  }
}
