/** A port under test with what the contract needs to arrange its world, and how to let it go. */
export interface Subject<Port> {
  readonly port: Port
  /** A user the port accepts (a users row, for the Postgres adapters). */
  readonly newUserId: (options?: { readonly newsletterEnabled?: boolean }) => Promise<string>
}

/**
 * A run of user ids that sort together and after `prefix` only (letters and digits: collations
 * that skip punctuation order them the same way), so list-after queries on a shared database see
 * this test's users first.
 */
export function idRun(): { prefix: string; id: (suffix: string) => string } {
  const prefix = `u${crypto.randomUUID().replaceAll('-', '')}`
  return { prefix, id: (suffix) => `${prefix}${suffix}` }
}
