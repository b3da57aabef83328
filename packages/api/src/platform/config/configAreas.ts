/**
 * The configuration's parts: the server's own settings, and one area per concern, each naming
 * the variables it reads, what it makes of them and its checks (config.ts puts them together).
 */
import { availableParallelism } from 'node:os';
import { isAbsolute, join, resolve } from 'node:path';
import { z } from 'zod';
import type { ProviderOptions } from '@yardstick/engine';
import { providerOptionsFor } from '@yardstick/engine/providerOptions';
import type { BlobSettings } from '../blobs/createBlobStore.ts';
import type { DatabaseConfig } from '../db/openDatabase.ts';
import { REPO_ROOT } from '../paths.ts';
import { PRODUCTION_HASH_COST } from '../auth/password.ts';

export const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

export const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'])
  .transform((value) => ['1', 'true', 'yes', 'on'].includes(value));

export const positiveInt = z.coerce.number().int().positive();

/** A provider host override: a full URL or nothing. */
const providerUrl = (name: string) =>
  optionalText.pipe(
    z.url({ error: `${name} must be a full URL such as http://127.0.0.1:4010` }).optional(),
  );

export const DATABASE_URL = optionalText.pipe(
  z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
);

export interface RateLimitRule {
  windowMs: number;
  limit: number;
}

/**
 * The settings every area may use: where the server runs, is reached and keeps its data.
 * `jwtSecret` is empty after parseEnv when it is to come from DATA_DIR; loadConfig fills it in.
 */
export const serverVariables = {
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  PUBLIC_URL: z
    .url({ error: 'PUBLIC_URL must be a full URL such as https://yardstick.example.com' })
    .optional(),
  DATA_DIR: z.string().trim().min(1).default('./.data'),
  JWT_SECRET: optionalText.pipe(
    z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  ),
  DEMO: flag.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: flag.default(false),
  DATABASE_URL,
  WORKERS: z.coerce.number().int().min(1).max(256).optional(),
};
export function serverSettings(e: z.output<z.ZodObject<typeof serverVariables>>) {
  // Without PUBLIC_URL the server is reached where it listens: http://localhost:<PORT>.
  const publicUrl = new URL(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    publicUrl,
    dataDir: isAbsolute(e.DATA_DIR) ? e.DATA_DIR : resolve(REPO_ROOT, e.DATA_DIR),
    jwtSecret: e.JWT_SECRET ?? '',
    demo: e.DEMO ?? e.NODE_ENV !== 'production',
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    /** Server processes sharing the port (node:cluster): one on PGlite, one per core by default on PostgreSQL. */
    workers: e.DATABASE_URL ? (e.WORKERS ?? availableParallelism()) : 1,
  };
}
export type ServerSettings = ReturnType<typeof serverSettings>;

export type Issue = { path: string; message: string };

/** One area of the configuration: the variables it reads, what it makes of them, its checks. */
interface Area<S extends z.ZodRawShape, T> {
  variables: S;
  build(vars: z.output<z.ZodObject<S>>, server: ServerSettings): T;
  check?(vars: z.output<z.ZodObject<S>>): Issue[];
}
const area = <S extends z.ZodRawShape, T>(definition: Area<S, T>) => definition;

export const database = area({
  variables: {
    DATABASE_URL,
    // Below this much free space under DATA_DIR the embedded database refuses writes (503).
    DISK_RESERVE_MB: z.coerce.number().int().min(0).max(1_000_000).default(64),
  },
  build: (e, { dataDir }): DatabaseConfig =>
    e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'pglite', dataDir, diskReserveBytes: e.DISK_RESERVE_MB * 1024 * 1024 },
});

