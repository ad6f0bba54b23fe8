/**
 * What a notification's sender says about where it comes from: the country decides what a bare
 * `$`, `R` or `kr` means and in which zone a written time is. Known by the app or SMS sender name
 * (or the name before the first colon of the text); most senders need no entry, since their
 * currency is written unambiguously.
 */
export type Country = 'US' | 'MX' | 'CL' | 'CA' | 'AU' | 'SG' | 'ZA' | 'SE' | 'NO' | 'DK'

const SENDERS: readonly (readonly [RegExp, Country])[] = [
  [
    /\b(bbva m[xé]|banorte|santander mx|nu mx|banamex|citibanamex|hsbc mx|mercado pago mx|spin|bancomer|banco azteca)\b/i,
    'MX',
  ],
  [/\b(bancoestado|banco de chile|bci|banco falabella)\b/i, 'CL'],
  [/\b(td|td canada|rbc|scotiabank|bmo|cibc|interac|desjardins)\b/i, 'CA'],
  [/\b(commbank|westpac|anz|nab|up bank)\b/i, 'AU'],
  [/\b(dbs|ocbc|uob|paylah|paynow)\b/i, 'SG'],
  [/\b(fnb|capitec|absa|standard bank|nedbank|tymebank)\b/i, 'ZA'],
  [/\b(swish|swedbank|seb|handelsbanken)\b/i, 'SE'],
  [/\b(vipps|dnb)\b/i, 'NO'],
  [/\b(mobilepay|danske bank|nykredit)\b/i, 'DK'],
]

/** The sender's name: the app when given, else the text's prefix before a colon ("Chase: ..."). */
export function senderOf(text: string, app: string | undefined): string {
  const named = app?.trim() || /^\s*([^:\n]{2,30}?)\s?:/.exec(text)?.[1] || ''
  return named.toLowerCase().replace(/\s+/g, ' ').trim()
}

export function countryOf(text: string, app: string | undefined): Country | undefined {
  const name = `${app ?? ''} ${/^\s*([^:\n]{2,30}?)\s?:/.exec(text)?.[1] ?? ''}`
  return SENDERS.find(([pattern]) => pattern.test(name))?.[1]
}

const DOLLARS: Partial<Record<Country, string>> = { MX: 'MXN', CL: 'CLP', CA: 'CAD', AU: 'AUD', SG: 'SGD' }
const CROWNS: Partial<Record<Country, string>> = { SE: 'SEK', NO: 'NOK', DK: 'DKK' }

/** What a bare `$` means: US dollars unless the sender (or a Spanish text) says otherwise. */
export function dollarOf(country: Country | undefined, spanish: boolean): string {
  return (country && DOLLARS[country]) ?? (spanish ? 'MXN' : 'USD')
}

/** What a bare `kr` means. */
export const crownOf = (country: Country | undefined): string => (country && CROWNS[country]) ?? 'SEK'

/** The usual zone of each currency's home market, for times written without a zone. */
const ZONE_OF_CURRENCY: Readonly<Record<string, string>> = {
  INR: 'Asia/Kolkata',
  BRL: 'America/Sao_Paulo',
  IDR: 'Asia/Jakarta',
  NGN: 'Africa/Lagos',
  KES: 'Africa/Nairobi',
  MXN: 'America/Mexico_City',
  GBP: 'Europe/London',
  EUR: 'Europe/Berlin',
  CHF: 'Europe/Zurich',
  PLN: 'Europe/Warsaw',
  TRY: 'Europe/Istanbul',
  JPY: 'Asia/Tokyo',
  KRW: 'Asia/Seoul',
  SEK: 'Europe/Stockholm',
  NOK: 'Europe/Oslo',
  DKK: 'Europe/Copenhagen',
  ZAR: 'Africa/Johannesburg',
  AED: 'Asia/Dubai',
  SAR: 'Asia/Riyadh',
  SGD: 'Asia/Singapore',
  CLP: 'America/Santiago',
  AUD: 'Australia/Sydney',
  CAD: 'America/Toronto',
}

/** The zone a sender writes local times in, when it can be told from the currency; else undefined. */
export const zoneOfCurrency = (currency: string): string | undefined => ZONE_OF_CURRENCY[currency]
