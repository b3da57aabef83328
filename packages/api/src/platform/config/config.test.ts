import { mkdtempSync, readFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, ENV_VARIABLES, loadConfig, parseEnv, REPO_ROOT } from './config.ts';

describe('parseEnv', () => {
  it('applies the documented defaults', () => {
    const config = parseEnv({});
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      dataDir: resolve(REPO_ROOT, '.data'),
      database: { kind: 'pglite', dataDir: resolve(REPO_ROOT, '.data') },
      demo: true,
      stripe: null,
      providers: {
        mode: 'demo',
        options: { demoRegionDir: resolve(REPO_ROOT, '.data/demo-region') },
      },
      logLevel: 'info',
    });
    expect(config.publicUrl.origin).toBe('http://localhost:3000');
  });

  it('derives the public URL from PORT unless PUBLIC_URL is given', () => {
    expect(parseEnv({ PORT: '4100' }).publicUrl.origin).toBe('http://localhost:4100');
    expect(parseEnv({ PORT: '4100' }).mail.fromAddress).toBe('quotes@localhost');
    expect(
      parseEnv({ PORT: '4100', PUBLIC_URL: 'https://lawns.example.com' }).publicUrl.origin,
    ).toBe('https://lawns.example.com');
  });

  it('resolves DATA_DIR against the repository root, not the working directory', () => {
    expect(parseEnv({ DATA_DIR: 'somewhere/data' }).dataDir).toBe(
      resolve(REPO_ROOT, 'somewhere/data'),
    );
    expect(parseEnv({ DATA_DIR: '/var/lib/yardstick' }).dataDir).toBe('/var/lib/yardstick');
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    expect(parseEnv({ DATABASE_URL: 'postgres://u:p@db:5432/app' }).database).toEqual({
      kind: 'postgres',
      url: 'postgres://u:p@db:5432/app',
    });
    expect(() => parseEnv({ DATABASE_URL: 'mysql://db/app' })).toThrow(
      'DATABASE_URL must start with postgres://',
    );
  });

  it('requires JWT_SECRET in production and turns the demo off there', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(
      'JWT_SECRET is required when NODE_ENV=production',
    );
    expect(parseEnv({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) }).demo).toBe(false);
    expect(parseEnv({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), DEMO: 'on' }).demo).toBe(
      true,
    );
  });

  it('hashes passwords at N = 2^15 unless a test run asks for less, never less in production', () => {
    expect(parseEnv({}).passwords.hashCost).toBe(15);
    expect(parseEnv({ PASSWORD_HASH_COST: '10' }).passwords.hashCost).toBe(10);
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) };
    expect(() => parseEnv({ ...production, PASSWORD_HASH_COST: '12' })).toThrow(
      'PASSWORD_HASH_COST below 15 is for test runs only',
    );
    expect(parseEnv({ ...production, PASSWORD_HASH_COST: '16' }).passwords.hashCost).toBe(16);
    for (const bad of ['9', '21', '12.5', 'strong'])
      expect(() => parseEnv({ PASSWORD_HASH_COST: bad })).toThrow(
        'PASSWORD_HASH_COST must be a whole number from 10 to 20',
      );
  });

  it('needs both Stripe keys or neither', () => {
    expect(() => parseEnv({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow('Stripe needs both');
    expect(
      parseEnv({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1' }).stripe,
    ).toEqual({
      secretKey: 'sk_test_1',
      publishableKey: 'pk_test_1',
      webhookSecret: undefined,
    });
  });

  it("hands the engine its provider options: the demo region first, then each key's provider", () => {
    const real = parseEnv({
      PROVIDERS: 'real',
      MAPBOX_TOKEN: 'pk.token',
      GEMINI_API_KEY: 'g-key',
      NAIP_IMAGE_SERVER_URL: 'http://127.0.0.1:4010',
    }).providers.options;
    expect(real).toMatchObject({
      demoFirst: true,
      geocoder: 'mapbox',
      imagery: 'mapbox',
      parcels: 'estimated',
      vision: 'gemini',
      gemini: { apiKey: 'g-key', model: 'gemini-2.5-flash' },
      baseUrls: { naip: 'http://127.0.0.1:4010' },
    });
    expect(parseEnv({ PROVIDERS: 'real' }).providers.options).toMatchObject({
      geocoder: 'census',
      imagery: 'naip',
      vision: 'builtin',
    });
    expect(() => parseEnv({ MAPBOX_API_URL: 'nope' })).toThrow(/MAPBOX_API_URL must be a full URL/);
  });

  it('reads rate limits so tests and operators can tune them', () => {
    const config = parseEnv({ RATE_LIMIT_AUTH_MAX: '5', RATE_LIMIT_WINDOW_MS: '1000' });
    expect(config.rateLimits.auth).toEqual({ windowMs: 1000, limit: 5 });
  });

  it('runs one server process on PGlite and one per core on PostgreSQL unless WORKERS says', () => {
    const url = 'postgres://localhost/yardstick';
    expect(parseEnv({}).workers).toBe(1);
    expect(parseEnv({ DATABASE_URL: url }).workers).toBe(availableParallelism());
    expect(parseEnv({ DATABASE_URL: url, WORKERS: '3' }).workers).toBe(3);
    expect(() => parseEnv({ WORKERS: '2' })).toThrow(
      'WORKERS: WORKERS above 1 needs DATABASE_URL: the embedded database serves one process only',
    );
  });

  it("points custom domains at PUBLIC_URL's host unless CUSTOM_DOMAIN_TARGET says otherwise", () => {
    expect(parseEnv({ PUBLIC_URL: 'https://app.yardstick.example:8443' }).customDomains).toEqual({
      cnameTarget: 'app.yardstick.example',
      dnsServers: undefined,
    });
    expect(
      parseEnv({
        CUSTOM_DOMAIN_TARGET: 'Stores.Example.com',
        DNS_SERVERS: '1.1.1.1, 127.0.0.1:5353',
      }).customDomains,
    ).toEqual({ cnameTarget: 'stores.example.com', dnsServers: ['1.1.1.1', '127.0.0.1:5353'] });
    expect(() => parseEnv({ CUSTOM_DOMAIN_TARGET: 'https://x' })).toThrow(/CUSTOM_DOMAIN_TARGET/);
    expect(() => parseEnv({ DNS_SERVERS: 'dns.example.com' })).toThrow(/DNS_SERVERS/);
  });

  it('names every bad variable in one error', () => {
    expect(() => parseEnv({ PORT: 'abc', LOG_LEVEL: 'loud' })).toThrow(ConfigError);
    expect(() => parseEnv({ PORT: 'abc', LOG_LEVEL: 'loud' })).toThrow(/PORT[\s\S]*LOG_LEVEL/);
  });
});

describe('loadConfig', () => {
  it('generates a development JWT secret once and keeps it in DATA_DIR', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'yardstick-config-'));
    const first = loadConfig({ DATA_DIR: dataDir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8').trim()).toBe(first.jwtSecret);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first.jwtSecret);
  });

  it('prefers JWT_SECRET when given', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'yardstick-config-'));
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 's'.repeat(32) }).jwtSecret).toBe(
      's'.repeat(32),
    );
  });
});

describe('empty variables', () => {
  it('treat a variable set to nothing as unset, as .env.example writes them', () => {
    expect(parseEnv({ DEMO: '', PORT: '', DATABASE_URL: '' })).toMatchObject({
      demo: true,
      port: 3000,
      database: { kind: 'pglite' },
    });
  });
});

describe('.env.example', () => {
  const example = readFileSync(new URL('../../../.env.example', import.meta.url), 'utf8');
  const entries = example
    .split('\n')
    .filter((line) => /^[A-Z][A-Z0-9_]*=/.test(line))
    .map((line) => {
      const [name = '', value = ''] = line.split('=', 2);
      return [name, value] as const;
    });

  it('documents every variable the server reads', () => {
    expect(entries.map(([name]) => name).sort()).toEqual([...ENV_VARIABLES].sort());
  });

  it('is itself a valid configuration', () => {
    expect(() => parseEnv(Object.fromEntries(entries))).not.toThrow();
  });
});
