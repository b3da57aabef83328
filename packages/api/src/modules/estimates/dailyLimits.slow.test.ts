import { DEMO_LANDING_API_KEY, DEMO_PRESET_ADDRESSES } from '@yardstick/core/demo';
import { TRIAL } from '@yardstick/core/plans';
import { usageSchema } from '@yardstick/core/schemas/account';
import { propertyAnalysisResultSchema } from '@yardstick/core/schemas/analysis';
import { errorBodySchema } from '@yardstick/core/schemas/fields';
import {
  QUOTE_REQUEST_LIMIT_MESSAGES,
  quoteRequestLimitSchema,
  tooManyQuoteRequestsMessage,
} from '@yardstick/core/schemas/quoteRequestLimits';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { settleScheduledChanges } from '../billing/index.ts';
import { propertyAnalyses } from '../../platform/db/schema/index.ts';
import { seedDemoOwner } from '../../app/demo/seedDemoOwner.ts';
import type { Owner } from '../accounts/index.ts';
import { useTestApp } from '../../testing/app.ts';
import {
  buildAnalysis,
  buildApiKey,
  buildOwner,
  buildService,
  buildStorefront,
} from '../../testing/factories.ts';
import { recordEstimate } from './recordEstimate.ts';
import { demoAddressList } from '../../testing/demoRegion.ts';

// Small limits so a test can reach them; visitors are told apart by X-Forwarded-For.
const app = useTestApp({
  env: {
    TRUST_PROXY: 'true',
    PUBLIC_ANALYSES_PER_IP_PER_DAY: '2',
    DEMO_ANALYSES_PER_IP_PER_DAY: '2',
  },
});
const addresses = demoAddressList().map((a) => a.address);
let nextIp = 1;
const newIp = () => `203.0.113.${nextIp++}`;

async function shop(companyName = `Mow-${nextIp} Lawns`) {
  const owner = await buildOwner({ companyName });
  await buildService(owner, { name: 'Lawn Mowing', isDefault: true });
  const storefront = await buildStorefront(owner);
  return { owner, key: await buildApiKey(owner), subdomain: storefront.subdomain };
}

function analyze(headers: Record<string, string>, address: string, body: object = {}) {
  return app
    .anonymous()
    .with(headers)
    .post('/api/analyze-property', { address, ...body });
}

async function estimatesUsed(owner: Owner): Promise<number> {
  return usageSchema.parse((await app.as(owner).get(`/api/usage/${owner.id}`)).body).estimatesUsed;
}

async function analysesStored(owner: Owner): Promise<number> {
  return (
    await app.db.select().from(propertyAnalyses).where(eq(propertyAnalyses.ownerId, owner.id))
  ).length;
}

describe('repeats of an address', () => {
  it('are answered from the stored analysis and not counted again within a day', async () => {
    const { owner, key } = await shop();
    const ip = newIp();
    const first = await analyze({ 'x-api-key': key, 'x-forwarded-for': ip }, addresses[50]!);
    const again = await analyze(
      { 'x-api-key': key, 'x-forwarded-for': newIp() },
      addresses[50]!.toUpperCase(),
    );
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    const [a, b] = [first, again].map((res) => propertyAnalysisResultSchema.parse(res.body));
    expect(b!.analysisId).toBe(a!.analysisId);
    expect(b!.mowableAreaSqFt).toBe(a!.mowableAreaSqFt);
    expect(await estimatesUsed(owner)).toBe(1);
    expect(await analysesStored(owner)).toBe(1);
  });
});

