import { z } from 'zod'

/** Dates the model gives as YYYY-MM-DD (UTC); a range is [from, to] inclusive of `to`'s day. */
export const toolDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD')
