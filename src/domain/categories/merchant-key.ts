/**
 * The merchant key: one string for every way statements, SMS and card terminals spell the same
 * merchant ("SQ *BLUE BOTTLE #123 SAN FRANCISCO US" and "Blue Bottle"), so that a choice the user
 * made once applies to the next transaction (docs/categories.md "Learned").
 *
 * First version; the normalisation is extended and tested against the labelled set in
 * test/domain/categories. Written by hand: no library normalises card-statement merchant text.
 */
const PROCESSOR_PREFIXES =
  /^(sq \*|sq\*|tst\* ?|paypal \*|paypal\*|upi\/|pos |ach |sumup \*|zettle_\*|iz \*)/i

export function merchantKey(raw: string | null | undefined): string | null {
  if (!raw) return null
  let text = raw.normalize('NFKC').toLowerCase().trim()
  text = text.replace(PROCESSOR_PREFIXES, '')
  text = text.replace(/[#*]\s*\d+/g, ' ')
  text = text.replace(/\d+/g, ' ')
  text = text.replace(/[^\p{L}\p{N}&' ]+/gu, ' ')
  text = text.replace(/\s+/g, ' ').trim()
  return text === '' ? null : text
}
