import { z } from 'zod'
import { ValidationError } from '../../../domain/errors.js'
import type { PreviewImportInput } from '../../../application/use-cases/imports/preview-import.js'
import type { RouteContext } from '../api-router.js'
import { readRaw } from '../extraction/bill-upload.js'
import { HttpError } from '../http-error.js'
import { fieldErrors, parseBody } from '../validation.js'
import { toCsvMapping } from './import.mapper.js'
import { csvMappingWire, STATEMENT_FORMATS } from './import-schemas.js'

/** A statement file may be 10 MB (docs/imports.md "Limits"). */
export const STATEMENT_MAX_BYTES = 10 * 1024 * 1024
// The rest of a multipart body (boundaries, part headers, the text fields) fits in 256 KB.
const MULTIPART_LIMIT = STATEMENT_MAX_BYTES + 256 * 1024
const tooLarge = () =>
  new HttpError(
    413,
    'payload_too_large',
    'the statement file is larger than 10 MB (at most 10 MB per import)',
  )

const uploadFields = z.object({
  account_id: z.guid('must be a UUID'),
  format: z.enum(STATEMENT_FORMATS).optional(),
  mapping: z
    .string()
    .max(64 * 1024)
    .optional(),
})

/**
 * The POST /imports upload: multipart/form-data with a `file` part and the text fields. The
 * body is bounded while it is read (413 beyond 10 MB, nothing stored); every field error is a
 * 422 naming its part.
 */
export async function readStatementUpload(ctx: RouteContext): Promise<Omit<PreviewImportInput, 'userId'>> {
  if (!ctx.request.is('multipart/form-data'))
    throw new HttpError(415, 'unsupported_media_type', 'send the statement as multipart/form-data')
  const raw = await readRaw(ctx, MULTIPART_LIMIT, tooLarge)
  let form: FormData
  try {
    form = await new Response(raw, { headers: { 'content-type': ctx.get('content-type') } }).formData()
  } catch {
    throw new HttpError(400, 'bad_request', 'the multipart body could not be read')
  }
  const file = form.get('file')
  const text = (name: string) => {
    const value = form.get(name)
    return typeof value === 'string' ? value : undefined
  }
  const fields = parseBody(uploadFields, {
    account_id: text('account_id'),
    format: text('format'),
    mapping: text('mapping'),
  })
  if (!(file instanceof File)) throw ValidationError.field('/file', 'send the statement as a `file` part')
  if (file.size > STATEMENT_MAX_BYTES) throw tooLarge()
  if (file.size === 0) throw ValidationError.field('/file', 'the file is empty')
  let mapping
  if (fields.mapping !== undefined) {
    let json: unknown
    try {
      json = JSON.parse(fields.mapping)
    } catch {
      throw ValidationError.field('/mapping', 'is not valid JSON')
    }
    const parsed = csvMappingWire.safeParse(json)
    if (!parsed.success) throw new ValidationError(fieldErrors(parsed.error.issues, '/mapping'))
    mapping = toCsvMapping(parsed.data)
  }
  return {
    accountId: fields.account_id.toLowerCase(),
    file: new Uint8Array(await file.arrayBuffer()),
    ...(fields.format ? { format: fields.format } : {}),
    ...(mapping ? { mapping } : {}),
  }
}
