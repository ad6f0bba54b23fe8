/**
 * The character-level half of merchantKey(): letters folded to plain lower-case Latin where they
 * have a spelling there, the payee picked out of a payment-rail line, addresses (web, UPI) reduced
 * to the name in them, and dates and times removed. The word-level half is in merchant-key.ts.
 */

/** Letters that Unicode does not decompose into a base letter and a mark. */
const SPECIAL_LETTERS: Readonly<Record<string, string>> = {
  ı: 'i',
  ß: 'ss',
  ẞ: 'ss',
  æ: 'ae',
  Æ: 'ae',
  œ: 'oe',
  Œ: 'oe',
  ø: 'o',
  Ø: 'o',
  ł: 'l',
  Ł: 'l',
  đ: 'd',
  Đ: 'd',
  ð: 'd',
  þ: 'th',
}

/**
 * "MİGROS KADIKÖY" -> "migros kadikoy", "Café" -> "cafe", "Straße" -> "strasse", full-width
 * "ＳＴＡＲＢＵＣＫＳ" -> "starbucks"; typographic apostrophes become "'".
 */
export function foldLetters(raw: string): string {
  return raw
    .replace(/[ıßẞæÆœŒøØłŁđĐðþ]/g, (c) => SPECIAL_LETTERS[c] ?? c)
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
}

const RAIL = /(?:^|[\s:])(?:upi|imps|neft|rtgs|nach|mmt)\s*[/:-]/
const IFSC = /^[a-z]{4}0[a-z0-9]{6}$/
const RAIL_WORDS = new Set(
  (
    'upi imps neft rtgs nach mmt p2m p2a dr cr collect pay payment paid sent received na null ref txn ' +
    'mandate autopay intent hdfc icic sbin utib yesb kkbk pytm barb punb ubin cnrb idib ioba indb fdrl ' +
    'airp ibkl mahb hsbc citi scbl'
  ).split(' '),
)

/**
 * The payee of an Indian payment-rail line, which banks print as fields joined by "/" or "-":
 * "UPI/P2M/412345678901/SWIGGY/YESB/swiggy@ybl" -> "swiggy",
 * "UPI-ZOMATO LTD-zomato@hdfcbank-HDFC0000001-412345678901-UPI" -> "zomato ltd". The first field
 * with a name in it (not the rail, a direction, a bank code, an IFSC or a reference number); else
 * the UPI handle. Null when the text is not such a line.
 */
export function paymentRailPayee(text: string): string | null {
  const rail = RAIL.exec(text)
  if (!rail) return null
  const rest = text.slice(rail.index + rail[0].length)
  const fields = rest
    .split(rest.includes('/') ? '/' : '-')
    .map((f) => f.trim())
    .filter((f) => f !== '')
  const named = fields.find((f) => {
    const letters = f.replace(/[^\p{L}]/gu, '').length
    const digits = f.replace(/\D/g, '').length
    return letters >= 2 && digits < letters && !f.includes('@') && !IFSC.test(f) && !RAIL_WORDS.has(f)
  })
  return named ?? fields.find((f) => f.includes('@')) ?? null
}

const HANDLE_NOISE = new Set([
  'payu',
  'razorpay',
  'rzp',
  'cashfree',
  'billdesk',
  'pg',
  'pay',
  'merchant',
  'mer',
])

const isLowerLetter = (c: string | undefined) => c !== undefined && c >= 'a' && c <= 'z'
const isLowerAlnum = (c: string | undefined) => isLowerLetter(c) || (c !== undefined && c >= '0' && c <= '9')
/** A character of a handle's name: [a-z0-9._-]. */
const isHandleChar = (c: string | undefined) => isLowerAlnum(c) || c === '.' || c === '_' || c === '-'
/** A character of a handle's domain: [a-z0-9.-]. */
const isHandleDomainChar = (c: string | undefined) => isLowerAlnum(c) || c === '.' || c === '-'

/**
 * "swiggy@ybl" -> "swiggy", "zomato.payu@hdfcbank" -> "zomato": a UPI handle (or e-mail) to its name.
 *
 * A handle is what `/([a-z0-9][a-z0-9._-]*)@[a-z][a-z0-9.-]*\/g` finds, each replaced by its name
 * between spaces. That expression tries every position and reads the name's characters to their
 * end from each, so a long word without "@" took time quadratic in its length (a 20,000-character
 * word 1.1 s). This scan finds the same handles from each "@" instead, reading each character a
 * bounded number of times: the name is the run of name characters before the "@" (after the
 * previous handle), from its first letter or digit.
 */
export function replaceHandles(text: string): string {
  let out = ''
  let from = 0
  let at = text.indexOf('@')
  while (at !== -1) {
    let start = at
    while (start > from && isHandleChar(text[start - 1])) start--
    while (start < at && !isLowerAlnum(text[start])) start++
    if (start === at || !isLowerLetter(text[at + 1])) {
      at = text.indexOf('@', at + 1)
      continue
    }
    let end = at + 2
    while (isHandleDomainChar(text[end])) end++
    out += `${text.slice(from, start)} ${handleName(text.slice(start, at))} `
    from = end
    at = text.indexOf('@', end)
  }
  return from === 0 ? text : out + text.slice(from)
}

