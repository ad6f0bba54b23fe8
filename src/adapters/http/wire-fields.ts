import { z } from 'zod'

/**
 * The wire shapes of fields every area's request and response schemas share, defined once (lint
 * refuses a second `decimalIn`): money crosses the edge as a decimal string (or, in, a JSON
 * number), read into the domain's exact decimal by each area's mapper and written back by one
 * serialiser (domain/money.ts).
 */

/** A decimal in a request body: each mapper reads it with domain/money.ts. */
export const decimalIn = z
  .union([z.string(), z.number()])
  .describe('exact decimal: a string such as "12.50" (preferred) or a JSON number')
/** A decimal in a response: always a canonical string. */
export const decimalOut = z
  .string()
  .meta({ pattern: '^-?\\d+(\\.\\d+)?$', examples: ['12.50'] })
  .describe('exact decimal string')
export const currencyIn = z.string().describe('ISO 4217 code, e.g. "USD"')
export const dateOut = z.string().meta({ format: 'date' })
export const instantOut = z.string().meta({ format: 'date-time' })
export const idOut = z.string().meta({ format: 'uuid' })
// Any 8-4-4-4-12 hex id, as Postgres's uuid type reads it (z.uuid() would also demand RFC 9562 version bits).
export const uuidIn = z.guid().describe('UUID')
/** An id as stored and compared: lower case. */
export const lowerCaseId = z.string().transform((id) => id.toLowerCase())
export const instantIn = z.string().describe('ISO 8601 date-time with zone, e.g. 2026-11-21T10:00:00Z')
