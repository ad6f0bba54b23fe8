import { PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from '../errors.js'

export const BILL_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const
export type BillImageType = (typeof BILL_IMAGE_TYPES)[number]
export const BILL_IMAGE_MAX_BYTES = 8 * 1024 * 1024

/** What the first bytes say the image is (the declared type is not trusted on its own). */
function sniff(bytes: Uint8Array): BillImageType | undefined {
  const at = (i: number) => bytes[i] ?? -1
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return 'image/jpeg'
  if ([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => at(i) === b)) return 'image/png'
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.slice(from, to))
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp'
  return undefined
}

/**
 * Checks a bill image: JPEG, PNG or WebP (declared and actual), at most 8 MB. Returns the type.
 * Throws UnsupportedMediaTypeError (415) or PayloadTooLargeError (413).
 */
export function checkBillImage(bytes: Uint8Array, declaredType: string | undefined): BillImageType {
  if (bytes.length > BILL_IMAGE_MAX_BYTES)
    throw new PayloadTooLargeError(`the image is larger than ${BILL_IMAGE_MAX_BYTES} bytes (8 MB)`)
  if (bytes.length === 0) throw ValidationError.field('/image_base64', 'the image is empty')
  const declared = declaredType?.split(';')[0]?.trim().toLowerCase().replace('image/jpg', 'image/jpeg')
  if (declared !== undefined && !(BILL_IMAGE_TYPES as readonly string[]).includes(declared)) {
    throw new UnsupportedMediaTypeError(`images must be ${BILL_IMAGE_TYPES.join(', ')}; got ${declared}`)
  }
  const actual = sniff(bytes)
  if (!actual) throw new UnsupportedMediaTypeError(`the image is not ${BILL_IMAGE_TYPES.join(', ')}`)
  if (declared !== undefined && declared !== actual)
    throw new UnsupportedMediaTypeError(`the image is ${actual}, not ${declared} as declared`)
  return actual
}
