// A reference the bank gives: UPI and IMPS references, Pix end-to-end ids, M-Pesa codes, SPEI
// tracking keys, folios. A reference always has a digit in it ("Ref: Dinner" is a message).
const LABELLED =
  /(?<![\p{L}])(?:upi ref(?:\.? ?no)?|imps ref|ref(?:erence|erencia)?\.?(?: ?(?:no|number|id)\.?)?|refno|no\. ref|txn ?(?:id|no)\.?|transaction ?(?:id|no\.?|number)|auth(?:orization)? code|clave de rastreo|folio|tid|id|upi|संदर्भ(?: सं\.?)?)[:#/ ]{0,3}((?=[A-Za-z0-9.-]{0,40}\d)[A-Za-z0-9](?:[A-Za-z0-9.-]{2,40}[A-Za-z0-9]))(?![A-Za-z0-9])/iu
// M-Pesa and Airtel Money start with the transaction code: "SKM4XQ12ZP Confirmed."
const LEADING_CODE = /^([A-Z0-9]{10}) Confirmed/u

// A rail reference in a slash-separated narration: "UPI/P2M/433098765432/RAPIDO".
const RAIL_SLASH = /(?<![\p{L}])UPI\/(?:P2[AM]\/)?(\d{9,20})(?!\d)/u

export function referenceOf(text: string): string | null {
  return LEADING_CODE.exec(text)?.[1] ?? RAIL_SLASH.exec(text)?.[1] ?? LABELLED.exec(text)?.[1] ?? null
}
