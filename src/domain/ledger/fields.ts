import { ValidationError, type FieldError } from '../errors.js'
import { toCurrencyCode, toDecimalString, type CurrencyCode, type DecimalString, decimal } from '../money.js'

/**
 * Collects field problems while a draft is parsed, so one call reports every bad field with its
 * JSON Pointer. `finish()` throws a ValidationError when anything was wrong.
 */
export class FieldReader {
  readonly #errors: FieldError[] = []
  constructor(readonly input: Readonly<Record<string, unknown>>) {}

  has(name: string): boolean {
    return this.input[name] !== undefined
  }

  fail(name: string, detail: string): void {
    this.#errors.push({ pointer: `/${name}`, detail })
  }

  text(name: string, opts: { required: true; max: number; min?: number }): string
  text(name: string, opts: { required?: false; max: number; min?: number }): string | null
  text(
    name: string,
    { required = false, max, min = 0 }: { required?: boolean; max: number; min?: number },
  ): string | null {
    const raw = this.input[name]
    if (raw === undefined || raw === null) {
      if (required) this.fail(name, 'is required')
      return required ? '' : null
    }
    if (typeof raw !== 'string') {
      this.fail(name, 'must be a string')
      return null
    }
    const value = raw.trim()
    if (value.length < Math.max(min, required ? 1 : 0))
      this.fail(name, required ? 'must not be empty' : `must have at least ${min} characters`)
    else if (value.length > max) this.fail(name, `must have at most ${max} characters`)
    return value === '' ? null : value
  }

  oneOf<T extends string>(name: string, allowed: readonly T[], fallback?: T): T {
    const raw = this.input[name] ?? fallback
    if (raw === undefined || raw === null) {
      this.fail(name, `is required (one of ${allowed.join(', ')})`)
      return allowed[0] as T
    }
    if (typeof raw !== 'string' || !(allowed as readonly string[]).includes(raw)) {
      this.fail(name, `must be one of ${allowed.join(', ')}`)
      return allowed[0] as T
    }
    return raw as T
  }

  currency(name: string): CurrencyCode {
    const code = toCurrencyCode(this.input[name])
    if (!code)
      this.fail(
        name,
        this.input[name] === undefined ? 'is required' : 'must be an ISO 4217 currency code such as "USD"',
      )
    return code ?? ('XXX' as CurrencyCode)
  }

  amount(name: string, rule: { required: true; min: 'positive' | 'non_negative' | 'any' }): DecimalString
  amount(
    name: string,
    rule: { required: false; min: 'positive' | 'non_negative' | 'any' },
  ): DecimalString | null
  amount(
    name: string,
    { required, min }: { required: boolean; min: 'positive' | 'non_negative' | 'any' },
  ): DecimalString | null {
    const raw = this.input[name]
    if (raw === undefined || raw === null) {
      if (required) this.fail(name, 'is required')
      return required ? ('0' as DecimalString) : null
    }
    const value = toDecimalString(raw)
    if (!value) {
      this.fail(
        name,
        'must be a decimal number (a string like "12.50" or a JSON number), at most 20 integer and 10 fractional digits',
      )
      return '0' as DecimalString
    }
    if (min === 'positive' && !decimal(value).gt(0)) this.fail(name, 'must be greater than 0')
    if (min === 'non_negative' && decimal(value).lt(0)) this.fail(name, 'must be 0 or more')
    return value
  }

  bool(name: string, fallback: boolean): boolean {
    const raw = this.input[name]
    if (raw === undefined || raw === null) return fallback
    if (typeof raw !== 'boolean') this.fail(name, 'must be true or false')
    return raw === true
  }

  instant(name: string, fallback?: Date): Date {
    const raw = this.input[name]
    if ((raw === undefined || raw === null) && fallback) return fallback
    const value = typeof raw === 'string' ? parseInstant(raw) : undefined
    if (!value)
      this.fail(
        name,
        raw === undefined
          ? 'is required'
          : 'must be an ISO 8601 date-time with a zone, e.g. "2026-11-21T10:00:00Z"',
      )
    return value ?? new Date(0)
  }

  uuid(name: string): string | null {
    const raw = this.input[name]
    if (raw === undefined || raw === null) return null
    if (typeof raw !== 'string' || !UUID.test(raw)) {
      this.fail(name, 'must be a UUID')
      return null
    }
    return raw.toLowerCase()
  }

  finish(): void {
    if (this.#errors.length > 0) throw new ValidationError(this.#errors)
  }
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2}))?$/

/** An ISO 8601 instant with an explicit zone (or a bare date, read as midnight UTC). */
export function parseInstant(raw: string): Date | undefined {
  if (!ISO_INSTANT.test(raw)) return undefined
  // Refuse calendar days that do not exist (2026-02-29, 2026-04-31), which Date would roll over.
  const [y, m, d] = raw.slice(0, 10).split('-').map(Number) as [number, number, number]
  if (new Date(Date.UTC(y, m - 1, d)).getUTCDate() !== d) return undefined
  const date = new Date(raw.length === 10 ? `${raw}T00:00:00Z` : raw)
  return Number.isNaN(date.getTime()) ? undefined : date
}
