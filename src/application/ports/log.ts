/** The slice of a structured logger the core uses (pino satisfies it). Never pass secrets. */
export interface Log {
  info(fields: Record<string, unknown>, message: string): void
  warn(fields: Record<string, unknown>, message: string): void
  error(fields: Record<string, unknown>, message: string): void
  debug(fields: Record<string, unknown>, message: string): void
}
