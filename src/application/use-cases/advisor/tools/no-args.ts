import { z } from 'zod'

/** The arguments of a tool that takes none (anything the model adds is ignored). */
export const noArgs = z.object({}).loose()

export const NO_PARAMETERS = { type: 'object', properties: {}, additionalProperties: false } as const