describe('daily limits of public analyses', () => {
  it('stops one visitor IP at its limit with a message naming the company, repeats still free', async () => {
    const { owner, key } = await shop('Bluegrass Brothers');
    const ip = newIp();
    const asVisitor = { 'x-api-key': key, 'x-forwarded-for': ip };
    for (const address of addresses.slice(51, 53)) {
      expect((await analyze(asVisitor, address)).status).toBe(200);
    }
    const refused = await analyze(asVisitor, addresses[53]!);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      error:
        'Bluegrass Brothers has taken all the instant quotes it can today. Leave your number and they will call you back, or try again tomorrow.',
      limit: 'daily',
    });
    // The same visitor's earlier address is still answered; another visitor is not affected.
    expect((await analyze(asVisitor, addresses[51]!)).status).toBe(200);
    expect(
      (await analyze({ 'x-api-key': key, 'x-forwarded-for': newIp() }, addresses[53]!)).status,
    ).toBe(200);
    expect(await estimatesUsed(owner)).toBe(3);
  });

  it("stops the owner's storefront at the owner's own daily limit, whatever the IP", async () => {
    const { owner, subdomain } = await shop('Fairway Yards');
    const set = await app
      .as(owner)
      .put('/api/quote-request-limit', { publicDailyAnalysisLimit: 2 });
    expect(quoteRequestLimitSchema.parse(set.body).publicDailyAnalysisLimit).toBe(2);
    const statuses = [];
    for (const address of addresses.slice(54, 57)) {
      const res = await analyze({ 'x-forwarded-for': newIp() }, address, {
        storefrontSubdomain: subdomain,
      });
      statuses.push(res.status);
      if (res.status === 429) {
        expect(errorBodySchema.parse(res.body).error).toBe(
          tooManyQuoteRequestsMessage('Fairway Yards'),
        );
      }
    }
    expect(statuses).toEqual([200, 200, 429]);
    expect(await estimatesUsed(owner)).toBe(2);
    // The owner's own analyses are not public ones: no daily limit for them.
    expect(
      (await app.as(owner).post('/api/analyze-property', { address: addresses[57] })).status,
    ).toBe(200);
  });

  it('keeps the limit setting to a whole number from 1 to 10,000', async () => {
    const { owner } = await shop();
    expect(
      quoteRequestLimitSchema.parse((await app.as(owner).get('/api/quote-request-limit')).body),
    ).toEqual({ publicDailyAnalysisLimit: 200 });
    for (const bad of [0, -1, 2.5, 10_001, '50', null]) {
      const res = await app
        .as(owner)
        .put('/api/quote-request-limit', { publicDailyAnalysisLimit: bad });
      expect(res.status, String(bad)).toBe(400);
      expect(errorBodySchema.parse(res.body).error).toBe(
        QUOTE_REQUEST_LIMIT_MESSAGES.dailyLimitInvalid,
      );
    }
    expect(
      (await app.anonymous().put('/api/quote-request-limit', { publicDailyAnalysisLimit: 5 }))
        .status,
    ).toBe(401);
    expect(
      quoteRequestLimitSchema.parse((await app.as(owner).get('/api/quote-request-limit')).body),
    ).toEqual({ publicDailyAnalysisLimit: 200 });
  });

  it('lets landing-page visitors use the demo up to its own per-IP limit only', async () => {
    await seedDemoOwner(app.db);
    const ip = newIp();
    const asDemo = { 'x-api-key': DEMO_LANDING_API_KEY, 'x-forwarded-for': ip };
    expect((await analyze(asDemo, addresses[60]!)).status).toBe(200);
    expect((await analyze(asDemo, addresses[61]!)).status).toBe(200);
    const refused = await analyze(asDemo, addresses[62]!);
    expect(refused.status).toBe(429);
    expect(errorBodySchema.parse(refused.body).error).toBe(
      QUOTE_REQUEST_LIMIT_MESSAGES.demoLimitReached,
    );
    // Many other visitors go on using it: no owner-wide daily limit applies to the demo.
    for (let i = 0; i < 3; i += 1) {
      const other = { 'x-api-key': DEMO_LANDING_API_KEY, 'x-forwarded-for': newIp() };
      expect((await analyze(other, addresses[62 + i]!)).status).toBe(200);
    }
  });
});

