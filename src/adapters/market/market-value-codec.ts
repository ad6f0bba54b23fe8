/**
 * Market values as text for a shared cache: JSON, with the domain's Date fields (`asOf`, a
 * candle's `time`) turned back into Dates. Encoded once by the instance that loads a value,
 * decoded once per instance when its near-cache takes it.
 */
export interface ValueCodec<V> {
  encode(value: V): string
  decode(text: string): V
}

const DATE_FIELDS = new Set(['asOf', 'time'])

export const marketValueCodec: ValueCodec<never> = {
  encode: (value) => JSON.stringify(value),
  decode: (text) =>
    JSON.parse(text, (key, value: unknown) =>
      DATE_FIELDS.has(key) && typeof value === 'string' ? new Date(value) : value,
    ) as never,
}

/** The codec of any market value type. */
export const marketCodec = <V>(): ValueCodec<V> => marketValueCodec
