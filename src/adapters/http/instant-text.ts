import { DAY_MS } from '../../domain/calendar.js'

const TWO = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'))
const THREE = Array.from({ length: 1000 }, (_, i) => String(i).padStart(3, '0'))
/** 10000-01-01T00:00:00Z: past it (and before 1970) Date's own formatting is used. */
const YEAR_10000_MS = 253_402_300_800_000

/**
 * `date.toISOString()`, about three times faster for instants from 1970 to 9999 (the rest go to
 * toISOString). A page of 50 transactions writes 150 instants: toISOString was a third of its
 * serialisation (docs/performance.md). Days to a civil date by H. Hinnant's `civil_from_days`.
 */
export function instantText(date: Date): string {
  const t = date.getTime()
  if (!(t >= 0 && t < YEAR_10000_MS)) return date.toISOString()
  const days = Math.floor(t / DAY_MS)
  let rest = t - days * DAY_MS
  const z = days + 719_468
  const era = Math.floor(z / 146_097)
  const dayOfEra = z - era * 146_097
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  )
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100))
  const shiftedMonth = Math.floor((5 * dayOfYear + 2) / 153) // March is 0
  const day = dayOfYear - Math.floor((153 * shiftedMonth + 2) / 5) + 1
  const month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
  const hours = Math.floor(rest / 3_600_000)
  rest -= hours * 3_600_000
  const minutes = Math.floor(rest / 60_000)
  rest -= minutes * 60_000
  const seconds = Math.floor(rest / 1000)
  const ms = rest - seconds * 1000
  return `${year}-${TWO[month]}-${TWO[day]}T${TWO[hours]}:${TWO[minutes]}:${TWO[seconds]}.${THREE[ms]}Z`
}
