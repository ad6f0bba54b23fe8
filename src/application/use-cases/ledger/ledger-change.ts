/** A whole new draft (PUT), or the fields to change (PATCH; a field set to null is cleared). */
export type LedgerChange<Draft> =
  | { readonly mode: 'replace'; readonly draft: Draft }
  | { readonly mode: 'patch'; readonly patch: Partial<Draft> }
