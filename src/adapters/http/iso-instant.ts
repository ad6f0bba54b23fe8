const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2}))?$/

/**
 * An ISO 8601 instant with an explicit zone (or a bare date, read as midnight UTC), as the API
 * takes it (docs/api.md "Conventions"); undefined for anything else.
 */
export function parseInstant(raw: string): Date | undefined {
  if (!ISO_INSTANT.test(raw)) return undefined
  // Refuse calendar days that do not exist (2026-02-29, 2026-04-31), which Date would roll over.
  const [y, m, d] = raw.slice(0, 10).split('-').map(Number) as [number, number, number]
  if (new Date(Date.UTC(y, m - 1, d)).getUTCDate() !== d) return undefined
  const date = new Date(raw.length === 10 ? `${raw}T00:00:00Z` : raw)
  return Number.isNaN(date.getTime()) ? undefined : date
}
