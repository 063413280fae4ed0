import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { mailUrlProblem } from '../../mail/smtp-options.js';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => ['true', '1', 'yes'].includes(value));

/** pretty: readable lines for a person at a terminal; json: one JSON object a line. */
export const LOG_FORMATS = ['pretty', 'json'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: 'DATABASE_URL must be a postgres:// URL' })
    .optional(),
  SESSION_SECRET: z
    .string()
    .min(32, 'SESSION_SECRET must be at least 32 characters (or unset it to generate one)')
    .optional(),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'PUBLIC_URL must be an http(s) URL' })
    .optional(),
  MAIL_URL: z
    .url({ protocol: /^smtps?$/, error: 'MAIL_URL must be an smtp:// or smtps:// URL' })
    .refine((url) => !mailUrlProblem(url), {
      error: (issue) => mailUrlProblem(String(issue.input)),
    })
    .optional(),
  MAIL_FROM: z.string().min(3).default('Waybill <no-reply@localhost>'),
  TRUST_PROXY: booleanFlag.default(false),
  // Webhooks (docs/webhooks.md): a private network opened on purpose; http:// to this machine.
  WEBHOOK_ALLOW_PRIVATE: booleanFlag.default(false),
  WEBHOOK_DEV_MODE: booleanFlag.default(false),
  // How long a claimed job is held before another instance may take it (§4.7); tests shorten it.
  JOB_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(LOG_FORMATS, { error: 'LOG_FORMAT must be pretty or json' }).optional(),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(5 * 1024 * 1024),
  WEB_ROOT: z.string().optional(),
  // "none": no tile server, the maps draw the basemap that ships with the apps alone.
  MAP_TILE_URL: z
    .string()
    .regex(
      /^none$|^(https?:\/\/|\/).*\{z\}.*\{x\}.*\{y\}/,
      'MAP_TILE_URL must be an http(s) URL with {z}, {x} and {y}, or none',
    )
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_TILE_ATTRIBUTION: z.string().default('© OpenStreetMap contributors'),
  CHAT_SCRIPT_SOURCES: z
    .string()
    .refine(
      (sources) => sources.trim().split(/\s+/).every(isScriptSource),
      'CHAT_SCRIPT_SOURCES must be https:// origins (http:// only on this machine) separated by spaces',
    )
    .optional(),
  SETUP_TOKEN: z
    .string()
    .min(16, 'SETUP_TOKEN must be at least 16 characters (or unset it to have one generated)')
    .optional(),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(60),
  SESSION_MAX_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(90 * 24)
    .default(12),
  RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  // Audit trail: days its rows are kept, two years unless told.
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(1).max(36500).default(730),
  // The key of the audit chain's HMAC; kept outside the database, a database writer cannot forge rows.
  AUDIT_KEY: z
    .string()
    .min(32, 'AUDIT_KEY must be at least 32 characters (or unset it to have one generated)')
    .max(1024, 'AUDIT_KEY must be at most 1024 characters')
    .regex(/^[\x21-\x7e]+$/, 'AUDIT_KEY must be printable ASCII without spaces')
    .optional(),
  PASSWORD_HASH_THREADS: z.coerce.number().int().min(1).max(64).optional(),
  PASSWORD_HASH_QUEUE: z.coerce.number().int().min(0).max(10_000).default(32),
  // The test suite's cheap argon2id (password-worker.js); refused unless NODE_ENV=test.
  PASSWORD_HASH_COST: z.enum(['standard', 'test']).default('standard'),
  TIME_ZONE: z
    .string()
    .refine(isTimeZone, 'TIME_ZONE must be an IANA time zone such as Europe/London')
    .default('UTC'),
  TRACKING_LOOKUP_LIMIT: z.coerce.number().int().min(1).default(120),
  // Places by name: a Nominatim-compatible geocoder instead of the gazetteer.
  GEOCODER_URL: z
    .url({ protocol: /^https?$/, error: 'GEOCODER_URL must be an http(s) URL' })
    .optional(),
  // Metrics: GET /metrics answers only with this bearer token; unset, it is a 404.
  METRICS_TOKEN: z
    .string()
    .min(32, 'METRICS_TOKEN must be at least 32 characters (or unset it to turn /metrics off)')
    .regex(/^[\x21-\x7e]+$/, 'METRICS_TOKEN must be printable ASCII without spaces')
    .optional(),
  // Uploaded pictures in an S3-compatible bucket instead of the data folder.
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'S3_BUCKET must be a bucket name: 3 to 63 lowercase letters, digits, dots and dashes',
    )
    .optional(),
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'S3_ENDPOINT must be an http(s) URL' })
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{1,64}$/, 'S3_REGION must be a region name such as us-east-1 (or auto)')
    .optional(),
  S3_ACCESS_KEY_ID: z
    .string()
    .max(256, 'S3_ACCESS_KEY_ID must be at most 256 characters')
    .optional(),
  S3_SECRET_ACCESS_KEY: z
    .string()
    .max(1024, 'S3_SECRET_ACCESS_KEY must be at most 1024 characters')
    .optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], {
      error: 'S3_FORCE_PATH_STYLE must be true or false',
    })
    .transform((value) => ['true', '1', 'yes'].includes(value))
    .optional(),
});

