import { RE2JS } from 're2js'
import { safeRegex } from 'safe-regex2'

/** The longest pattern a `matches` condition may hold. */
export const PATTERN_MAX_LENGTH = 200
/** Only this many characters of a merchant or description are tested against a pattern. */
export const PATTERN_TEXT_MAX_LENGTH = 1_000

/** A compiled `matches` pattern: true when it matches anywhere in the text, ignoring case. */
export type TextTest = (text: string) => boolean

/**
 * Compiles a user's pattern, or says in words why it is refused (docs/rules.md "Regex safety").
 *
 * Two libraries, each for what it guarantees:
 * - re2js (a pure-JavaScript port of RE2) runs every pattern. It is an automaton, not a
 *   backtracking engine: matching is linear in the text, so no pattern, however written, can
 *   backtrack catastrophically. It refuses what an automaton cannot do (back-references,
 *   look-around), which we answer with 422.
 * - safe-regex2 refuses patterns with nested quantifiers (`(a+)+`, `(\w*)*`): the classic
 *   exponential shapes. RE2 would run them safely, but they are refused anyway so that a rule
 *   never holds a pattern that would hang a backtracking engine elsewhere (an export, a client
 *   showing matches with the platform's RegExp). Its heuristic misses some shapes (overlapping
 *   alternatives such as `(a|a)*`), which is why safety rests on RE2, not on the check.
 * The pattern length is bounded here and the tested text in `test`.
 */
export function compilePattern(source: string): TextTest | string {
  if (source.length === 0) return 'the pattern is empty'
  if (source.length > PATTERN_MAX_LENGTH) return `the pattern is longer than ${PATTERN_MAX_LENGTH} characters`
  let compiled: RE2JS
  try {
    compiled = RE2JS.compile(source, RE2JS.CASE_INSENSITIVE)
  } catch (error) {
    return `not a supported regular expression (RE2 syntax: no back-references or look-around): ${(error as Error).message}`
  }
  if (!safeRegex(source))
    return 'the pattern nests quantifiers (like (a+)+) and could backtrack catastrophically'
  return (text) =>
    compiled.test(text.length > PATTERN_TEXT_MAX_LENGTH ? text.slice(0, PATTERN_TEXT_MAX_LENGTH) : text)
}

/**
 * The patterns of one `any` rule on one field as one test: true when any of them matches. Each is
 * checked as `compilePattern` checks it (one it refuses matches nothing, as on its own); the
 * valid ones run as one alternation, `(?:a)|(?:b)|...`, so the text is read once by one
 * automaton instead of once per pattern (about 8 times faster for 20 patterns, and the
 * automaton's first runs cost a ninth). Wrapping a valid pattern in a group keeps its meaning
 * (RE2 scopes a flag like `(?i)` to its group); a pattern with `\Q` (literal text to the end
 * when `\E` is left out) runs on its own instead.
 */
export function compileAnyPattern(sources: readonly string[]): TextTest {
  const valid: { source: string; test: TextTest }[] = []
  for (const source of sources) {
    const test = compilePattern(source)
    if (typeof test !== 'string') valid.push({ source, test })
  }
  const alone = valid.filter((v) => v.source.includes('\\Q')).map((v) => v.test)
  const grouped = valid.filter((v) => !v.source.includes('\\Q'))
  if (grouped.length > 1) {
    const combined = RE2JS.compile(grouped.map((v) => `(?:${v.source})`).join('|'), RE2JS.CASE_INSENSITIVE)
    alone.push((text) =>
      combined.test(text.length > PATTERN_TEXT_MAX_LENGTH ? text.slice(0, PATTERN_TEXT_MAX_LENGTH) : text),
    )
  } else alone.push(...grouped.map((v) => v.test))
  return (text) => alone.some((test) => test(text))
}
