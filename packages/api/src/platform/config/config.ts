import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import { z } from 'zod';
import type { DatabaseConfig } from '../db/openDatabase.ts';
import type { BlobSettings } from '../blobs/createBlobStore.ts';
import { REPO_ROOT } from '../paths.ts';
import { inDataDir } from '../dataDirErrors.ts';

export { REPO_ROOT } from '../paths.ts';

const JWT_SECRET_FILE = 'jwt-secret';

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'])
  .transform((value) => ['1', 'true', 'yes', 'on'].includes(value));

const positiveInt = z.coerce.number().int().positive();

/** A provider host override: a full URL or nothing. */
const providerUrl = (name: string) =>
  optionalText.pipe(
    z.url({ error: `${name} must be a full URL such as http://127.0.0.1:4010` }).optional(),
  );

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    PUBLIC_URL: z
      .url({ error: 'PUBLIC_URL must be a full URL such as https://yardstick.example.com' })
      .optional(),
    DATA_DIR: z.string().trim().min(1).default('./.data'),
    // Below this much free space under DATA_DIR the embedded database refuses writes (503).
    DISK_RESERVE_MB: z.coerce.number().int().min(0).max(1_000_000).default(64),
    DATABASE_URL: optionalText.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
        .optional(),
    ),
    JWT_SECRET: optionalText.pipe(
      z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
    ),
    DEMO: flag.optional(),
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_PUBLISHABLE_KEY: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    STRIPE_API_BASE: optionalText.pipe(
      z
        .url({ error: 'STRIPE_API_BASE must be a full URL such as http://127.0.0.1:12111' })
        .optional(),
    ),
    BLOB_STORE: z.enum(['file', 's3']).default('file'),
    S3_ENDPOINT: optionalText.pipe(
      z
        .url({ error: 'S3_ENDPOINT must be a full URL such as https://s3.eu-west-1.amazonaws.com' })
        .optional(),
    ),
    S3_BUCKET: optionalText,
    S3_REGION: z.string().trim().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    GEMINI_API_KEY: optionalText,
    GEMINI_MODEL: z.string().trim().min(1).default('gemini-2.5-flash'),
    MAPBOX_TOKEN: optionalText,
    REGRID_TOKEN: optionalText,
    PROVIDERS: z.enum(['demo', 'real']).default('demo'),
    CENSUS_GEOCODER_URL: providerUrl('CENSUS_GEOCODER_URL'),
    MAPBOX_API_URL: providerUrl('MAPBOX_API_URL'),
    OVERPASS_URL: providerUrl('OVERPASS_URL'),
    REGRID_API_URL: providerUrl('REGRID_API_URL'),
    NAIP_IMAGE_SERVER_URL: providerUrl('NAIP_IMAGE_SERVER_URL'),
    GEMINI_API_URL: providerUrl('GEMINI_API_URL'),
    SMTP_URL: optionalText.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
        .optional(),
    ),
    MAIL_FROM: optionalText.pipe(
      z
        .email({ error: 'MAIL_FROM must be an e-mail address such as quotes@example.com' })
        .optional(),
    ),
    CUSTOM_DOMAIN_TARGET: optionalText.pipe(
      z
        .string()
        .regex(
          /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i,
          'CUSTOM_DOMAIN_TARGET must be a host name such as stores.yardstick.example.com',
        )
        .optional(),
    ),
    DNS_SERVERS: optionalText.pipe(
      z
        .string()
        .regex(
          /^[\d.:[\]a-f]+(,\s*[\d.:[\]a-f]+)*$/i,
          'DNS_SERVERS must be IP addresses (with an optional :port), separated by commas',
        )
        .optional(),
    ),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    TRUST_PROXY: flag.default(false),
    RATE_LIMIT_WINDOW_MS: positiveInt.default(15 * 60 * 1000),
    RATE_LIMIT_AUTH_MAX: positiveInt.default(20),
    RATE_LIMIT_API_KEY_MAX: positiveInt.default(300),
    RATE_LIMIT_API_MAX: positiveInt.default(1000),
    PUBLIC_ANALYSES_PER_IP_PER_DAY: positiveInt.default(20),
    DEMO_ANALYSES_PER_IP_PER_DAY: positiveInt.default(20),
    ANALYSIS_THREADS: z.coerce.number().int().min(0).max(64).optional(),
    // New parcels whose pixel work may wait beside those on the threads: a short line keeps
    // every admitted homeowner's wait within seconds (a new parcel takes about 70 ms, so 24
    // wait under 2 s on one thread; waiting costs only the parcel's record), and the rest are
    // told at once to retry (503 with Retry-After). Whole requests, database work included, may number four times
    // the threads' room (modules/estimates/estimatorRouter.ts).
    ANALYSIS_QUEUE_LIMIT: z.coerce.number().int().min(0).max(10_000).default(24),
    WORKERS: z.coerce.number().int().min(1).max(256).optional(),
  })
  .superRefine((env, ctx) => {
    if (env.WORKERS !== undefined && env.WORKERS > 1 && !env.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['WORKERS'],
        message:
          'WORKERS above 1 needs DATABASE_URL: the embedded database serves one process only',
      });
    }
    if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['JWT_SECRET'],
        message: 'JWT_SECRET is required when NODE_ENV=production',
      });
    }
    if (env.BLOB_STORE === 's3') {
      for (const name of [
        'S3_ENDPOINT',
        'S3_BUCKET',
        'S3_ACCESS_KEY_ID',
        'S3_SECRET_ACCESS_KEY',
      ] as const) {
        if (!env[name]) {
          ctx.addIssue({ code: 'custom', path: [name], message: `BLOB_STORE=s3 needs ${name}` });
        }
      }
    }
    if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_PUBLISHABLE_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_SECRET_KEY'],
        message: 'Stripe needs both STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY, or neither',
      });
    }
  });

