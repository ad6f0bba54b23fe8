import type { ServerResponse } from 'node:http'

export interface FieldError {
  readonly pointer: string
  readonly detail: string
}

/** An error answer: RFC 9457 problem+json, the same shape as the main service's (docs/api.md "Conventions"). */
export class HttpProblem extends Error {
  readonly status: number
  readonly code: string
  readonly errors: readonly FieldError[] | undefined
  readonly headers: Readonly<Record<string, string>>
  constructor(status: number, code: string, detail: string, options: { errors?: FieldError[]; headers?: Record<string, string> } = {}) {
    super(detail)
    this.status = status
    this.code = code
    this.errors = options.errors
    this.headers = options.headers ?? {}
  }
}

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  404: 'Not Found',
  405: 'Method Not Allowed',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
}

export function sendProblem(res: ServerResponse, problem: HttpProblem, requestId: string): void {
  const body = JSON.stringify({
    type: `urn:ledgerline:problem:${problem.code}`,
    title: TITLES[problem.status] ?? 'Error',
    status: problem.status,
    code: problem.code,
    detail: problem.message,
    request_id: requestId,
    ...(problem.errors?.length ? { errors: problem.errors } : {}),
  })
  res.writeHead(problem.status, {
    ...problem.headers,
    'content-type': 'application/problem+json',
    'content-length': Buffer.byteLength(body),
  })
  res.end(body)
}

export function sendJson(res: ServerResponse, status: number, body: string): void {
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) })
  res.end(body)
}