/** Where images live: files under DATA_DIR/blobs, or an S3-compatible bucket shared by several servers. */
export const blobs = area({
  variables: {
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
  },
  build: (e, { dataDir }): BlobSettings =>
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
  check: (e) =>
    e.BLOB_STORE === 's3'
      ? (['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const)
          .filter((name) => !e[name])
          .map((name) => ({ path: name, message: `BLOB_STORE=s3 needs ${name}` }))
      : [],
});

export const stripe = area({
  variables: {
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_PUBLISHABLE_KEY: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    STRIPE_API_BASE: optionalText.pipe(
      z
        .url({ error: 'STRIPE_API_BASE must be a full URL such as http://127.0.0.1:12111' })
        .optional(),
    ),
  },
  build: (e) =>
    e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY
      ? {
          secretKey: e.STRIPE_SECRET_KEY,
          publishableKey: e.STRIPE_PUBLISHABLE_KEY,
          webhookSecret: e.STRIPE_WEBHOOK_SECRET,
          /** Another Stripe API host (a local fake or stripe-mock); undefined means api.stripe.com. */
          apiBase: e.STRIPE_API_BASE ? new URL(e.STRIPE_API_BASE) : undefined,
        }
      : null,
  check: (e) =>
    Boolean(e.STRIPE_SECRET_KEY) !== Boolean(e.STRIPE_PUBLISHABLE_KEY)
      ? [
          {
            path: 'STRIPE_SECRET_KEY',
            message: 'Stripe needs both STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY, or neither',
          },
        ]
      : [],
});

/**
 * Which analysis providers serve addresses outside the demo region (see .env.example), as the
 * engine's own options: `demo` is the generated region alone; `real` adds the public providers
 * behind it, upgraded by each key present.
 */
export const providers = area({
  variables: {
    PROVIDERS: z.enum(['demo', 'real']).default('demo'),
    GEMINI_API_KEY: optionalText,
    GEMINI_MODEL: z.string().trim().min(1).default('gemini-2.5-flash'),
    MAPBOX_TOKEN: optionalText,
    REGRID_TOKEN: optionalText,
    CENSUS_GEOCODER_URL: providerUrl('CENSUS_GEOCODER_URL'),
    MAPBOX_API_URL: providerUrl('MAPBOX_API_URL'),
    OVERPASS_URL: providerUrl('OVERPASS_URL'),
    REGRID_API_URL: providerUrl('REGRID_API_URL'),
    NAIP_IMAGE_SERVER_URL: providerUrl('NAIP_IMAGE_SERVER_URL'),
    GEMINI_API_URL: providerUrl('GEMINI_API_URL'),
  },
  build: (e, { dataDir }) => {
    // The generated demo region is kept there between starts.
    const demoRegionDir = join(dataDir, 'demo-region');
    const options: ProviderOptions = {
      ...providerOptionsFor({
        mode: e.PROVIDERS,
        mapboxToken: e.MAPBOX_TOKEN,
        regridToken: e.REGRID_TOKEN,
        gemini: e.GEMINI_API_KEY ? { apiKey: e.GEMINI_API_KEY, model: e.GEMINI_MODEL } : null,
        baseUrls: {
          census: e.CENSUS_GEOCODER_URL,
          mapbox: e.MAPBOX_API_URL,
          overpass: e.OVERPASS_URL,
          regrid: e.REGRID_API_URL,
          naip: e.NAIP_IMAGE_SERVER_URL,
          gemini: e.GEMINI_API_URL,
        },
      }),
      demoRegionDir,
    };
    return { mode: e.PROVIDERS, demoRegionDir, options };
  },
});

export const mail = area({
  variables: {
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
  },
  build: (e, { publicUrl, dataDir }) => ({
    /** SMTP server; undefined means messages are written to `outboxDir` as .eml files. */
    smtpUrl: e.SMTP_URL,
    /** The sender's address; the display name is the owner's company name. */
    fromAddress: e.MAIL_FROM ?? `quotes@${publicUrl.hostname}`,
    outboxDir: join(dataDir, 'outbox'),
  }),
});

export const customDomains = area({
  variables: {
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
  },
  build: (e, { publicUrl }) => ({
    /** The host owners point their custom domain's CNAME at: PUBLIC_URL's host by default. */
    cnameTarget: (e.CUSTOM_DOMAIN_TARGET ?? publicUrl.hostname).toLowerCase(),
    /** The DNS servers the "Check DNS" lookups ask (`ip` or `ip:port`); the system's when undefined. */
    dnsServers: e.DNS_SERVERS?.split(',').map((server) => server.trim()),
  }),
});

/** Worker threads for the pixel work of analyses (0: on the main thread) and their waiting line. */
export const analysis = area({
  variables: {
    ANALYSIS_THREADS: z.coerce.number().int().min(0).max(64).optional(),
    // New parcels whose pixel work may wait beside those on the threads: a short line keeps
    // every admitted homeowner's wait within seconds (a new parcel takes about 70 ms, so 24
    // wait under 2 s on one thread; waiting costs only the parcel's record), and the rest are
    // told at once to retry (503 with Retry-After). Whole requests, database work included,
    // may number four times the threads' room (modules/estimates/estimatorRouter.ts).
    ANALYSIS_QUEUE_LIMIT: z.coerce.number().int().min(0).max(10_000).default(24),
  },
  build: (e) => ({
    // One core stays with the event loop (HTTP, database, JSON).
    threads: e.ANALYSIS_THREADS ?? Math.max(1, availableParallelism() - 1),
    queueLimit: e.ANALYSIS_QUEUE_LIMIT,
  }),
});

/** New analyses a day from one visitor IP: per owner's storefront and widget, and on the demo. */
export const dailyAnalysisLimits = area({
  variables: {
    PUBLIC_ANALYSES_PER_IP_PER_DAY: positiveInt.default(20),
    DEMO_ANALYSES_PER_IP_PER_DAY: positiveInt.default(20),
  },
  build: (e) => ({
    publicPerIp: e.PUBLIC_ANALYSES_PER_IP_PER_DAY,
    demoPerIp: e.DEMO_ANALYSES_PER_IP_PER_DAY,
  }),
});

export const rateLimits = area({
  variables: {
    RATE_LIMIT_WINDOW_MS: positiveInt.default(15 * 60 * 1000),
    RATE_LIMIT_AUTH_MAX: positiveInt.default(20),
    RATE_LIMIT_API_KEY_MAX: positiveInt.default(300),
    RATE_LIMIT_API_MAX: positiveInt.default(1000),
  },
  build: (e) => {
    const rule = (limit: number): RateLimitRule => ({ windowMs: e.RATE_LIMIT_WINDOW_MS, limit });
    return {
      /** Login and register, per client IP. */
      auth: rule(e.RATE_LIMIT_AUTH_MAX),
      /** Widget calls made with an API key, per key and client IP. */
      apiKey: rule(e.RATE_LIMIT_API_KEY_MAX),
      /** Everything else under /api, per client IP. */
      api: rule(e.RATE_LIMIT_API_MAX),
    };
  },
});

const HASH_COST_RANGE = 'PASSWORD_HASH_COST must be a whole number from 10 to 20';

/**
 * The cost of stored passwords: scrypt's N is 2 to this power. Test runs lower it (each
 * sign-in then takes milliseconds, not a tenth of a second); production refuses that.
 */
export const passwords = area({
  variables: {
    PASSWORD_HASH_COST: z.coerce
      .number({ error: HASH_COST_RANGE })
      .int({ error: HASH_COST_RANGE })
      .min(10, HASH_COST_RANGE)
      .max(20, HASH_COST_RANGE)
      .default(PRODUCTION_HASH_COST),
  },
  build: (e) => ({ hashCost: e.PASSWORD_HASH_COST }),
});

export type Areas = {
  database: typeof database;
  blobs: typeof blobs;
  stripe: typeof stripe;
  providers: typeof providers;
  mail: typeof mail;
  customDomains: typeof customDomains;
  analysis: typeof analysis;
  dailyAnalysisLimits: typeof dailyAnalysisLimits;
  rateLimits: typeof rateLimits;
  passwords: typeof passwords;
};
