import type { EnvReader } from './env-reader.js'

export interface BankSyncConfig {
  /** On when DATA_ENCRYPTION_KEY is set (or BANK_SYNC_ENABLED=true, which then requires it). */
  readonly enabled: boolean
  /** The current 32-byte key, and the previous ones still accepted for opening (rotation). */
  readonly encryptionKey: Buffer | undefined
  readonly previousKeys: readonly Buffer[]
  readonly intervalHours: number
  /** http:// bridges (a fake bridge on loopback in tests); refused in production. */
  readonly allowHttp: boolean
  readonly timeoutMs: number
  readonly retries: number
  /** The largest `/accounts` answer read, in bytes (BANK_SYNC_MAX_ANSWER_BYTES). */
  readonly maxAnswerBytes: number
  /** Connection attempts (POST /connections) per user per rolling hour (BANK_CONNECTS_PER_HOUR). */
  readonly connectsPerHour: number
}

/** A 32-byte key written as 64 hex digits or as base64 (44 characters). */
function keyBytes(text: string): Buffer | undefined {
  const bytes = /^[0-9a-fA-F]{64}$/.test(text)
    ? Buffer.from(text, 'hex')
    : /^[A-Za-z0-9+/_-]{43}=?$/.test(text)
      ? Buffer.from(text, 'base64')
      : undefined
  return bytes?.length === 32 ? bytes : undefined
}

/**
 * Bank sync's settings (docs/bank-sync.md). The access URLs of users' banks are stored encrypted
 * under DATA_ENCRYPTION_KEY, so sync is off without one, and a start that asks for sync with no
 * usable key is refused, as is BANK_SYNC_ALLOW_HTTP in production.
 */
export function readBankSyncConfig(read: EnvReader, production: boolean): BankSyncConfig {
  const keyText = read.optional('DATA_ENCRYPTION_KEY')
  const enabled = read.bool('BANK_SYNC_ENABLED', keyText !== undefined)
  const encryptionKey = keyText === undefined ? undefined : keyBytes(keyText)
  if (enabled && keyText === undefined)
    read.problems.push(
      'DATA_ENCRYPTION_KEY is required when BANK_SYNC_ENABLED is true (32 bytes: 64 hex digits or base64)',
    )
  if (keyText !== undefined && !encryptionKey)
    read.problems.push(
      'DATA_ENCRYPTION_KEY must be 32 bytes, written as 64 hex digits or base64 (e.g. `openssl rand -base64 32`)',
    )
  const previousKeys: Buffer[] = []
  for (const [i, text] of (read.optional('DATA_ENCRYPTION_PREVIOUS_KEYS') ?? '').split(',').entries()) {
    if (!text.trim()) continue
    const bytes = keyBytes(text.trim())
    if (bytes) previousKeys.push(bytes)
    else read.problems.push(`DATA_ENCRYPTION_PREVIOUS_KEYS: key ${i + 1} is not 32 bytes in hex or base64`)
  }
  const allowHttp = read.bool('BANK_SYNC_ALLOW_HTTP', false)
  if (allowHttp && production)
    read.problems.push('BANK_SYNC_ALLOW_HTTP is refused in production (bank credentials over plain HTTP)')
  return {
    enabled,
    encryptionKey,
    previousKeys,
    intervalHours: read.int('SYNC_INTERVAL_HOURS', 6, { min: 1, max: 168 }),
    allowHttp,
    timeoutMs: read.int('BANK_SYNC_TIMEOUT_MS', 30_000, { min: 1000, max: 300_000 }),
    retries: read.int('BANK_SYNC_RETRIES', 2, { min: 0, max: 5 }),
    maxAnswerBytes: read.int('BANK_SYNC_MAX_ANSWER_BYTES', 20 * 1024 * 1024, {
      min: 64 * 1024,
      max: 256 * 1024 * 1024,
    }),
    connectsPerHour: read.int('BANK_CONNECTS_PER_HOUR', 10, { min: 1, max: 10_000 }),
  }
}
