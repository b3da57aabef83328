import { apiEndpoints, type Endpoint } from '@yardstick/core/endpoints';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useTestApp } from '../../testing/app.ts';
import { buildApiKey, buildOwner, buildStorefront } from '../../testing/factories.ts';
import type { TestClient } from '../../testing/client.ts';

/**
 * Generated hostile input against every JSON route, over real HTTP: whatever the body, the
 * answer is never a 5xx, a refusal is a 4xx with {error}, and a refusal changes no row.
 */
const app = useTestApp();

type Caller = 'visitor' | 'owner' | 'key';
const ROUTES: [method: string, path: string, caller: Caller][] = [
  ['POST', '/api/register', 'visitor'],
  ['POST', '/api/login', 'visitor'],
  ['POST', '/api/start-trial', 'owner'],
  ['POST', '/api/validate-coupon', 'visitor'],
  ['POST', '/api/create-subscription', 'owner'],
  ['POST', '/api/create-free-subscription', 'visitor'],
  ['POST', '/api/complete-subscription', 'owner'],
  ['POST', '/api/upgrade-subscription', 'owner'],
  ['POST', '/api/cancel-subscription', 'owner'],
  ['POST', '/api/billing/test-mode/confirm', 'owner'],
  ['POST', '/api/analyze-property', 'key'],
  ['POST', '/api/analyze-property', 'visitor'],
  ['POST', '/api/accept-quote', 'key'],
  ['POST', '/api/callback-request', 'key'],
  ['POST', '/api/callback-request', 'visitor'],
  ['POST', '/api/services', 'owner'],
  ['PUT', '/api/services/%00', 'owner'],
  ['POST', '/api/services/not-an-id/frequencies', 'owner'],
  ['PATCH', '/api/accepted-quotes/00000000-0000-0000-0000-000000000000', 'owner'],
  ['PUT', '/api/accepted-quotes/00000000-0000-0000-0000-000000000000/measurement', 'owner'],
  ['POST', '/api/storefronts', 'owner'],
  ['PUT', '/api/mail-settings', 'owner'],
  ['POST', '/api/mail/%00/resend', 'owner'],
  ['POST', '/api/accepted-quotes/not-an-id/archive', 'owner'],
  ['DELETE', '/api/accepted-quotes/%00', 'owner'],
  ['PUT', '/api/quote-request-limit', 'owner'],
  ['GET', '/api/geocode?q=%00%00%00', 'key'],
  ['GET', '/api/storefront/%ED%A0%80', 'visitor'],
  ['GET', '/api/usage/%00', 'owner'],
  ['POST', '/api/password-reset/request', 'visitor'],
  ['POST', '/api/password-reset/confirm', 'visitor'],
  ['POST', '/api/email-change/confirm', 'visitor'],
  ['POST', '/api/change-password', 'owner'],
  ['PATCH', '/api/account', 'owner'],
  ['POST', '/api/generate-api-key', 'owner'],
  ['PUT', '/api/review-settings', 'owner'],
  ['PUT', '/api/accuracy-settings', 'owner'],
  ['POST', '/api/webhook-endpoints', 'owner'],
  ['POST', '/api/resume-subscription', 'owner'],
  ['POST', '/api/payment-method', 'owner'],
  ['POST', '/api/test-clock/advance', 'owner'],
  ['PUT', '/api/accepted-quotes/00000000-0000-0000-0000-000000000000/verified-area', 'owner'],
  ['POST', '/api/accepted-quotes/%00/verified-reprice', 'owner'],
  [
    'PUT',
    '/api/accepted-quotes/00000000-0000-0000-0000-000000000000/services/%00/price-override',
    'owner',
  ],
];

/** Field names the request schemas use, read from them: a hostile value lands where a real one would. */
const FIELDS = [
  ...new Set(
    Object.values(apiEndpoints).flatMap((entry) => {
      const body = 'body' in entry ? entry.body : undefined;
      return body instanceof z.ZodObject ? Object.keys(body.shape) : [];
    }),
  ),
];

const MEGABYTE_STRING = 'a'.repeat(1024 * 1024);
const hostileString = fc.oneof(
  { arbitrary: fc.string(), weight: 3 },
  { arbitrary: fc.string().map((s) => `${s}\u0000${s}`), weight: 3 },
  {
    arbitrary: fc.constantFrom('\uD800', 'a\uDC00b', '\uDBFF\uDBFF', '\u0000', ' '.repeat(300)),
    weight: 3,
  },
  // Rare: each one is a megabyte to send and refuse.
  { arbitrary: fc.constant(MEGABYTE_STRING), weight: 1 },
);
const hostileNumber = fc.oneof(
  fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, 1e308, -1e308, 5e-324, -0, Number.NaN),
  fc.integer(),
  fc.double(),
);
const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    hostileString,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.oneof(fc.constantFrom(...FIELDS), fc.string()), tie('value'), { maxKeys: 4 }),
  ),
})).value;
const hostileBody = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELDS), hostileValue, { maxKeys: 8 }),
  hostileValue,
);

const TABLES = [
  'owners',
  'services',
  'storefronts',
  'accepted_quotes',
  'property_analyses',
  'api_keys',
];

const countRowsSchema = z.object({ rows: z.array(z.object({ n: z.number() })) });

async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const result = await app.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
    const { rows } = countRowsSchema.parse(result);
    counts[table] = rows[0]?.n ?? -1;
  }
  return counts;
}

/** Whether a row of ROUTES calls the entry: same method, path alike but for its `:params`. */
function covers([method, path]: (typeof ROUTES)[number], entry: Endpoint): boolean {
  const pattern = new RegExp(`^${entry.path.replace(/:[^/]+/g, '[^/]+')}(\\?.*)?$`);
  return method === entry.method && pattern.test(path);
}

describe('hostile bodies on every route', () => {
  it('sends them to every route of the endpoint table that takes a JSON body', () => {
    const missing = Object.entries(apiEndpoints)
      .filter(([, entry]) => 'body' in entry && !('multipart' in entry))
      .filter(([, entry]) => !ROUTES.some((route) => covers(route, entry)))
      .map(([name, entry]) => `${name}: ${entry.method} ${entry.path}`);
    expect(missing).toEqual([]);
  });

  it('never answer 5xx; a refusal is 4xx with {error} and changes no row', async () => {
    const owner = await buildOwner();
    await buildStorefront(owner);
    const clients: Record<Caller, TestClient> = {
      visitor: app.anonymous(),
      owner: app.as(owner),
      key: app.withApiKey(await buildApiKey(owner)),
    };
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ROUTES),
        hostileBody,
        async ([method, path, caller], body) => {
          const before = await rowCounts();
          const res = await clients[caller].request(
            method,
            path,
            method === 'GET' ? undefined : body,
          );
          const where = `${method} ${path} ${JSON.stringify(body)?.slice(0, 200)}`;
          expect(res.status, where).toBeLessThan(500);
          if (res.status >= 400) {
            expect(typeof (res.body as { error?: unknown } | undefined)?.error, where).toBe(
              'string',
            );
            expect(await rowCounts(), where).toEqual(before);
          }
        },
      ),
      { numRuns: 120 },
    );
  }, 120_000);
});
