import type { BillSource } from '../../../application/use-cases/extraction/parse-bill.js'
import { BILL_IMAGE_MAX_BYTES } from '../../../domain/extraction/bill-image.js'
import { ValidationError } from '../../../domain/errors.js'
import { HttpError } from '../http-error.js'
import type { RouteContext } from '../api-router.js'
import { parseBody, jsonBody } from '../validation.js'
import { billJsonRequest } from './extraction-views.js'

// The file may be 8 MB; the rest of a multipart body (boundaries, part headers, a text part) fits in 256 KB.
const MULTIPART_LIMIT = BILL_IMAGE_MAX_BYTES + 256 * 1024
const tooLarge = (limit: number) =>
  new HttpError(413, 'payload_too_large', `the body is larger than ${limit} bytes (images: at most 8 MB)`)

/**
 * Reads the raw body up to `limit`. Beyond it the request is refused at once, without reading the
 * rest: the 413 carries `Connection: close` (error middleware), so the socket ends with it.
 * `refuse` makes the 413 (statement uploads name their own limit).
 */
export async function readRaw(
  ctx: RouteContext,
  limit: number,
  refuse: () => Error = () => tooLarge(limit),
): Promise<Buffer> {
  const req = ctx.req
  if (Number(ctx.get('content-length') || '0') > limit) throw refuse()
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size <= limit) return void chunks.push(chunk)
      req.off('data', onData)
      req.pause()
      reject(refuse())
    }
    req.on('data', onData)
    req.on('end', () => resolve(Buffer.concat(chunks)))
    req.on('error', reject)
  })
}

async function fromMultipart(ctx: RouteContext): Promise<BillSource> {
  const raw = await readRaw(ctx, MULTIPART_LIMIT)
  let form: FormData
  try {
    form = await new Response(raw, { headers: { 'content-type': ctx.get('content-type') } }).formData()
  } catch {
    throw new HttpError(400, 'bad_request', 'the multipart body could not be read')
  }
  const file = form.get('file')
  if (file instanceof File)
    return {
      kind: 'image',
      bytes: new Uint8Array(await file.arrayBuffer()),
      mimeType: file.type || undefined,
    }
  const text = form.get('text')
  if (typeof text === 'string') return { kind: 'text', text }
  throw ValidationError.field('/file', 'send the bill as a `file` part (or a `text` part)')
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/
// 8 MB of image is about 11.2 MB of base64, plus the rest of the JSON.
const JSON_LIMIT = Math.ceil((BILL_IMAGE_MAX_BYTES * 4) / 3) + 64 * 1024

/**
 * The JSON body: the app's parser has read it (and capped it at HTTP_JSON_LIMIT_BYTES), unless a
 * middleware set ctx.disableBodyParser for this path; then it is read here, up to a full 8 MB image.
 */
async function jsonOf(ctx: RouteContext): Promise<unknown> {
  if ((ctx as { disableBodyParser?: boolean }).disableBodyParser !== true) return jsonBody(ctx)
  if (!ctx.request.is('application/json')) return jsonBody(ctx)
  const raw = await readRaw(ctx, JSON_LIMIT)
  try {
    return JSON.parse(raw.toString('utf8')) as unknown
  } catch {
    throw new HttpError(400, 'bad_request', 'the body is not valid JSON')
  }
}

/**
 * The bill of a POST /ai/parse-bill request: JSON `{text}` or `{image_base64, mime_type}`, or a
 * multipart upload with a `file` part. Anything else is 415. Nothing here follows a URL.
 */
export async function readBillSource(ctx: RouteContext): Promise<BillSource> {
  if (ctx.request.is('multipart/form-data')) return fromMultipart(ctx)
  const body = parseBody(billJsonRequest, await jsonOf(ctx))
  if ('text' in body) return { kind: 'text', text: body.text }
  const compact = body.image_base64.replace(/^data:[^,]*,/, '').replace(/\s+/g, '')
  if (!BASE64.test(compact)) throw ValidationError.field('/image_base64', 'is not base64')
  // 4 base64 characters carry 3 bytes: refuse an oversize image before decoding it.
  if (Math.floor((compact.length * 3) / 4) > BILL_IMAGE_MAX_BYTES + 2)
    throw new HttpError(413, 'payload_too_large', 'the image is larger than 8 MB')
  return { kind: 'image', bytes: new Uint8Array(Buffer.from(compact, 'base64')), mimeType: body.mime_type }
}
