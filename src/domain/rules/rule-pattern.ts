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
