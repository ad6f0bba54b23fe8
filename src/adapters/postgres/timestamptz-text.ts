/**
 * A fast reader of the text Postgres sends for a timestamptz in the usual shape,
 * `YYYY-MM-DD HH:MM:SS[.ffffff]±HH[:MM]` (ISO DateStyle, four-digit year), which a page of rows
 * holds hundreds of: pg's own reader (postgres-date, regular expressions and several Date calls)
 * cost about a tenth of the CPU of GET /transactions (docs/performance.md). Anything else (BC,
 * infinity, seconds in the offset, another DateStyle) goes to `fallback`, so the result is always
 * the one pg would give: the same instant, fractions of a millisecond dropped.
 */
export function timestamptzReader(fallback: (text: string) => unknown): (text: string) => unknown {
  return (text) => readTimestamptz(text) ?? fallback(text)
}

const digit = (text: string, i: number): number => {
  const d = text.charCodeAt(i) - 48
  return d >= 0 && d <= 9 ? d : NaN
}
const two = (text: string, i: number): number => digit(text, i) * 10 + digit(text, i + 1)

/** The instant, or undefined when the text is not in the usual shape. */
export function readTimestamptz(text: string): Date | undefined {
  if (
    text.length < 22 ||
    text.charCodeAt(4) !== 45 ||
    text.charCodeAt(7) !== 45 ||
    text.charCodeAt(10) !== 32
  )
    return undefined
  if (text.charCodeAt(13) !== 58 || text.charCodeAt(16) !== 58) return undefined
  const year = two(text, 0) * 100 + two(text, 2)
  if (!(year >= 1000)) return undefined // NaN too; years below 1000 (and BC) take the slow road
  let at = 19
  let ms = 0
  if (text.charCodeAt(at) === 46) {
    at += 1
    let scale = 100
    for (let d = digit(text, at); !Number.isNaN(d); d = digit(text, ++at)) {
      ms += d * scale
      scale /= 10
    }
    ms = Math.floor(ms)
  }
  const sign = text.charCodeAt(at)
  if (sign !== 43 && sign !== 45) return undefined
  let offsetMinutes = two(text, at + 1) * 60
  if (text.length === at + 6 && text.charCodeAt(at + 3) === 58) offsetMinutes += two(text, at + 4)
  else if (text.length !== at + 3) return undefined
  const local = Date.UTC(
    year,
    two(text, 5) - 1,
    two(text, 8),
    two(text, 11),
    two(text, 14),
    two(text, 17),
    ms,
  )
  const instant = local - (sign === 43 ? 1 : -1) * offsetMinutes * 60_000
  return Number.isNaN(instant) ? undefined : new Date(instant)
}
