import busboy from 'busboy'
import { z } from 'zod'
import { ValidationError } from '../../../domain/errors.js'
import type { PreviewImportInput } from '../../../application/use-cases/imports/preview-import.js'
import type { RouteContext } from '../api-router.js'
import { HttpError } from '../http-error.js'
import { fieldErrors, parseBody } from '../validation.js'
import { toCsvMapping } from './import.mapper.js'
import { csvMappingWire, DATE_ORDERS, STATEMENT_FORMATS } from './import-schemas.js'

/** A statement file may be 10 MB (docs/imports.md "Limits"). */
export const STATEMENT_MAX_BYTES = 10 * 1024 * 1024
// The rest of a multipart body (boundaries, part headers, the text fields) fits in 256 KB.
const MULTIPART_LIMIT = STATEMENT_MAX_BYTES + 256 * 1024
const FIELD_MAX_BYTES = 64 * 1024
const tooLarge = () =>
  new HttpError(
    413,
    'payload_too_large',
    'the statement file is larger than 10 MB (at most 10 MB per import)',
  )
const unreadable = () => new HttpError(400, 'bad_request', 'the multipart body could not be read')

const uploadFields = z.object({
  account_id: z.guid('must be a UUID'),
  format: z.enum(STATEMENT_FORMATS).optional(),
  mapping: z.string().max(FIELD_MAX_BYTES).optional(),
  date_order: z.enum(DATE_ORDERS).optional(),
})

interface RawUpload {
  readonly file: Buffer | undefined
  readonly fields: Readonly<Record<string, string>>
}

/**
 * Parses the multipart body as it arrives (busboy): the `file` part's bytes are kept once, the
 * other parts are dropped unread, and the request is refused (413) the moment the file passes
 * 10 MB, without reading the rest; the error middleware then closes the connection.
 */
function readMultipart(ctx: RouteContext): Promise<RawUpload> {
  return new Promise<RawUpload>((resolve, reject) => {
    let parser: busboy.Busboy
    try {
      parser = busboy({
        headers: ctx.req.headers,
        limits: { fileSize: STATEMENT_MAX_BYTES, files: 1, fields: 8, fieldSize: FIELD_MAX_BYTES, parts: 10 },
      })
    } catch {
      return reject(unreadable())
    }
    const fields: Record<string, string> = {}
    const chunks: Buffer[] = []
    let file = false
    let failed = false
    const fail = (error: Error) => {
      if (failed) return
      failed = true
      ctx.req.unpipe(parser)
      reject(error)
    }
    parser.on('file', (name, stream) => {
      if (name !== 'file' || file) return void stream.resume()
      file = true
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('limit', () => fail(tooLarge()))
    })
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) return fail(ValidationError.field(`/${name}`, 'is too long'))
      fields[name] = value
    })
    parser.on('error', () => fail(unreadable()))
    parser.on('close', () => {
      if (!failed) resolve({ file: file ? Buffer.concat(chunks) : undefined, fields })
    })
    ctx.req.on('error', () => fail(unreadable()))
    ctx.req.pipe(parser)
  })
}

/**
 * The POST /imports upload: multipart/form-data with a `file` part and the text fields. The
 * body is bounded while it is read (413 beyond 10 MB, nothing stored); every field error is a
 * 422 naming its part.
 */
export async function readStatementUpload(ctx: RouteContext): Promise<Omit<PreviewImportInput, 'userId'>> {
  if (!ctx.request.is('multipart/form-data'))
    throw new HttpError(415, 'unsupported_media_type', 'send the statement as multipart/form-data')
  if (Number(ctx.get('content-length') || '0') > MULTIPART_LIMIT) throw tooLarge()
  const upload = await readMultipart(ctx)
  const fields = parseBody(uploadFields, {
    account_id: upload.fields.account_id,
    format: upload.fields.format,
    mapping: upload.fields.mapping,
    date_order: upload.fields.date_order,
  })
  if (!upload.file) throw ValidationError.field('/file', 'send the statement as a `file` part')
  if (upload.file.length === 0) throw ValidationError.field('/file', 'the file is empty')
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
    // A view of the one buffer: no copy.
    file: new Uint8Array(upload.file.buffer, upload.file.byteOffset, upload.file.length),
    ...(fields.format ? { format: fields.format } : {}),
    ...(mapping ? { mapping } : {}),
    ...(fields.date_order ? { dateOrder: fields.date_order } : {}),
  }
}
