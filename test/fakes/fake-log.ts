import type { Log } from '../../src/application/ports/log.js'

/** A Log that keeps every entry, for asserting that something was said. */
export class FakeLog implements Log {
  readonly entries: { level: string; fields: Record<string, unknown>; message: string }[] = []
  info(fields: Record<string, unknown>, message: string): void {
    this.entries.push({ level: 'info', fields, message })
  }
  warn(fields: Record<string, unknown>, message: string): void {
    this.entries.push({ level: 'warn', fields, message })
  }
  error(fields: Record<string, unknown>, message: string): void {
    this.entries.push({ level: 'error', fields, message })
  }
  debug(fields: Record<string, unknown>, message: string): void {
    this.entries.push({ level: 'debug', fields, message })
  }
  messages(level: string): string[] {
    return this.entries.filter((e) => e.level === level).map((e) => e.message)
  }
}
