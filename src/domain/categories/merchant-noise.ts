/**
 * The words around a merchant's name that say how it was paid, who processed it, or what kind of
 * company it is, rather than who it is. merchantKey() drops them (docs/categories.md "Merchant
 * key"). Lower case, without diacritics: the key folds letters before it compares.
 */

/**
 * Payment processors and marketplaces that write "<PROCESSOR> *<MERCHANT>" or "<PROCESSOR>*<MERCHANT>":
 * the merchant is what follows the star. Not listed: brands whose own sub-products follow a star
 * ("UBER *EATS", "LYFT *RIDE"), whose star is part of the name.
 */
export const STAR_PROCESSORS = words(`
sq|tst|toast|paypal|pp|sumup|sum up|iz|izettle|zettle|google|goog|apl|sp|fs|wpy|clv|bt|ckm|paytm|razorpay|
rzp|payu|ccavenue|billdesk|cashfree|iyzico|iyz|stripe|adyen|mollie|klarna|ecp|pos`)

/**
 * Words and phrases a bank, a card network or a terminal writes before the merchant: the channel
 * ("POS", "CONTACTLESS", "UPI"), the instrument ("VISA DEBIT", "KREDI KARTI"), the operation
 * ("PURCHASE AUTHORIZED ON", "KARTENZAHLUNG", "PRLV SEPA"), in the languages of the markets served.
 */
export const LEADING_NOISE = words(`
pos|visa|debit|credit|card|cards|purchase|purchases|checkcard|check card|contactless|cnp|ach|eft|recurring|
payment|payments|pmt|pymt|paid to|payment to|to|at|from|authorized|authorized on|authorised|authorised on|auth|preauth|pending|
bill payment|bill pay|billpay|direct debit|dd|so|bgc|fps|fpo|tfr|ecom|e com|online|intl|international|
apple pay|google pay|gpay|samsung pay|mastercard|maestro|amex|rupay|sale|withdrawal|txn|trx|ref|
point of sale|mobile|web|internet|the|sanal|harcama|kredi|karti|kart|banka|isyeri|alisveris|taksitli|
kartenzahlung|lastschrift|sepa|girocard|ec|zahlung|folgelastschrift|cb|carte|prlv|paiement|par|achat|
compra|tarjeta|pago|pagamento|acquisto|betaling|pinbetaling|bea|gea|upi|imps|neft|rtgs|nach|ecs|info|vpa|mb|
ib|dr|cr|p2m|p2a|collect|merchant|mer`)

/**
 * Company forms and their noise after a name: "LTD", "INC", "GMBH & CO KG", "A.S.", "TIC. VE SAN.
 * LTD. STI.", "PVT LTD". Dropped from the end only.
 */
export const LEGAL_SUFFIXES = words(`
ltd|limited|inc|incorporated|llc|llp|lp|plc|corp|corporation|co|company|and co|cos|holdings|group|
gmbh|mbh|ag|kg|ohg|ug|ev|se|sa|sas|sarl|srl|spa|sl|slu|bv|nv|oy|oyj|ab|as|asa|aps|kft|zrt|ltda|
sp zoo|pvt|private|pte|pty|dac|tic|ticaret|san|sanayi|ve|sti|birlesik|magazalar|magazacilik|yeni magazacilik|
marketler|pazarlama|hizmetleri|gida|turizm|anonim sirketi|as`)

/**
 * Words a statement adds after a brand to say what kind of shop it is: "TESCO STORES", "BLUE BOTTLE
 * COFFEE", "WHOLE FOODS MARKET", "SHELL OIL", "WALMART SUPERCENTER". Dropped from the end only, and
 * never the last word, so "Coffee" and "Market" alone keep their names.
 */
export const DESCRIPTOR_SUFFIXES = words(`
stores|superstore|supercenter|whse|wholesale|supermarket|supermarkets|market|markt|mkt|coffee|oil|petrol|petrolculuk|
service station|pharmacy|travel|rent|dd|ppd|pmt|pmts|fatura|odeme|
local|online|com|net|www|web|bill|billing|payment|payments|purchase|order|subscription|recurring|
apple pay|google pay|contactless|pending|txn|ref|id`)

/**
 * Currency codes and symbols' names that trail an amount on SMS and terminal receipts ("USD", "TL").
 * Only ever dropped from the end.
 */
export const CURRENCY_SUFFIXES = words(`usd|eur|gbp|inr|rs|try|tl|chf|sek|nok|dkk|pln|aed|cad|aud`)

/** Words that tag a store's number: "STORE 0042", "NO 12", "SUBE 3" (Turkish branch), "FILIALE 7". */
export const STORE_NUMBER_WORDS: ReadonlySet<string> = new Set([
  'store',
  'str',
  'no',
  'nr',
  'num',
  'unit',
  'branch',
  'sube',
  'filiale',
  'loc',
  'location',
  'terminal',
  'term',
  'tid',
  'mid',
])

/**
 * Spellings of one brand that no folding joins: what the left word sequence is replaced by. Kept
 * short on purpose: only abbreviations statements print instead of a brand's name.
 */
export const BRAND_ALIASES: readonly (readonly [readonly string[], readonly string[]])[] = [
  [['amzn'], ['amazon']],
  [['amazon', 'mktp'], ['amazon']],
  [['amazon', 'mktpl'], ['amazon']],
  [['amazon', 'mktplace'], ['amazon']],
  [['amazon', 'marketplace'], ['amazon']],
  [['amazon', 'retail'], ['amazon']],
  [['mc', 'donalds'], ['mcdonalds']],
  [['mcdonald'], ['mcdonalds']],
  [['wm', 'supercenter'], ['walmart']],
  [['wal', 'mart'], ['walmart']],
  [['itunes'], ['apple']],
  [['7', 'eleven'], ['7eleven']],
]

/** "a|b c" -> [["a"], ["b", "c"]]: phrases as word lists, matched word by word. */
export function words(list: string): readonly (readonly string[])[] {
  return list
    .split('|')
    .map((p) => p.trim())
    .filter((p) => p !== '')
    .map((p) => p.split(' '))
}
