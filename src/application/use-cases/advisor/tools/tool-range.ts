import { addDays, DAY_MS, dayOf, startOfDay, type UtcDay } from '../../../../domain/calendar.js'
import { ToolArgumentError } from './tool.js'

/** A window of whole UTC days the date tools read: [from 00:00, to 00:00) and the last day included. */
export interface ToolRange {
  readonly from: Date
  readonly to: Date
  readonly last: UtcDay
}

/** At most two years (and a day) back: the model asking for "everything" gets a bounded query. */
const MAX_DAYS = 731

/**
 * The days `from` .. `to` (both included; `to` defaults to today, `from` to `defaultDays` before
 * the end), cut to the last two years; an inverted range becomes the single day `from`.
 */
export function toolRange(
  from: string | null | undefined,
  to: string | null | undefined,
  defaultDays: number,
  now: Date,
): ToolRange {
  // Date arithmetic (not day strings), so a day like 2026-02-31 ends as 'invalid date', not a throw.
  const end = addDays(startOfDay(to ?? dayOf(now)), 1)
  let start = from ? startOfDay(from) : addDays(end, -defaultDays)
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()))
    throw new ToolArgumentError('invalid date')
  if (end.getTime() - start.getTime() > MAX_DAYS * DAY_MS) start = addDays(end, -MAX_DAYS)
  const stop = end.getTime() > start.getTime() ? end : addDays(start, 1)
  return { from: start, to: stop, last: dayOf(addDays(stop, -1)) }
}
