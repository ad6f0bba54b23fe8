import { z } from 'zod'
import { NotFoundError } from '../../domain/errors.js'

export const UUID_PARAM = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** An :id that is not a UUID cannot name anything: 404, like any other missing object. */
export function requireUuidParam(
  params: Readonly<Record<string, string>>,
  noun: string,
  name = 'id',
): string {
  const value = params[name] ?? ''
  if (!UUID_PARAM.test(value)) throw new NotFoundError(noun)
  return value.toLowerCase()
}

/** The documented shape of an `:id` path parameter (RouteDef.params). */
export const ID_PARAMS = { id: z.guid().describe("the object's id (UUID)") } as const
