import { isUtf8 } from 'node:buffer'
import iconv from 'iconv-lite'
import { StatementUnreadableError } from '../../domain/imports/statement.js'

/**
 * The encodings bank exports come in. ISO-8859-1 files are read as Windows-1252: the two agree on
 * every printable character and 0x80-0x9F are C1 control codes no statement holds (browsers and
 * the WHATWG Encoding standard do the same).
 */
export type TextEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252'

export interface DetectedEncoding {
  readonly encoding: TextEncoding
  /** Bytes of byte-order mark at the start of the file, skipped when decoding. */
  readonly bomLength: number
}

const CHUNK_BYTES = 64 * 1024
const PROBE_BYTES = 8 * 1024

/**
 * A BOM decides; otherwise a file that is valid UTF-8 is UTF-8 (Windows-1252 text with any accented
 * letter is almost never valid UTF-8), else Windows-1252. Checked without decoding (Buffer's
 * native isUtf8), so the file is not copied. A NUL byte in the first 8 KiB of a file without a
 * UTF-16 BOM means a binary file: no statement format holds one.
 */
export function detectEncoding(bytes: Uint8Array): DetectedEncoding {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { encoding: 'utf-8', bomLength: 3 }
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { encoding: 'utf-16le', bomLength: 2 }
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { encoding: 'utf-16be', bomLength: 2 }
  if (bytes.subarray(0, PROBE_BYTES).includes(0)) {
    throw new StatementUnreadableError(null, 'a text file (CSV, OFX/QFX, QIF or CAMT.053), not binary data')
  }
  // A NUL further on is one stray byte in a text file; no text column can store it, so the file
  // is refused naming its line rather than failing when the line is saved.
  const nul = bytes.indexOf(0)
  if (nul >= 0) {
    throw new StatementUnreadableError(lineAt(bytes, nul), 'text without NUL bytes (found a NUL byte)')
  }
  return { encoding: isUtf8(bytes) ? 'utf-8' : 'windows-1252', bomLength: 0 }
}

/** The 1-based line of the byte at `offset` (lines end with LF; CR LF counts once). */
function lineAt(bytes: Uint8Array, offset: number): number {
  let line = 1
  for (let at = bytes.indexOf(0x0a); at >= 0 && at < offset; at = bytes.indexOf(0x0a, at + 1)) line++
  return line
}

/** The whole file as text (the XML and QIF readers need it whole), without its BOM. */
export function decodeText(bytes: Uint8Array, detected: DetectedEncoding = detectEncoding(bytes)): string {
  return iconv.decode(
    Buffer.from(bytes.buffer, bytes.byteOffset + detected.bomLength, bytes.length - detected.bomLength),
    detected.encoding,
  )
}

/**
 * The file as text in 64 KiB pieces, for readers that stream (CSV): never the whole text at once.
 * iconv-lite's decoder carries a character split across two pieces over to the next.
 */
export function* decodeChunks(bytes: Uint8Array, detected: DetectedEncoding): Generator<string> {
  const decoder = iconv.getDecoder(detected.encoding)
  for (let start = detected.bomLength; start < bytes.length; start += CHUNK_BYTES) {
    const end = Math.min(bytes.length, start + CHUNK_BYTES)
    const text = decoder.write(Buffer.from(bytes.buffer, bytes.byteOffset + start, end - start))
    if (text) yield text
  }
  const rest = decoder.end()
  if (rest) yield rest
}

/** The first `maxBytes` of the file as text (for sniffing the format, delimiter and header). */
export function decodeHead(bytes: Uint8Array, detected: DetectedEncoding, maxBytes = CHUNK_BYTES): string {
  const end = Math.min(bytes.length, detected.bomLength + maxBytes)
  const head = Buffer.from(bytes.buffer, bytes.byteOffset + detected.bomLength, end - detected.bomLength)
  return iconv.decode(head, detected.encoding).replace(/\uFFFD+$/, '')
}
