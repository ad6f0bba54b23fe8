import { DEFAULT_INSIGHT_THRESHOLDS, type InsightThresholds } from '../../domain/insights/insight.js'
import { readBankSyncConfig, type BankSyncConfig } from './bank-sync-config.js'
import { ConfigError, EnvReader } from './env-reader.js'
import { readHttpSettings, type HttpSettings } from './http-settings.js'
import { unverifiedJwtRole } from './jwt-role.js'
import { readLlmSettings, type LlmSettings } from './llm-settings.js'
import { readOutboundHttpConfig, type OutboundHttpConfig } from './outbound-http-config.js'
import { readRedisSettings, type RedisSettings } from './redis-settings.js'

export type NodeEnv = 'production' | 'development' | 'test'

/**
 * Everything the service reads from its environment (the README's configuration table, docs/api.md
 * "Configuration"), typed, defaulted and frozen. The only reader of process.env is loadConfig's caller.
 */
/** The API's version, in GET /health and the OpenAPI document (the contract has no version prefix). */
export const SERVICE_VERSION = '2.0.0'

export interface Config {
  readonly nodeEnv: NodeEnv
  readonly version: string
  readonly port: number
  readonly host: string
  readonly logLevel: string
  readonly database: {
    /** undefined outside production selects the embedded development database. */
    readonly url: string | undefined
    readonly poolMax: number
    readonly statementTimeoutMs: number
    readonly embeddedDataDir: string
    /**
     * True when the service runs on the embedded PGlite database (DATABASE_URL unset outside
     * production, or DATABASE_EMBEDDED=true for a URL that points at one): one session, no
     * LISTEN/NOTIFY between connections, so e.g. the scheduler must poll.
     */
    readonly embedded: boolean
    readonly migrateOnStart: boolean
    /**
     * DATABASE_PREPARED_STATEMENTS (default true; always false on the embedded database): the
     * hottest reads run as named prepared statements, parsed and planned once per connection.
     * Set it to false behind a pooler in transaction mode (pgbouncer before 1.21 or without
     * max_prepared_statements, Supabase's pooler on port 6543): a named statement lives in one
     * server connection, which such a pooler does not keep for a client (docs/platform.md).
     */
    readonly preparedStatements: boolean
  }
  /** DATABASE_SERVICE_KEY: the administrators' bearer for POST /rag/ingest, and the cursor-signing seed. */
  readonly serviceKey: string
  readonly auth: {
    readonly jwtSecret: string | undefined
    readonly jwksUrl: string | undefined
    readonly audience: string
    readonly issuer: string | undefined
    readonly tokenCacheTtlSeconds: number
    readonly tokenCacheMaxEntries: number
  }
  /** '*' when ALLOWED_ORIGINS is unset (no credentials); otherwise the exact origins (with credentials). */
  readonly allowedOrigins: '*' | readonly string[]
  readonly http: HttpSettings
  readonly llm: LlmSettings
  readonly market: {
    /** undefined: yahoo-finance2 talks to Yahoo's own hosts. */
    readonly yahooBaseUrl: string | undefined
    readonly coingeckoBaseUrl: string
    readonly coingeckoApiKey: string | undefined
    readonly frankfurterBaseUrl: string
    readonly nasdaqBaseUrl: string
    readonly timeoutMs: number
    readonly retries: number
    readonly cacheMaxEntries: number
  }
  readonly embedding: {
    readonly serverUrl: string | undefined
    readonly timeoutMs: number
    readonly batchSize: number
    /** How long the client trusts the server's last known state before probing again. */
    readonly recheckAfterMs: number
  }
  readonly scheduler: {
    readonly enabled: boolean
    readonly mongoUrl: string | undefined
    /** cron (UTC) of the daily newsletter generation */
    readonly newsletterCron: string
    /** cron (UTC) of the bank-sync scheduler job that queues the due connections */
    readonly bankSyncCron: string
  }
  readonly push: {
    readonly credentialsPath: string | undefined
  }
  /** Bank connections (docs/bank-sync.md): on with DATA_ENCRYPTION_KEY. */
  readonly bankSync: BankSyncConfig
  /** Calls to URLs users choose (bank bridges): the hosts allowed whatever their address. */
  readonly outboundHttp: OutboundHttpConfig
  /** Notification parsing: rules verdicts at least this sure skip the model. */
  readonly extraction: {
    readonly rulesMinConfidence: number
    readonly maxNotificationChars: number
  }
  /** The daily-insight rules' thresholds (INSIGHT_*); see docs/extraction.md. */
  readonly insights: InsightThresholds
  /** Shared state of several instances (docs/scale-out.md); no url: everything stays in process. */
  readonly redis: RedisSettings
  /** GET /market/price/stream (docs/scale-out.md "Live prices"). */
  readonly marketStream: {
    /** Seconds between two polls of one item, capped at the 60 s price TTL. */
    readonly intervalSeconds: number
    readonly heartbeatMs: number
  }
}

