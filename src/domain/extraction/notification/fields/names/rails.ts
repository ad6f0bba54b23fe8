import { NAME, STOP } from './name-source.js'

/**
 * Slash-separated rail references whose text part is the counterparty: "UPI/P2M/433098765432/
 * RAPIDO", "Info: UPI/432109876543/DR/SURESH TEA STALL/YESB", "NEFT/KKBKH26329012345/ROHIT MEHTA".
 */
export const RAIL_REFERENCE_NAME =
  /(?:UPI|NEFT|IMPS|RTGS)\/(?:P2[AM]\/)?[A-Z0-9]{6,24}\/(?:(?:DR|CR)\/)?([A-Za-z0-9][A-Za-z0-9 &.'-]{1,40}?)(?=\/|\.(?: |$)| Not | Avl| Bal|$)/gu

/**
 * Payment platforms written before the real merchant ("Zomato - Hungry Kitchen", "PAYPAL
 * *NETFLIX", "Razorpay - Acme Store"): the name after the platform is the merchant.
 */
const PLATFORM =
  /^(?:zomato|swiggy|razorpay|payu|cashfree|billdesk|ccavenue|paytm|phonepe|gpay|google pay|google|apple pay|paypal|amazon pay|stripe|sq|sumup|zettle|mercado ?pago|gopay|ovo|dana|shopeepay|grab|kakaopay|paypay|line pay|rakuten pay|uber|bolt)$/iu
const AFTER_PLATFORM = new RegExp(String.raw`^ ?[-*–] ?(?=${NAME}${STOP})`, 'u')

/** The merchant written after a platform's name, when `name` is a platform and one follows it. */
export function merchantAfterPlatform(name: string, rest: string): string | undefined {
  if (!PLATFORM.test(name)) return undefined
  return AFTER_PLATFORM.exec(rest)?.[1]
}
