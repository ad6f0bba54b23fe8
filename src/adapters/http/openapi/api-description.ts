/** The introduction /docs shows above the operations: how to use the API as a whole. */
export const API_DESCRIPTION = `The backend of the Ledgerline personal-finance app. The full contract is docs/api.md in the repository.

**Authentication.** Every route but the service ones needs \`Authorization: Bearer <token>\`: a user's JWT (Supabase: HS256 with the project secret, or RS256/ES256 through its JWKS; \`role\` must be \`authenticated\`). Administrator routes take the service key. A development token: \`./ledgerline token\`.

**Conventions.** JSON with snake_case fields. Money of the ledger is exact: decimal strings (\`"12.50"\`); input takes a string or a number. Times are ISO 8601 UTC. Ids are UUIDs. Every response carries \`X-Request-Id\`.

**Pagination.** Lists are newest first; \`limit\` 1-200 (default 50); the next page's cursor is in \`X-Next-Cursor\` and \`Link: <...>; rel="next"\`; pass it as \`cursor\`.

**Idempotency.** A create may carry \`Idempotency-Key\` (24 h, per user): a replay with the same body gets the first answer (\`Idempotent-Replayed: true\`), another body is 422, a duplicate still running is 409.

**ETags.** Objects have \`ETag: "v<version>"\`; \`PATCH\`/\`PUT\` honour \`If-Match\` (412 when stale). Every GET answers \`If-None-Match\` with 304. User data is \`Cache-Control: private, no-cache\`; market data \`private, max-age=<seconds left on the server's cache>\`.

**Errors.** Every status of 400 or more is \`application/problem+json\` (RFC 9457): \`{type, title, status, code, detail, request_id, errors?}\`; branch on \`code\`. 422 lists each bad field with a JSON Pointer. 429 and 503 carry \`Retry-After\` when a wait is known. AI routes send \`RateLimit-Policy\` and \`RateLimit\`.`