export type Env = Record<string, string | undefined>;

/** Every variable the server reads (each is documented in packages/api/.env.example). */
export const ENV_VARIABLES = Object.keys(envSchema.shape);

export interface RateLimitRule {
  windowMs: number;
  limit: number;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  publicUrl: URL;
  dataDir: string;
  database: DatabaseConfig;
  /** Where images live: files under DATA_DIR/blobs, or an S3-compatible bucket shared by several servers. */
  blobs: BlobSettings;
  /** Empty after parseEnv when it is to come from DATA_DIR; loadConfig fills it in. */
  jwtSecret: string;
  demo: boolean;
  stripe: {
    secretKey: string;
    publishableKey: string;
    webhookSecret: string | undefined;
    /** Another Stripe API host (a local fake or stripe-mock); undefined means api.stripe.com. */
    apiBase: URL | undefined;
  } | null;
  gemini: { apiKey: string; model: string } | null;
  mapboxToken: string | undefined;
  regridToken: string | undefined;
  /** Which analysis providers serve addresses outside the demo region (see .env.example). */
  providers: {
    mode: 'demo' | 'real';
    /** Hosts of the real providers; undefined means the public ones. */
    baseUrls: {
      census: string | undefined;
      mapbox: string | undefined;
      overpass: string | undefined;
      regrid: string | undefined;
      naip: string | undefined;
      gemini: string | undefined;
    };
  };
  mail: {
    /** SMTP server; undefined means messages are written to `outboxDir` as .eml files. */
    smtpUrl: string | undefined;
    /** The sender's address; the display name is the owner's company name. */
    fromAddress: string;
    outboxDir: string;
  };
  customDomains: {
    /** The host owners point their custom domain's CNAME at: PUBLIC_URL's host by default. */
    cnameTarget: string;
    /** The DNS servers the "Check DNS" lookups ask (`ip` or `ip:port`); the system's when undefined. */
    dnsServers: string[] | undefined;
  };
  logLevel: string;
  trustProxy: boolean;
  /** Server processes sharing the port (node:cluster): one on PGlite, one per core by default on PostgreSQL. */
  workers: number;
  /** Worker threads for the pixel work of analyses (0: on the main thread) and their waiting line. */
  analysis: { threads: number; queueLimit: number };
  /** New analyses a day from one visitor IP: per owner's storefront and widget, and on the demo. */
  dailyAnalysisLimits: { publicPerIp: number; demoPerIp: number };
  rateLimits: {
    /** Login and register, per client IP. */
    auth: RateLimitRule;
    /** Widget calls made with an API key, per key and client IP. */
    apiKey: RateLimitRule;
    /** Everything else under /api, per client IP. */
    api: RateLimitRule;
  };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; the JWT secret is left empty when it must come from DATA_DIR. */
export function parseEnv(env: Env): Config {
  // A variable set to nothing (`DEMO=`) means "use the default", as in .env.example.
  const given = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.') || 'env'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  // Without PUBLIC_URL the server is reached where it listens: http://localhost:<PORT>.
  const publicUrl = new URL(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`);
  const dataDir = isAbsolute(e.DATA_DIR) ? e.DATA_DIR : resolve(REPO_ROOT, e.DATA_DIR);
  const window = e.RATE_LIMIT_WINDOW_MS;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    publicUrl,
    dataDir,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'pglite', dataDir, diskReserveBytes: e.DISK_RESERVE_MB * 1024 * 1024 },
    blobs:
      e.BLOB_STORE === 's3'
        ? {
            kind: 's3',
            endpoint: e.S3_ENDPOINT ?? '',
            bucket: e.S3_BUCKET ?? '',
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID ?? '',
            secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? '',
          }
        : { kind: 'file', dir: join(dataDir, 'blobs') },
    jwtSecret: e.JWT_SECRET ?? '',
    demo: e.DEMO ?? e.NODE_ENV !== 'production',
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            publishableKey: e.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            apiBase: e.STRIPE_API_BASE ? new URL(e.STRIPE_API_BASE) : undefined,
          }
        : null,
    gemini: e.GEMINI_API_KEY ? { apiKey: e.GEMINI_API_KEY, model: e.GEMINI_MODEL } : null,
    mapboxToken: e.MAPBOX_TOKEN,
    regridToken: e.REGRID_TOKEN,
    providers: {
      mode: e.PROVIDERS,
      baseUrls: {
        census: e.CENSUS_GEOCODER_URL,
        mapbox: e.MAPBOX_API_URL,
        overpass: e.OVERPASS_URL,
        regrid: e.REGRID_API_URL,
        naip: e.NAIP_IMAGE_SERVER_URL,
        gemini: e.GEMINI_API_URL,
      },
    },
    mail: {
      smtpUrl: e.SMTP_URL,
      fromAddress: e.MAIL_FROM ?? `quotes@${publicUrl.hostname}`,
      outboxDir: join(dataDir, 'outbox'),
    },
    customDomains: {
      cnameTarget: (e.CUSTOM_DOMAIN_TARGET ?? publicUrl.hostname).toLowerCase(),
      dnsServers: e.DNS_SERVERS?.split(',').map((server) => server.trim()),
    },
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    workers: e.DATABASE_URL ? (e.WORKERS ?? availableParallelism()) : 1,
    analysis: {
      // One core stays with the event loop (HTTP, database, JSON).
      threads: e.ANALYSIS_THREADS ?? Math.max(1, availableParallelism() - 1),
      queueLimit: e.ANALYSIS_QUEUE_LIMIT,
    },
    dailyAnalysisLimits: {
      publicPerIp: e.PUBLIC_ANALYSES_PER_IP_PER_DAY,
      demoPerIp: e.DEMO_ANALYSES_PER_IP_PER_DAY,
    },
    rateLimits: {
      auth: { windowMs: window, limit: e.RATE_LIMIT_AUTH_MAX },
      apiKey: { windowMs: window, limit: e.RATE_LIMIT_API_KEY_MAX },
      api: { windowMs: window, limit: e.RATE_LIMIT_API_MAX },
    },
  };
}

/** Reads the configuration once at start. Outside production a JWT secret is generated once and kept in DATA_DIR. */
export function loadConfig(env: Env): Config {
  const config = parseEnv(env);
  if (config.jwtSecret) return config;
  return { ...config, jwtSecret: readOrCreateJwtSecret(config.dataDir) };
}

function readOrCreateJwtSecret(dataDir: string): string {
  const path = join(dataDir, JWT_SECRET_FILE);
  try {
    const existing = readFileSync(path, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // Not there yet: create it below.
  }
  const secret = randomBytes(48).toString('base64url');
  inDataDir(resolve(dataDir), () => {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(path, `${secret}\n`, { mode: 0o600 });
  });
  return secret;
}

/** The PostgreSQL server the test suite also runs against, when one is given. */
export function testDatabaseUrl(env: Env): string | undefined {
  return optionalText.parse(env.TEST_DATABASE_URL);
}