const S3_SETTINGS = [
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
] as const;

/**
 * The S3 variables only make sense together: a bucket, and both halves of a key or neither. The
 * test suite's password-hash cost is refused outside tests.
 */
const checkedEnvironment = environmentSchema.superRefine((values, context) => {
  if (values.PASSWORD_HASH_COST === 'test' && values.NODE_ENV !== 'test') {
    context.addIssue({
      code: 'custom',
      path: ['PASSWORD_HASH_COST'],
      message:
        'PASSWORD_HASH_COST=test makes passwords cheap to guess: it is for NODE_ENV=test only',
    });
  }
  const stray = S3_SETTINGS.filter((name) => values[name] !== undefined);
  if (!values.S3_BUCKET && stray.length) {
    context.addIssue({
      code: 'custom',
      path: ['S3_BUCKET'],
      message: `S3_BUCKET must be set when ${stray.join(', ')} ${stray.length > 1 ? 'are' : 'is'}`,
    });
  }
  const [key, secret] = [values.S3_ACCESS_KEY_ID, values.S3_SECRET_ACCESS_KEY];
  if ((key === undefined) !== (secret === undefined)) {
    const missing = key === undefined ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY';
    context.addIssue({
      code: 'custom',
      path: [missing],
      message: `${missing} must be set with ${key === undefined ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'}`,
    });
  }
});

/**
 * The bucket uploaded pictures go to (S3_*). Without keys the SDK's own chain is used (the
 * machine's role, AWS_* variables, a profile).
 */
