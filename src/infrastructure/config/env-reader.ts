import { CronExpressionParser } from 'cron-parser'

/**
 * Reads typed settings from an environment map and collects every problem instead of stopping at
 * the first, so a bad start names them all in one message.
 */
export class EnvReader {
  readonly problems: string[] = []
  constructor(readonly env: Readonly<Record<string, string | undefined>>) {}

  optional(name: string): string | undefined {
    const value = this.env[name]?.trim()
    return value === undefined || value === '' ? undefined : value
  }

  str(name: string, fallback: string): string {
    return this.optional(name) ?? fallback
  }

  required(name: string, why = 'is required'): string {
    const value = this.optional(name)
    if (value === undefined) this.problems.push(`${name} ${why}`)
    return value ?? ''
  }

  int(name: string, fallback: number, { min = 0, max = Number.MAX_SAFE_INTEGER } = {}): number {
    const raw = this.optional(name)
    if (raw === undefined) return fallback
    const value = Number(raw)
    if (!Number.isInteger(value) || value < min || value > max) {
      this.problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`)
      return fallback
    }
    return value
  }

  number(name: string, fallback: number, { min = 0, max = Number.MAX_VALUE } = {}): number {
    const raw = this.optional(name)
    if (raw === undefined) return fallback
    const value = Number(raw)
    if (!Number.isFinite(value) || value < min || value > max) {
      this.problems.push(`${name} must be a number from ${min} to ${max} (got "${raw}")`)
      return fallback
    }
    return value
  }

  bool(name: string, fallback: boolean): boolean {
    const raw = this.optional(name)?.toLowerCase()
    if (raw === undefined) return fallback
    if (['1', 'true', 'yes', 'on'].includes(raw)) return true
    if (['0', 'false', 'no', 'off'].includes(raw)) return false
    this.problems.push(`${name} must be true or false (got "${raw}")`)
    return fallback
  }

  url(name: string, fallback?: string): string | undefined {
    const raw = this.optional(name) ?? fallback
    if (raw === undefined) return undefined
    try {
      const parsed = new URL(raw)
      if (!/^(https?|postgres(ql)?|mongodb(\+srv)?):$/.test(parsed.protocol)) throw new Error('protocol')
      return raw.replace(/\/+$/, '')
    } catch {
      this.problems.push(`${name} must be an absolute URL (got "${raw}")`)
      return fallback
    }
  }

  /**
   * A five-field cron expression (minute hour day-of-month month day-of-week, read in UTC), parsed
   * by the library Agenda itself schedules with, so what starts here is what runs.
   */
  cron(name: string, fallback: string): string {
    const raw = this.optional(name)
    if (raw === undefined) return fallback
    const problem = cronProblem(raw)
    if (problem === undefined) return raw
    this.problems.push(
      `${name} must be a cron expression of five fields, e.g. "0 6 * * *" (got "${raw}": ${problem})`,
    )
    return fallback
  }

  oneOf<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
    const raw = this.optional(name)
    if (raw === undefined) return fallback
    if ((allowed as readonly string[]).includes(raw)) return raw as T
    this.problems.push(`${name} must be one of ${allowed.join(', ')} (got "${raw}")`)
    return fallback
  }
}

/** Why `expression` is not a five-field cron expression, or undefined when it is one. */
export function cronProblem(expression: string): string | undefined {
  const fields = expression.trim().split(/\s+/).length
  if (fields !== 5) return `${fields} field${fields === 1 ? '' : 's'}`
  try {
    CronExpressionParser.parse(expression, { tz: 'UTC' })
    return undefined
  } catch (error) {
    return (error as Error).message
  }
}

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    this.name = 'ConfigError'
  }
}