describe('the landing demo', () => {
  it("counts neither its automatic sample nor repeats of an address towards a visitor's limit", async () => {
    await seedDemoOwner(app.db);
    const asDemo = { 'x-api-key': DEMO_LANDING_API_KEY, 'x-forwarded-for': newIp() };
    const sample = DEMO_PRESET_ADDRESSES.find((address) => addresses.includes(address));
    if (!sample) throw new Error('no preset address in the demo region');
    for (let i = 0; i < 3; i += 1) expect((await analyze(asDemo, sample)).status).toBe(200);
    for (let i = 0; i < 3; i += 1) expect((await analyze(asDemo, addresses[40]!)).status).toBe(200);
    // The visitor's limit of 2 is still whole but for the one new address typed.
    expect((await analyze(asDemo, addresses[41]!)).status).toBe(200);
    const refused = await analyze(asDemo, addresses[42]!);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      error: QUOTE_REQUEST_LIMIT_MESSAGES.demoLimitReached,
      limit: 'daily',
    });
  });

  it('answers the demo storefront from the stored analysis for every repeat of an address', async () => {
    await seedDemoOwner(app.db);
    const answers = [];
    for (let i = 0; i < 4; i += 1) {
      const visitor = { 'x-forwarded-for': newIp() };
      answers.push(await analyze(visitor, addresses[43]!, { storefrontSubdomain: 'demo' }));
    }
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200]);
    const ids = answers.map((res) => propertyAnalysisResultSchema.parse(res.body).analysisId);
    expect(new Set(ids).size).toBe(1);
  });
});

describe('a burst of new addresses at once', () => {
  it("stores and bills no more than the visitor's per-IP limit", async () => {
    const { owner, key } = await shop();
    const headers = { 'x-api-key': key, 'x-forwarded-for': newIp() };
    const burst = await Promise.all(
      addresses.slice(80, 86).map((address) => analyze(headers, address)),
    );
    expect(burst.filter((res) => res.status === 200)).toHaveLength(2);
    expect(burst.filter((res) => res.status === 429)).toHaveLength(4);
    expect(await analysesStored(owner)).toBe(2);
    expect(await estimatesUsed(owner)).toBe(2);
  });

  it("stores no more than the owner's own daily limit, from many visitors", async () => {
    const { owner, key } = await shop();
    await app.as(owner).put('/api/quote-request-limit', { publicDailyAnalysisLimit: 1 });
    const burst = await Promise.all(
      addresses
        .slice(20, 24)
        .map((address) => analyze({ 'x-api-key': key, 'x-forwarded-for': newIp() }, address)),
    );
    expect(burst.filter((res) => res.status === 200)).toHaveLength(1);
    expect(await analysesStored(owner)).toBe(1);
    expect(await estimatesUsed(owner)).toBe(1);
  });

  it('stops the landing demo at its per-IP limit', async () => {
    await seedDemoOwner(app.db);
    const headers = { 'x-api-key': DEMO_LANDING_API_KEY, 'x-forwarded-for': newIp() };
    const burst = await Promise.all(
      addresses.slice(30, 35).map((address) => analyze(headers, address)),
    );
    expect(burst.filter((res) => res.status === 200)).toHaveLength(2);
    expect(burst.filter((res) => res.status === 429)).toHaveLength(3);
  });
});

describe('a trial burst', () => {
  it('gives the last estimate to exactly one of many parallel requests and stores only that one', async () => {
    const { owner, key } = await shop();
    for (let i = 0; i < TRIAL.estimates - 1; i += 1) {
      await recordEstimate(app.db, owner.id, (await buildAnalysis(owner)).id, new Date(), {
        settle: settleScheduledChanges,
      });
    }
    const before = await analysesStored(owner);
    const answers = await Promise.all(
      addresses
        .slice(70, 76)
        .map((address) => analyze({ 'x-api-key': key, 'x-forwarded-for': newIp() }, address)),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([200, 403, 403, 403, 403, 403]);
    // Homeowners are told the company's quotes are unavailable, never the owner's billing state.
    for (const refused of answers.filter((res) => res.status === 403)) {
      expect(errorBodySchema.parse(refused.body).error).toMatch(
        /^Instant online quotes from .+ are not available right now/,
      );
    }
    expect(await estimatesUsed(owner)).toBe(TRIAL.estimates);
    expect(await analysesStored(owner)).toBe(before + 1);
    // Now refused before any work.
    const after = await analyze({ 'x-api-key': key, 'x-forwarded-for': newIp() }, addresses[77]!);
    expect(after.status).toBe(403);
    expect(await analysesStored(owner)).toBe(before + 1);
  });
});
