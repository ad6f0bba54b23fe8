/**
 * Text from a bank bridge made storable and bounded, as user text is: control characters
 * (NUL, which Postgres refuses, C0, C1, line and paragraph separators, zero-width marks) become
 * spaces, unpaired UTF-16 surrogates are dropped, white space is folded and trimmed, and text
 * longer than `max` characters is cut with an ellipsis.
 */
export function bridgeText(raw: string, max: number): string {
  const plain = stripUnstorable(raw)
    // eslint-disable-next-line no-control-regex -- control characters are what is removed
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028\u2029]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return plain.length > max ? `${plain.slice(0, max - 1)}…` : plain
}

/**
 * A bridge's id made storable without changing any id that already was: control characters and
 * unpaired surrogates removed, nothing folded or cut (ids are compared, so a cut could merge two).
 */
export function bridgeId(raw: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  return stripUnstorable(raw).replace(/[\u0000-\u001f\u007f-\u009f]/g, '')
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g

function stripUnstorable(text: string): string {
  return text.replace(LONE_SURROGATE, '')
}
