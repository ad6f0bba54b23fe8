/** The one error body of the API (RFC 9457), as a component every error response refers to. */
export const PROBLEM_SCHEMA = {
  type: 'object',
  description: 'RFC 9457 problem details: every answer of 400 or more',
  required: ['type', 'title', 'status', 'code', 'detail'],
  properties: {
    type: { type: 'string', description: 'urn:ledgerline:problem:<code>' },
    title: { type: 'string' },
    status: { type: 'integer' },
    code: { type: 'string', description: 'stable snake_case error code: branch on this' },
    detail: { type: 'string', description: 'for people; may change' },
    request_id: { type: 'string', description: 'the X-Request-Id of the request: quote it when reporting' },
    errors: {
      type: 'array',
      description: 'one entry per bad field (422), or per bad parameter (400)',
      items: {
        type: 'object',
        required: ['pointer', 'detail'],
        properties: {
          pointer: { type: 'string', description: 'JSON Pointer (RFC 6901) into the request' },
          detail: { type: 'string' },
        },
      },
    },
    line: {
      type: ['integer', 'null'],
      description: 'statement_unreadable: the line or record where reading stopped (null: the whole file)',
    },
    expected: { type: 'string', description: 'statement_unreadable: what was expected there' },
    candidates: {
      type: 'array',
      items: { type: 'string' },
      description: 'statement_unreadable: the choices when the file is ambiguous (e.g. DMY, MDY)',
    },
  },
}