export interface S3Config {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  forcePathStyle: boolean;
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

/** A chat script host: https://, or plain http:// only on loopback (a provider played by a test). */
function isScriptSource(source: string): boolean {
  return (
    /^https:\/\/\S+$/.test(source) ||
    /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/.test(source)
  );
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The typed configuration, read once at boot. */
export interface AppConfig {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  uploadsDir: string;
  databaseUrl: string | undefined;
  sessionSecret: string | undefined;
  publicUrl: string | undefined;
  mailUrl: string | undefined;
  mailFrom: string;
  trustProxy: boolean;
  logLevel: string;
  /** LOG_FORMAT, or by default pretty when stdout is a terminal and json when it is not. */
  logFormat: LogFormat;
  uploadMaxBytes: number;
  /** Folder holding public-web/ and admin/ builds (the repository root by default). */
  webRoot: string;
  mapTileUrl: string;
  mapTileAttribution: string;
  /** The company's time zone: activity dates are shown in it. */
  timeZone: string;
  /** TIME_ZONE was set (the set-up checklist asks for it; UTC is only the default). */
  timeZoneChosen: boolean;
  /** The secret of the first sign-up link (SETUP_TOKEN); generated at start when unset. */
  setupToken: string | undefined;
  /** A staff session ends after this long without a request (SESSION_IDLE_MINUTES). */
  sessionIdleMs: number;
  /** A staff session ends this long after sign-in, however active (SESSION_MAX_HOURS). */
  sessionMaxMs: number;
  /**
   * Days sent mail, contact messages and unconfirmed subscriptions are kept (RETENTION_DAYS).
   */
  retentionDays: number;
  /** Days audit rows are kept (AUDIT_RETENTION_DAYS); older ones go in the hourly sweep. */
  auditRetentionDays: number;
  /**
   * The audit chain's HMAC key (AUDIT_KEY); unset, one is generated and kept in app_secrets, where
   * whoever can write the database can read it too.
   */
  auditKey: string | undefined;
  /** Origins the staff's chat widget (settings' chat_code) loads scripts from. */
  chatScriptSources: string[];
  /** Tracking lookups one visitor (IPv4 address or IPv6 /64) may make per 10 minutes. */
  trackingLookupLimit: number;
  /**
   * Password hashes computed at once (PASSWORD_HASH_THREADS; default one per spare core, at most
   * 4) and waiting for a thread (PASSWORD_HASH_QUEUE) before callers get 429; their cost
   * (PASSWORD_HASH_COST: 'test' only under NODE_ENV=test, for the test suite's speed).
   */
  passwordHashing: { threads: number; queue: number; cost: 'standard' | 'test' };
  /**
   * A Nominatim-compatible geocoder (GEOCODER_URL) that answers the place search instead of the
   * gazetteer shipped with the server.
   */
  geocoderUrl: string | undefined;
  /** The bearer token of GET /metrics (METRICS_TOKEN); /metrics is a 404 without one. */
  metricsToken: string | undefined;
  /** Where uploaded pictures go: the bucket (S3_BUCKET and the rest), or the data folder. */
  s3: S3Config | undefined;
  /**
   * Webhook calls (core/outgoing): `allowPrivate` (WEBHOOK_ALLOW_PRIVATE) lets them reach private
   * networks; `devMode` (WEBHOOK_DEV_MODE, development only) allows http:// and connections to
   * this machine's loopback addresses.
   */
  webhooks: { allowPrivate: boolean; devMode: boolean };
  /** A job claim's lease (JOB_LEASE_SECONDS): a dead instance's jobs are taken after it. */
  jobLeaseSeconds: number;
}

export class ConfigError extends Error {}

/**
 * Reads and checks the environment; a wrong value stops the start with a message naming it.
 * `stdoutIsTTY` (whether a person is watching the output) picks the default log format.
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  stdoutIsTTY: boolean = Boolean(process.stdout.isTTY),
): AppConfig {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = checkedEnvironment.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const values = parsed.data;
  const dataDir = path.resolve(values.DATA_DIR);
  return {
    env: values.NODE_ENV,
    host: values.HOST,
    port: values.PORT,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads', 'images'),
    databaseUrl: values.DATABASE_URL,
    sessionSecret: values.SESSION_SECRET,
    publicUrl: values.PUBLIC_URL?.replace(/\/+$/, ''),
    mailUrl: values.MAIL_URL,
    mailFrom: values.MAIL_FROM,
    trustProxy: values.TRUST_PROXY,
    logLevel: values.LOG_LEVEL,
    logFormat: values.LOG_FORMAT ?? (stdoutIsTTY ? 'pretty' : 'json'),
    uploadMaxBytes: values.UPLOAD_MAX_BYTES,
    webRoot: path.resolve(values.WEB_ROOT ?? defaultWebRoot()),
    mapTileUrl: values.MAP_TILE_URL === 'none' ? '' : values.MAP_TILE_URL,
    mapTileAttribution: values.MAP_TILE_ATTRIBUTION,
    timeZone: values.TIME_ZONE,
    timeZoneChosen: present.TIME_ZONE !== undefined,
    setupToken: values.SETUP_TOKEN,
    sessionIdleMs: values.SESSION_IDLE_MINUTES * 60_000,
    sessionMaxMs: values.SESSION_MAX_HOURS * 3_600_000,
    retentionDays: values.RETENTION_DAYS,
    auditRetentionDays: values.AUDIT_RETENTION_DAYS,
    auditKey: values.AUDIT_KEY,
    chatScriptSources: values.CHAT_SCRIPT_SOURCES?.trim().split(/\s+/) ?? [],
    trackingLookupLimit: values.TRACKING_LOOKUP_LIMIT,
    passwordHashing: {
      threads: values.PASSWORD_HASH_THREADS ?? Math.max(1, Math.min(4, availableParallelism() - 1)),
      queue: values.PASSWORD_HASH_QUEUE,
      cost: values.PASSWORD_HASH_COST,
    },
    geocoderUrl: values.GEOCODER_URL,
    metricsToken: values.METRICS_TOKEN,
    webhooks: { allowPrivate: values.WEBHOOK_ALLOW_PRIVATE, devMode: values.WEBHOOK_DEV_MODE },
    jobLeaseSeconds: values.JOB_LEASE_SECONDS,
    s3: values.S3_BUCKET
      ? {
          bucket: values.S3_BUCKET,
          endpoint: values.S3_ENDPOINT,
          region: values.S3_REGION ?? 'us-east-1',
          forcePathStyle: values.S3_FORCE_PATH_STYLE ?? false,
          credentials:
            values.S3_ACCESS_KEY_ID && values.S3_SECRET_ACCESS_KEY
              ? {
                  accessKeyId: values.S3_ACCESS_KEY_ID,
                  secretAccessKey: values.S3_SECRET_ACCESS_KEY,
                }
              : undefined,
        }
      : undefined,
  };
}

function defaultWebRoot(): string {
  // api/dist/core/config → repository root
  return path.resolve(import.meta.dirname, '..', '..', '..', '..');
}

export const APP_CONFIG = Symbol('APP_CONFIG');