export function loadConfig(env: Readonly<Record<string, string | undefined>>): Config {
  const read = new EnvReader(env)
  const nodeEnv = read.oneOf<NodeEnv>('NODE_ENV', ['production', 'development', 'test'], 'development')
  const production = nodeEnv === 'production'

  const databaseUrl = production
    ? read.required('DATABASE_URL', 'is required in production')
    : read.optional('DATABASE_URL')
  if (databaseUrl) read.url('DATABASE_URL')

  const serviceKey = read.required('DATABASE_SERVICE_KEY')
  if (serviceKey && unverifiedJwtRole(serviceKey) === 'anon') {
    read.problems.push('DATABASE_SERVICE_KEY is the anonymous key (role anon): give the service_role key')
  }
  if (serviceKey && serviceKey.length < 16) {
    read.problems.push('DATABASE_SERVICE_KEY is too short to be a secret (16 characters at least)')
  }

  const jwtSecret = read.optional('JWT_SECRET')
  const jwksUrl = read.url('JWT_JWKS_URL')
  if (!jwtSecret && !jwksUrl)
    read.problems.push('JWT_SECRET or JWT_JWKS_URL is required (how user tokens are verified)')
  if (jwtSecret && jwtSecret.length < 16)
    read.problems.push('JWT_SECRET is too short (16 characters at least)')

  const origins = read.optional('ALLOWED_ORIGINS')

  const embeddedDatabase = !databaseUrl || read.bool('DATABASE_EMBEDDED', false)
  const config: Config = {
    nodeEnv,
    version: SERVICE_VERSION,
    port: read.int('PORT', 8000, { max: 65535 }),
    host: read.str('HOST', '0.0.0.0'),
    logLevel: read.oneOf(
      'LOG_LEVEL',
      ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
      nodeEnv === 'test' ? 'silent' : 'info',
    ),
    database: {
      url: databaseUrl || undefined,
      poolMax: read.int('DATABASE_POOL_MAX', 10, { min: 1, max: 200 }),
      statementTimeoutMs: read.int('DATABASE_STATEMENT_TIMEOUT_MS', 15_000, { min: 100 }),
      embeddedDataDir: read.str('EMBEDDED_DATABASE_DIR', '.data/pglite'),
      embedded: embeddedDatabase,
      migrateOnStart: read.bool('MIGRATE_ON_START', true),
      // PGlite serves every connection from one session, where two connections' names would meet.
      preparedStatements: !embeddedDatabase && read.bool('DATABASE_PREPARED_STATEMENTS', true),
    },
    serviceKey,
    auth: {
      jwtSecret,
      jwksUrl,
      audience: read.str('JWT_AUDIENCE', 'authenticated'),
      issuer: read.optional('JWT_ISSUER'),
      tokenCacheTtlSeconds: 300,
      tokenCacheMaxEntries: read.int('TOKEN_CACHE_MAX_ENTRIES', 10_000, { min: 1 }),
    },
    allowedOrigins: origins
      ? origins
          .split(',')
          .map((o) => o.trim().replace(/\/+$/, ''))
          .filter(Boolean)
      : '*',
    http: readHttpSettings(read),
    llm: readLlmSettings(read, production),
    market: {
      yahooBaseUrl: read.url('YAHOO_BASE_URL'),
      coingeckoBaseUrl: read.url('COINGECKO_BASE_URL', 'https://api.coingecko.com/api/v3') ?? '',
      coingeckoApiKey: read.optional('COINGECKO_API_KEY'),
      frankfurterBaseUrl: read.url('FRANKFURTER_BASE_URL', 'https://api.frankfurter.dev') ?? '',
      nasdaqBaseUrl: read.url('NASDAQ_BASE_URL', 'https://api.nasdaq.com') ?? '',
      timeoutMs: read.int('MARKET_TIMEOUT_MS', 8_000, { min: 100 }),
      retries: read.int('MARKET_RETRIES', 2, { max: 5 }),
      cacheMaxEntries: read.int('MARKET_CACHE_MAX_ENTRIES', 20_000, { min: 10 }),
    },
    embedding: {
      serverUrl: read.url('EMBEDDING_SERVER_URL'),
      timeoutMs: read.int('EMBEDDING_TIMEOUT_MS', 30_000, { min: 100 }),
      batchSize: read.int('EMBEDDING_BATCH_SIZE', 64, { min: 1, max: 256 }),
      recheckAfterMs: read.int('EMBEDDING_RECHECK_MS', 5_000, { min: 10 }),
    },
    scheduler: {
      enabled: read.bool('SCHEDULER_ENABLED', true),
      mongoUrl: read.url('AGENDA_MONGO_URL'),
      newsletterCron: read.cron('NEWSLETTER_CRON', '0 6 * * *'),
      bankSyncCron: read.cron('BANK_SYNC_CRON', '*/5 * * * *'),
    },
    push: {
      credentialsPath: read.optional('GOOGLE_APPLICATION_CREDENTIALS'),
    },
    bankSync: readBankSyncConfig(read, production),
    outboundHttp: readOutboundHttpConfig(read),
    extraction: {
      rulesMinConfidence: read.number('NOTIFICATION_RULES_MIN_CONFIDENCE', 0.75, { max: 1 }),
      maxNotificationChars: read.int('NOTIFICATION_MAX_CHARS', 4000, { min: 100, max: 4000 }),
    },
    insights: {
      recentDays: read.int('INSIGHT_RECENT_DAYS', DEFAULT_INSIGHT_THRESHOLDS.recentDays, { min: 1, max: 31 }),
      historyDays: read.int('INSIGHT_HISTORY_DAYS', DEFAULT_INSIGHT_THRESHOLDS.historyDays, {
        min: 124,
        max: 730,
      }),
      paceWarningRatio: read.number(
        'INSIGHT_PACE_WARNING_RATIO',
        DEFAULT_INSIGHT_THRESHOLDS.paceWarningRatio,
        { min: 1 },
      ),
      paceAlertRatio: read.number('INSIGHT_PACE_ALERT_RATIO', DEFAULT_INSIGHT_THRESHOLDS.paceAlertRatio, {
        min: 1,
      }),
      paceMinDayOfMonth: read.int(
        'INSIGHT_PACE_MIN_DAY_OF_MONTH',
        DEFAULT_INSIGHT_THRESHOLDS.paceMinDayOfMonth,
        { min: 1, max: 28 },
      ),
      paceMinAverage: read.number('INSIGHT_PACE_MIN_AVERAGE', DEFAULT_INSIGHT_THRESHOLDS.paceMinAverage),
      largeWarningMultiplier: read.number(
        'INSIGHT_LARGE_WARNING_MULTIPLIER',
        DEFAULT_INSIGHT_THRESHOLDS.largeWarningMultiplier,
        { min: 1 },
      ),
      largeAlertMultiplier: read.number(
        'INSIGHT_LARGE_ALERT_MULTIPLIER',
        DEFAULT_INSIGHT_THRESHOLDS.largeAlertMultiplier,
        { min: 1 },
      ),
      largeMinHistory: read.int('INSIGHT_LARGE_MIN_HISTORY', DEFAULT_INSIGHT_THRESHOLDS.largeMinHistory, {
        min: 1,
      }),
      largeMinAmount: read.number('INSIGHT_LARGE_MIN_AMOUNT', DEFAULT_INSIGHT_THRESHOLDS.largeMinAmount),
      duplicateWindowHours: read.number(
        'INSIGHT_DUPLICATE_WINDOW_HOURS',
        DEFAULT_INSIGHT_THRESHOLDS.duplicateWindowHours,
        { min: 1, max: 24 * 14 },
      ),
      newMerchantMinAmount: read.number(
        'INSIGHT_NEW_MERCHANT_MIN_AMOUNT',
        DEFAULT_INSIGHT_THRESHOLDS.newMerchantMinAmount,
      ),
      newMerchantMinHistoryDays: read.int(
        'INSIGHT_NEW_MERCHANT_MIN_HISTORY_DAYS',
        DEFAULT_INSIGHT_THRESHOLDS.newMerchantMinHistoryDays,
        { max: 365 },
      ),
      recurringMinPrior: read.int(
        'INSIGHT_RECURRING_MIN_PRIOR',
        DEFAULT_INSIGHT_THRESHOLDS.recurringMinPrior,
        { min: 1, max: 12 },
      ),
      recurringIncreasePercent: read.number(
        'INSIGHT_RECURRING_INCREASE_PERCENT',
        DEFAULT_INSIGHT_THRESHOLDS.recurringIncreasePercent,
      ),
    },
    redis: readRedisSettings(read),
    marketStream: {
      intervalSeconds: read.int('MARKET_STREAM_INTERVAL_S', 60, { min: 1, max: 60 }),
      heartbeatMs: read.int('MARKET_STREAM_HEARTBEAT_MS', 15_000, { min: 50 }),
    },
  }
  if (read.problems.length > 0) throw new ConfigError(read.problems)
  return Object.freeze(config)
}
