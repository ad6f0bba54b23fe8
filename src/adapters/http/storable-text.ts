import type { FieldError } from '../../domain/errors.js'

/**
 * Text Postgres cannot store, refused at the edge for every field of every request: NUL (text
 * columns reject \u0000, SQLSTATE 22021) and lone UTF-16 surrogates (not Unicode; UTF-8 encoding
 * would silently turn them into U+FFFD, so what was stored would not be what was sent).
 */
// eslint-disable-next-line no-control-regex -- matching NUL is the point
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

export function isStorableText(text: string): boolean {
  return !UNSTORABLE.test(text)
}

function escape(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1')
}

/**
 * True when every string and object key in `value` can be stored: the walk of unstorableText
 * without the pointers it makes for every item, for the usual request that has nothing to refuse
 * (a batch of 50 symbols made 50 pointers and tuples to throw away). Iterative, as that one is.
 */
function allStorable(value: unknown): boolean {
  const pending: unknown[] = [value]
  while (pending.length > 0) {
    const item = pending.pop()
    if (typeof item === 'string') {
      if (!isStorableText(item)) return false
    } else if (Array.isArray(item)) {
      for (const entry of item as unknown[]) {
        if (typeof entry === 'string') {
          if (!isStorableText(entry)) return false
        } else if (entry !== null && typeof entry === 'object') pending.push(entry)
      }
    } else if (item !== null && typeof item === 'object') {
      for (const key of Object.keys(item)) {
        if (!isStorableText(key)) return false
        pending.push((item as Record<string, unknown>)[key])
      }
    }
  }
  return true
}

/**
 * One entry per string (value or object key) in `value` that cannot be stored, with its JSON
 * Pointer under `prefix`. Walks iteratively: a body may nest deeper than the call stack.
 */
export function unstorableText(value: unknown, prefix = ''): FieldError[] {
  if (allStorable(value)) return []
  const errors: FieldError[] = []
  const pending: [unknown, string][] = [[value, prefix]]
  while (pending.length > 0 && errors.length < 50) {
    const [item, pointer] = pending.pop()!
    if (typeof item === 'string') {
      if (!isStorableText(item))
        errors.push({ pointer, detail: 'contains a NUL character or an unpaired surrogate' })
    } else if (Array.isArray(item)) {
      item.forEach((entry, i) => pending.push([entry, `${pointer}/${i}`]))
    } else if (item !== null && typeof item === 'object') {
      for (const [key, entry] of Object.entries(item)) {
        const at = `${pointer}/${escape(key)}`
        if (!isStorableText(key))
          errors.push({
            pointer: at,
            detail: 'the field name contains a NUL character or an unpaired surrogate',
          })
        pending.push([entry, at])
      }
    }
  }
  return errors.sort((a, b) => (a.pointer < b.pointer ? -1 : 1))
}
