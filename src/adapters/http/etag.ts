import type { VersionPrecondition } from '../../application/use-cases/ledger/update-ledger-item.js'

/** A strong validator from the object's version. */
export function etagOf(version: number): string {
  return `"v${version}"`
}

/** If-Match as a precondition: absent, `*`, or the versions named (weak or strong); junk matches nothing. */
export function ifMatch(header: string | undefined): VersionPrecondition {
  if (header === undefined || header.trim() === '') return { kind: 'none' }
  if (header.trim() === '*') return { kind: 'any' }
  const versions = header
    .split(',')
    .map((tag) => /^\s*(?:W\/)?"v(\d{1,9})"\s*$/.exec(tag)?.[1])
    .filter((v): v is string => v !== undefined)
    .map(Number)
  return { kind: 'versions', versions }
}
