// The last four digits of the card or account: after "ending"/"final"/"terminada en", after a
// card or account word with an optional mask ("A/c **4521", "rek 0123****5566"), or after a bare
// mask ("••4417", "XX8812"). A number glued to a mask on its right ("0123***789") is not a hint.
const ENDING =
  /(?<![\p{L}])(?:ending|ends|endet|terminada|terminado|terminaci[óo]n|terminant|finissant|final|akhiran)(?: (?:in|with|on|auf|en|par))? ?[:(.*xX•·]{0,6} ?(\d{4})(?![\d*xX•])/iu
const WORDED =
  /(?<![\p{L}])(?:card|account|acct|a\/c|ac|acc|konto|kreditkarte|karte|tarjeta|cuenta|carte|compte|carta|conto|rekening|rek|kartu(?: debit| kredit)?(?: [A-Z]{2,5})?|karta|kart|pas|cart[ãa]o|cardul|kort|rachunku|rachunek|खाते|खाता|कार्ड)\.?(?: no\.?| number| #)? ?[:#]? ?(?:\d{0,6}[*xX•·.]{1,8} ?)?(\d{4})(?![\d*xX•])/iu
const MASKED = /(?<![•·*xX])(?:[•·*]{2,8}|[xX]{2,8}|\.{2,3}) ?(\d{4})(?![\d*xX•])/u
const DASHED = /(?<![\p{L}])(?:bank|a\/c|account) ?- ?(\d{4})(?!\d)/iu
// Turkish writes the digits first ("4521 ile biten kartınızla"); Korean and Japanese issuers put
// them in brackets after the card ("신한카드(3821)").
const BEFORE_ENDING = /(?<!\d)(\d{4}) ile biten/u
const BRACKETED = /(?:카드|カード)\((\d{4})\)/u

export function accountLast4Of(text: string): string | null {
  for (const pattern of [ENDING, BEFORE_ENDING, BRACKETED, WORDED, MASKED, DASHED]) {
    const match = pattern.exec(text)
    if (match?.[1]) return match[1]
  }
  return null
}
