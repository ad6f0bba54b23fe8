import { createHash } from 'node:crypto'
import { ConflictError, ValidationError } from '../../domain/errors.js'
import type { IdempotencyStore, StoredResponse } from '../../application/ports/idempotency-store.js'
import type { Clock } from '../../application/ports/clock.js'
import type { UnitOfWork } from '../../application/ports/unit-of-work.js'
import { HttpError } from './http-error.js'
import type { RouteContext } from './api-router.js'

const KEY_SHAPE = /^[\x21-\x7e]{1,255}$/

/** JSON with object keys sorted, so the same body always has the same fingerprint. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

/**
 * Runs a create under the request's Idempotency-Key, if it has one (docs/api.md "Ledger"): the first
 * request runs; a replay with the same body gets the first response; the same key with another
 * body is 422; a duplicate that arrives while the first still runs is 409.
 */
export async function idempotentCreate(
  ctx: RouteContext,
  deps: { idempotencyStore: IdempotencyStore; clock: Clock; unitOfWork: UnitOfWork },
  userId: string,
  body: unknown,
  create: () => Promise<StoredResponse>,
): Promise<void> {
  const key = ctx.get('idempotency-key')
  const respond = (response: StoredResponse, replayed: boolean) => {
    ctx.status = response.status
    ctx.body = response.body
    if (response.location) ctx.set('Location', response.location)
    if (replayed) ctx.set('Idempotent-Replayed', 'true')
  }
  if (!key) return respond(await create(), false)
  if (!KEY_SHAPE.test(key))
    throw new HttpError(400, 'bad_request', 'Idempotency-Key must be 1 to 255 visible ASCII characters')

  const scope = `${ctx.method} ${ctx.path.replace(/\/+$/, '')}`
  const fingerprint = createHash('sha256').update(canonical(body)).digest('base64url')
  const { idempotencyStore: store, clock } = deps
  // The claim, the create and the record of its response commit together, on one connection with
  // one commit: a failure (or a connection lost before the commit) leaves none of them, so a retry
  // with the key runs the create once. A duplicate meanwhile finds the key held: 409.
  const outcome = await deps.unitOfWork.run(async () => {
    const claim = await store.claim(userId, scope, key, fingerprint, clock.now())
    if (claim.kind !== 'claimed') return claim
    const created = await create()
    await store.complete(userId, scope, key, created)
    return { kind: 'created' as const, response: created }
  })
  if (outcome.kind === 'mismatch') {
    throw ValidationError.field('/', 'this Idempotency-Key was already used with a different request body')
  }
  if (outcome.kind === 'in_progress')
    throw new ConflictError('a request with this Idempotency-Key is still being processed')
  respond(outcome.response, outcome.kind === 'replay')
}
