import { HttpError } from './http-error.js'
import type { VersionPrecondition } from '../../application/use-cases/ledger/update-ledger-item.js'

/** A strong validator from the object's version. */
export function etagOf(version: number): string {
  return `"v${version}"`
}

const ENTITY_TAG = /^\s*(?:W\/)?"([^"]*)"\s*$/

/**
 * If-Match as a precondition: absent, `*`, or the versions named (weak or strong). A list with
 * anything that is not an entity tag (`v2` without its quotes, say) is a malformed header: 400
 * showing the form, rather than a 412 that would claim the object changed. A well-formed tag that
 * is not one of ours matches nothing (412), as RFC 9110 says.
 */
export function ifMatch(header: string | undefined): VersionPrecondition {
  if (header === undefined || header.trim() === '') return { kind: 'none' }
  if (header.trim() === '*') return { kind: 'any' }
  const tags = header.split(',').map((tag) => ENTITY_TAG.exec(tag)?.[1])
  if (tags.some((tag) => tag === undefined)) {
    const bare = /^\s*(v\d{1,9})\s*$/.exec(header)?.[1]
    throw new HttpError(
      400,
      'bad_request',
      `If-Match must be an entity tag in double quotes, as the ETag header gives it: ${bare ? `"${bare}"` : '"v3"'} (got ${header.slice(0, 40)})`,
    )
  }
  const versions = tags
    .map((tag) => /^v(\d{1,9})$/.exec(tag!)?.[1])
    .filter((v): v is string => v !== undefined)
    .map(Number)
  return { kind: 'versions', versions }
}
