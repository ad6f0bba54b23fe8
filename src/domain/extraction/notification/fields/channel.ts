import type { TransactionType } from '../../../ledger/transaction.js'
import type { Channel } from '../../notification.js'

// Tried in order: the most specific rail wins ("Pix" over "transfer", "UPI" over "card").
const CHANNELS: readonly (readonly [Channel, RegExp])[] = [
  ['pix', /(?<![\p{L}])pix(?![\p{L}])/iu],
  ['upi', /(?<![\p{L}])(?:upi|vpa|bhim)(?![\p{L}])|@(?:ok[a-z]{2,8}|ybl|ibl|axl|paytm|upi|apl)(?![\p{L}])/iu],
  [
    'atm',
    /(?<![\p{L}])(?:atm|cajero|geldautomat(?:en)?|bargeldauszahlung|dab|distributeur|bankomat[u]?|tarik tunai|saque|retiro de efectivo|reintegro|cash withdraw(?:n|al)?|withdraw(?:n|al)?|wypłata z bankomatu)(?![\p{L}])/iu,
  ],
  ['wallet', /(?<![\p{L}])DANA(?![\p{L}])/u],
  [
    'wallet',
    /(?<![\p{L}])(?:wallet|m-?pesa|airtel money|gopay|ovo|shopeepay|picpay|mercado pago|paypal|venmo|cash app|apple cash|satispay|lydia|bizum|twint|swish|vipps|mobilepay|blik|paypay|stc pay|amazon pay balance|qris|papara|kakaopay|naver pay|line pay)|카카오페이|네이버페이|삼성페이|토스페이|楽天ペイ(?![\p{L}])/iu,
  ],
  [
    'card',
    /(?<![\p{L}])(?:card|cards|cart[ãa]o|cartao|tarjeta|carta|karte|kreditkarte|kartenzahlung|kartenumsatz|carte|kartu|karta|kartą|kart|kartınızla|karty|kort|kortköp|cardul|girocard|pas|pos|visa|mastercard|amex|credito|cr[ée]dito|debito|no d[ée]bito)(?![\p{L}])|カード|카드|कार्ड|[•·]{2}\d/iu,
  ],
  [
    'transfer',
    /(?<![\p{L}])(?:neft|imps|rtgs|spei|ted|eft|interac|e-?transfer|paynow|zelle|wire|transfer(?:encia|ência)?|trf|virement|bonifico|overboeking|przelew|havale|fast|dana masuk)(?![\p{L}])|überweisung(?![\p{L}])/iu,
  ],
]

// Apps whose every payment goes one way: a neobank's "Paid €12 at Lidl" is a card payment.
const CARD_APPS = /^(?:revolut|monzo|n26|bunq|wise|apple wallet|google wallet|cash card)$/iu
const WALLET_APPS =
  /^(?:d払い|au pay|楽天ペイ|line pay|paytm|phonepe|gpay|google pay|venmo|cash app|paypal|mpesa|m-pesa|gopay|ovo|shopeepay|picpay|mercado pago(?: mx)?|satispay|lydia|bizum|twint|swish|vipps|mobilepay|paypay|stc pay|airtel money|jenius)$/iu
const UPI_APPS = /^(?:gpay|google pay|phonepe|paytm|bhim|cred)$/iu

/** How the money moved, from the text's words first, then from what the app is. */
export function channelOf(
  text: string,
  type: TransactionType,
  app: string | undefined,
  currency: string,
): Channel | null {
  for (const [channel, pattern] of CHANNELS) if (pattern.test(text)) return channel
  const name = app?.trim() ?? ''
  if (currency === 'INR' && UPI_APPS.test(name)) return 'upi'
  if (WALLET_APPS.test(name)) return 'wallet'
  if (type === 'transfer') return 'transfer'
  if (type === 'expense' && CARD_APPS.test(name)) return 'card'
  return null
}
