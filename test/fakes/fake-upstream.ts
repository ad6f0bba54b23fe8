/**
 * What the market fakes share: every call recorded (method, batch size), and failures on demand
 * (`failure` for every call, `failNext` for the next one), thrown before anything is answered.
 */
export abstract class FakeUpstream {
  readonly calls: { method: string; size: number }[] = []
  failure: Error | undefined
  failNext: Error | undefined

  count(method: string): number {
    return this.calls.filter((c) => c.method === method).length
  }

  protected record(method: string, size: number): void {
    this.calls.push({ method, size })
    const next = this.failNext
    this.failNext = undefined
    if (next) throw next
    if (this.failure) throw this.failure
  }
}

/** What a fake knows: a fixed table, or a rule that answers any key (undefined: unknown). */
export type Known<K, V> = ReadonlyMap<K, V> | ((key: K) => V | undefined)

export const lookUp = <K, V>(known: Known<K, V>, key: K): V | undefined =>
  typeof known === 'function' ? known(key) : known.get(key)
