/** A patch's fields without those the body left out: absent leaves the stored value, null clears it. */
export function presentFields<T extends object>(fields: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  // Object.entries loses the key types; the filter is all this adds.
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as {
    [K in keyof T]?: Exclude<T[K], undefined>
  }
}
