import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { inDataDir } from '../dataDirErrors.ts';
import { PRODUCTION_HASH_COST } from '../auth/password.ts';
import {
  analysis,
  blobs,
  customDomains,
  dailyAnalysisLimits,
  database,
  mail,
  optionalText,
  passwords,
  providers,
  rateLimits,
  serverSettings,
  serverVariables,
  stripe,
  type Areas,
  type Issue,
  type ServerSettings,
} from './configAreas.ts';

export { REPO_ROOT } from '../paths.ts';
export type { RateLimitRule, ServerSettings } from './configAreas.ts';

const JWT_SECRET_FILE = 'jwt-secret';

/** The server's settings, and one object per area. */
export type Config = ServerSettings & {
  [K in keyof Areas]: ReturnType<Areas[K]['build']>;
};

const envSchema = z
  .object({
    ...serverVariables,
    ...database.variables,
    ...blobs.variables,
    ...stripe.variables,
    ...providers.variables,
    ...mail.variables,
    ...customDomains.variables,
    ...analysis.variables,
    ...dailyAnalysisLimits.variables,
    ...rateLimits.variables,
    ...passwords.variables,
  })
  .superRefine((env, ctx) => {
    const issues: Issue[] = [
      ...(env.WORKERS !== undefined && env.WORKERS > 1 && !env.DATABASE_URL
        ? [
            {
              path: 'WORKERS',
              message:
                'WORKERS above 1 needs DATABASE_URL: the embedded database serves one process only',
            },
          ]
        : []),
      ...(env.NODE_ENV === 'production' && !env.JWT_SECRET
        ? [{ path: 'JWT_SECRET', message: 'JWT_SECRET is required when NODE_ENV=production' }]
        : []),
      ...(env.NODE_ENV === 'production' && env.PASSWORD_HASH_COST < PRODUCTION_HASH_COST
        ? [
            {
              path: 'PASSWORD_HASH_COST',
              message: `PASSWORD_HASH_COST below ${PRODUCTION_HASH_COST} is for test runs only`,
            },
          ]
        : []),
      ...(blobs.check?.(env) ?? []),
      ...(stripe.check?.(env) ?? []),
    ];
    for (const { path, message } of issues) ctx.addIssue({ code: 'custom', path: [path], message });
  });

export type Env = Record<string, string | undefined>;

/** Every variable the server reads (each is documented in packages/api/.env.example). */
export const ENV_VARIABLES = Object.keys(envSchema.shape);

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
  const server = serverSettings(e);
  return {
    ...server,
    database: database.build(e, server),
    blobs: blobs.build(e, server),
    stripe: stripe.build(e, server),
    providers: providers.build(e, server),
    mail: mail.build(e, server),
    customDomains: customDomains.build(e, server),
    analysis: analysis.build(e, server),
    dailyAnalysisLimits: dailyAnalysisLimits.build(e, server),
    rateLimits: rateLimits.build(e, server),
    passwords: passwords.build(e, server),
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
