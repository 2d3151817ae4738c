import { z } from 'zod';
import { ACCOUNT_APPROVAL_MODES } from '@dawalink/shared';

/** The largest value of a PostgreSQL integer. */
const INT4_MAX = 2_147_483_647;
const bool = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : ['1', 'true', 'yes'].includes(v)));

/** Every environment variable the server reads, parsed once. */
const envSchema = z.object({
  NODE_ENV: z.string().optional().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  PUBLIC_BASE_URL: z.string().optional(),
  SMS_TRANSPORT: z.enum(['console', 'webhook', 'twilio']).default('console'),
  SMS_WEBHOOK_URL: z.string().optional(),
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_FROM: z.string().optional(),
  ADMIN_PHONE: z.string().optional(),
  ADMIN_PIN: z.string().optional(),
  SEED_DEMO: bool,
  DEV_OUTBOX: bool,
  SUPPORT_EMAIL: z.string().default('support@dawalink.pk'),
  COOKIE_SECURE: bool,
  NOTIFY_SELLER_SMS: bool,
  /** Which new accounts wait for the admin's approval before they can sign in: none, sellers or all. */
  ACCOUNT_APPROVAL: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toLowerCase() || undefined : v),
    z.enum(ACCOUNT_APPROVAL_MODES).default('none'),
  ),
  WEB_DIST: z.string().optional(),
  /** Trust X-Forwarded-For from this many proxy hops (0: the socket address is the client; per-IP limits rely on it). */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  WORKERS: z.coerce.number().int().min(1).optional(),
  /** PostgreSQL connections per process (operations.md: max_connections >= instances x WORKERS x this). */
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /** `0` sends every query unprepared: for a pooler that cannot keep prepared statements (PgBouncer before 1.21 in transaction mode). */
  DB_PREPARED_STATEMENTS: bool,
  LOG_LEVEL: z.string().default('warn'),
  // Throttling (DESIGN.md section 6), configurable. The sign-in limits are a database function's integer arguments
  // (migration 160-login-reserve): a larger one is refused here, at start, rather than failing every sign-in.
  LOGIN_PHONE_MAX_FAILURES: z.coerce.number().int().positive().max(INT4_MAX).default(5),
  LOGIN_PHONE_WINDOW_MIN: z.coerce.number().positive().default(15),
  /** Wrong PINs per account in LOGIN_ACCOUNT_WINDOW_DAYS before only an SMS reset opens it (LOGIN_MAX_CONSECUTIVE: old name). */
  LOGIN_ACCOUNT_MAX_FAILURES: z.coerce.number().int().positive().max(INT4_MAX).optional(),
  LOGIN_MAX_CONSECUTIVE: z.coerce.number().int().positive().max(INT4_MAX).optional(),
  LOGIN_ACCOUNT_WINDOW_DAYS: z.coerce.number().positive().default(30),
  LOGIN_IP_MAX: z.coerce.number().int().positive().max(INT4_MAX).default(100),
  LOGIN_IP_WINDOW_MIN: z.coerce.number().positive().default(15),
  OTP_TTL_MIN: z.coerce.number().positive().default(5),
  OTP_MAX_TRIES: z.coerce.number().int().positive().default(3),
  OTP_RESEND_S: z.coerce.number().nonnegative().default(30),
  OTP_PHONE_PER_HOUR: z.coerce.number().int().positive().default(5),
  OTP_IP_PER_DAY: z.coerce.number().int().positive().default(50),
  VERIFICATION_TTL_MIN: z.coerce.number().positive().default(15),
  LOOKUP_IP_PER_MIN: z.coerce.number().int().positive().default(30),
  API_RATE_PER_MIN: z.coerce.number().int().positive().default(6000),
  /** Quick-order matches per signed-in account per minute (each one matches up to 500 lines by trigrams). */
  QUICK_ORDER_PER_MIN: z.coerce.number().int().positive().default(20),
  /** Key of the HMAC that signs shared document links; when unset one is made once and kept in the database. */
  SHARE_LINK_SECRET: z.string().min(32).optional(),
  /** How long a shared invoice or statement link opens (hours). */
  SHARE_LINK_TTL_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 90)
    .default(72),
});

export type Config = Omit<z.infer<typeof envSchema>, 'LOGIN_ACCOUNT_MAX_FAILURES' | 'LOGIN_MAX_CONSECUTIVE'> & {
  LOGIN_ACCOUNT_MAX_FAILURES: number;
  databaseKind: 'postgres' | 'pglite';
};

export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  overrides: Partial<Config> = {},
): Config {
  const { LOGIN_MAX_CONSECUTIVE, ...parsed } = envSchema.parse(env);
  const LOGIN_ACCOUNT_MAX_FAILURES = parsed.LOGIN_ACCOUNT_MAX_FAILURES ?? LOGIN_MAX_CONSECUTIVE ?? 10;
  const config: Config = {
    ...parsed,
    LOGIN_ACCOUNT_MAX_FAILURES,
    databaseKind: parsed.DATABASE_URL ? 'postgres' : 'pglite',
    ...overrides,
  };
  if (overrides.DATABASE_URL !== undefined) config.databaseKind = overrides.DATABASE_URL ? 'postgres' : 'pglite';
  return config;
}

export function publicBaseUrl(config: Config): string {
  return (config.PUBLIC_BASE_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
}
