import { DAY_MS } from '../calendar.js'

/**
 * When a notification says the transaction happened. Banks write "Oct 7, 2023 at 1:23PM ET",
 * "07 Oct 2026 14:32", "2026-10-07", "05-02-19 07:27:11" or nothing at all.
 *
 * The rule: a date, a time and a zone give the exact instant; a date without a zone on the day
 * the phone received it (or the day before) means "just now", so receivedAt is kept; another date
 * gives that day at the written time (or noon) UTC; no date gives receivedAt.
 */
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']
const MONTH = String.raw`(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?`

const ZONES: Readonly<Record<string, string>> = {
  ET: 'America/New_York',
  EST: 'America/New_York',
  EDT: 'America/New_York',
  CT: 'America/Chicago',
  CST: 'America/Chicago',
  CDT: 'America/Chicago',
  MT: 'America/Denver',
  MST: 'America/Denver',
  MDT: 'America/Denver',
  PT: 'America/Los_Angeles',
  PST: 'America/Los_Angeles',
  PDT: 'America/Los_Angeles',
  GMT: 'UTC',
  UTC: 'UTC',
  BST: 'Europe/London',
  UK: 'Europe/London',
  CET: 'Europe/Paris',
  CEST: 'Europe/Paris',
  IST: 'Asia/Kolkata',
}

interface LocalDate {
  readonly year: number | undefined
  readonly month: number
  readonly day: number
}

function findDate(text: string, monthFirst: boolean): LocalDate | undefined {
  let m = new RegExp(String.raw`\b${MONTH}\s+(\d{1,2})(?:st|nd|rd|th)?(?:,?\s+(\d{4}))?`, 'i').exec(text)
  if (m)
    return {
      month: MONTHS.indexOf(m[1]!.toLowerCase()) + 1,
      day: Number(m[2]),
      year: m[3] ? Number(m[3]) : undefined,
    }
  // "24 Nov 2026", "24-Nov-26", "22Nov26", "01-NOV-26".
  m = new RegExp(
    String.raw`\b(\d{1,2})(?:st|nd|rd|th)?[\s-]?${MONTH}(?:[\s-]?(\d{4}|\d{2})(?!\d))?`,
    'i',
  ).exec(text)
  if (m)
    return {
      month: MONTHS.indexOf(m[2]!.toLowerCase()) + 1,
      day: Number(m[1]),
      year: m[3] ? (m[3].length === 2 ? 2000 + Number(m[3]) : Number(m[3])) : undefined,
    }
  m = /\b(\d{4})[-/](\d{2})[-/](\d{2})(?!\d)/.exec(text)
  if (m) return { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) }
  m = /\b(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})\b/.exec(text)
  if (m) {
    const [a, b] = [Number(m[1]), Number(m[2])]
    const year = m[3]!.length === 2 ? 2000 + Number(m[3]) : Number(m[3])
    // US writes month first; elsewhere the day comes first. An impossible month settles it.
    const month = monthFirst && a <= 12 ? a : b <= 12 ? b : a
    const day = month === a ? b : a
    return { year, month, day }
  }
  // "24/11 às 13:05", "em 24/11": day and month, this year (never a time like 12:31).
  m = /(?<![\d/.:])(\d{1,2})\/(\d{1,2})(?![\d/:])/.exec(text)
  if (m) {
    const [a, b] = [Number(m[1]), Number(m[2])]
    const month = monthFirst && a <= 12 ? a : b <= 12 ? b : a
    return { year: undefined, month, day: month === a ? b : a }
  }
  return undefined
}

function findTime(text: string): { hour: number; minute: number; second: number } | undefined {
  const m = /\b(\d{1,2}):(\d{2})(?::(\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?/i.exec(text)
  if (!m) return undefined
  let hour = Number(m[1])
  const half = m[4]?.toLowerCase().replace(/\./g, '')
  if (half === 'pm' && hour < 12) hour += 12
  if (half === 'am' && hour === 12) hour = 0
  if (hour > 23 || Number(m[2]) > 59) return undefined
  return { hour, minute: Number(m[2]), second: Number(m[3] ?? 0) }
}

// Building a formatter costs about a millisecond; there are a handful of zones, so keep one each.
const formatters = new Map<string, Intl.DateTimeFormat>()
function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    formatters.set(zone, formatter)
  }
  return formatter
}

function zoneOffsetMs(zone: string, instant: number): number {
  const parts = formatterFor(zone).formatToParts(new Date(instant))
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0)
  return (
    Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second')) - instant
  )
}

function zonedToUtc(localAsUtc: number, zone: string): number {
  const first = localAsUtc - zoneOffsetMs(zone, localAsUtc)
  return localAsUtc - zoneOffsetMs(zone, first)
}

/**
 * `defaultZone` is the sender's usual zone (from the currency's home market): a date and time
 * written without a zone are read there. Without one, the rule above applies.
 */
export function occurredAtOf(
  text: string,
  receivedAt: Date,
  monthFirst: boolean,
  defaultZone?: string,
): Date {
  const date = findDate(text, monthFirst)
  if (!date || date.month < 1 || date.month > 12 || date.day < 1 || date.day > 31) return receivedAt
  const time = findTime(text)
  const year = date.year ?? receivedAt.getUTCFullYear()
  const zoneWord = /\b(ET|EST|EDT|CT|CST|CDT|MT|MST|MDT|PT|PST|PDT|GMT|UTC|BST|CET|CEST|IST)\b/.exec(
    text,
  )?.[1]
  const localAsUtc = Date.UTC(
    year,
    date.month - 1,
    date.day,
    time?.hour ?? 12,
    time?.minute ?? 0,
    time?.second ?? 0,
  )
  if (Number.isNaN(localAsUtc)) return receivedAt
  if (time && zoneWord) return new Date(zonedToUtc(localAsUtc, ZONES[zoneWord] ?? 'UTC'))
  if (time && defaultZone) return new Date(zonedToUtc(localAsUtc, defaultZone))
  const dayGap =
    (Date.UTC(receivedAt.getUTCFullYear(), receivedAt.getUTCMonth(), receivedAt.getUTCDate()) -
      Date.UTC(year, date.month - 1, date.day)) /
    DAY_MS
  if (dayGap === 0 || dayGap === 1) return receivedAt
  return new Date(localAsUtc)
}