function handleName(handle: string): string {
  const parts = handle.split(/[._-]+/).filter((p) => p !== '' && !HANDLE_NOISE.has(p) && !/\d{2}/.test(p))
  return parts.length > 0 ? parts.join(' ') : handle
}

/**
 * A web address: an optional scheme and "www.", then a host of dotted labels ending in 2-6 letters.
 * It starts only where a host can begin: not right after a label character or a label and a dot
 * (a match there always extends to the left, so the leftmost match never starts there), unless at
 * "http://" or "https://". Without that, a long word was re-read from each of its positions
 * (quadratic: a 20,000-character word 1.6 s); with it each character is read a bounded number of
 * times, and what is found is the same.
 */
const DOMAIN =
  /(?:(?<![a-z0-9-]|[a-z0-9-]\.)|(?=https?:\/\/))(?:https?:\/\/)?(?:www\.)?((?:[a-z0-9-]+\.)+[a-z]{2,6})\b(?:\/[^\s*]*)?/g
const TLDS = new Set(
  'com net org co io in uk de tr fr es it nl ie eu app tv me ai us info biz shop store online ca au jp gov edu ac'.split(
    ' ',
  ),
)

/**
 * "NETFLIX.COM" -> "netflix", "help.uber.com" -> "uber", "AMAZON.CO.UK*MK1234" -> "amazon",
 * "APPLE.COM/BILL" -> "apple": a web address to the name it is registered under. A dotted word
 * that does not end in a known top-level domain ("a.s.", "tic.ltd") is left alone.
 */
export function replaceDomains(text: string): string {
  return text.replace(DOMAIN, (whole, host: string) => {
    const labels = host.split('.')
    if (!TLDS.has(labels[labels.length - 1]!)) return whole
    while (labels.length > 1 && TLDS.has(labels[labels.length - 1]!)) labels.pop()
    return ` ${labels[labels.length - 1]} `
  })
}

const MONTH =
  'jan|january|feb|february|mar|march|apr|april|may|jun|june|jul|july|aug|august|sep|sept|september|oct|october|nov|november|dec|december'
const DATES = [
  /\b\d{4}[-/.]\d{1,2}[-/.]\d{1,2}\b/g,
  /\b\d{1,2}[-/.]\d{1,2}(?:[-/.]\d{2,4})?\b/g,
  /\b\d{1,2}:\d{2}(?::\d{2})?(?:\s?[ap]m)?\b/g,
  new RegExp(`\\b\\d{1,2}\\s?(?:${MONTH})\\.?(?:\\s?\\d{2,4})?\\b`, 'g'),
  new RegExp(`\\b(?:${MONTH})\\.?\\s?\\d{1,2}(?:,?\\s?\\d{4})?\\b`, 'g'),
]

/** "12/03", "2024-03-12", "03MAR24", "Oct 7, 2023", "10:13am": dates, times (and amounts like "12.50"). */
export function removeDates(text: string): string {
  return DATES.reduce((t, pattern) => t.replace(pattern, ' '), text)
}

/**
 * Marks inside a word that statements keep or drop at will, joined so both spellings agree:
 * "JOE'S" = "JOES", "WAL-MART" = "WALMART", "T.J." = "TJ", "A.S." = "AS", "H & M" = "H&M",
 * "7-ELEVEN" = "7ELEVEN". A hyphen between two long words is a separator ("COCA-COLA" = "COCA COLA"),
 * and a stand-alone "&" between words is "and" ("MARKS & SPENCER" = "MARKS AND SPENCER").
 */
export function joinWordMarks(text: string): string {
  // Each mark is looked for before its expressions run: most merchant texts hold none of them, and
  // the six Unicode expressions were half of a merchant key's time (1.55 of 3.2 µs a call).
  let out = text
  if (out.includes("'")) out = out.replace(/(?<=\p{L})'(?=\p{L})/gu, '')
  if (out.includes('.')) out = out.replace(/(?<=(?<![\p{L}\p{N}])\p{L})\.(?=\p{L}(?![\p{L}\p{N}]))/gu, '')
  if (out.includes('-'))
    out = out
      .replace(/(?<=(?<![\p{L}\p{N}])\p{L}{1,3})-(?=\p{L})|(?<=\p{L})-(?=\p{L}{1,3}(?![\p{L}\p{N}]))/gu, '')
      .replace(/(?<=(?<![\p{L}\p{N}])\p{N})-(?=\p{L})/gu, '')
  if (out.includes('&'))
    out = out
      .replace(/(?<=(?<![\p{L}\p{N}])\p{L}{1,2})\s*&\s*(?=\p{L}{1,2}(?![\p{L}\p{N}]))/gu, '&')
      .replace(/(?<![\p{L}\p{N}])&(?![\p{L}\p{N}])/gu, ' and ')
  return out
}
