import { usageSchema } from '@yardstick/core/schemas/account';
import { errorBodySchema } from '@yardstick/core/schemas/fields';
import { createEngine } from '@yardstick/engine';
import { describe, expect, it } from 'vitest';
import { BusyError } from '../../platform/errors.ts';
import { useTestApp } from '../../testing/app.ts';
import { buildApiKey, buildOwner, buildService } from '../../testing/factories.ts';
import { ANALYSIS_BUSY_MESSAGE, AnalysisLine } from './analysisLine.ts';
import { demoAddressList, testProviderOptions } from '../../testing/demoRegion.ts';

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('AnalysisLine', () => {
  it('refuses one analysis more than it has room for, and admits again once one is done', async () => {
    const line = new AnalysisLine(2);
    const first = deferred();
    const second = deferred();
    const running = [line.run(() => first.promise), line.run(() => second.promise)];
    expect(line.load).toBe(2);

    const refused = await line.run(async () => 'measured').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(BusyError);
    expect((refused as BusyError).message).toBe(ANALYSIS_BUSY_MESSAGE);
    expect((refused as BusyError).retryAfterSeconds).toBeGreaterThanOrEqual(1);

    first.resolve();
    await running[0];
    expect(await line.run(async () => 'measured')).toBe('measured');
    second.resolve();
    await running[1];
    expect(line.load).toBe(0);
  });

  it('frees its place when an analysis fails', async () => {
    const line = new AnalysisLine(1);
    await expect(line.run(() => Promise.reject(new Error('no imagery')))).rejects.toThrow(
      'no imagery',
    );
    expect(await line.run(async () => 'measured')).toBe('measured');
  });
});

describe('POST /api/analyze-property with a full waiting line', () => {
  // Room for one analysis under way and none waiting.
  const engine = createEngine({ providerOptions: testProviderOptions });
  const app = useTestApp({ env: { ANALYSIS_QUEUE_LIMIT: '0' }, engine });
  const addresses = demoAddressList().map((a) => a.address);

  it('answers 503 with Retry-After and the busy sentence, counting no estimate', async () => {
    const owner = await buildOwner();
    await buildService(owner, { name: 'Lawn Mowing', isDefault: true });
    const client = app.withApiKey(await buildApiKey(owner));
    engine.forget();
    const answers = await Promise.all(
      addresses.slice(60, 63).map((address) => client.post('/api/analyze-property', { address })),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses).toContain(200);
    expect(statuses).toContain(503);
    for (const busy of answers.filter((res) => res.status === 503)) {
      expect(errorBodySchema.parse(busy.body).error).toBe(ANALYSIS_BUSY_MESSAGE);
      expect(Number(busy.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    }
    const usage = usageSchema.parse((await app.as(owner).get(`/api/usage/${owner.id}`)).body);
    expect(usage.estimatesUsed).toBe(statuses.filter((s) => s === 200).length);
  });
});
