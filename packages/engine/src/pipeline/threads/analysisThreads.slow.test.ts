import { afterAll, describe, expect, it } from 'vitest';
import { ImageryUnavailableError } from '../../errors.ts';
import { createProviders } from '../../providers/registry.ts';
import { encodeMapSketch } from '../../render/mapImage.ts';
import { createEngine } from '../../engine.ts';
import { DEFAULT_DEMO_SEED } from '../../demoRegion/demoRegion.ts';
import { TEST_DEMO_REGION_DIR as demoRegionDir } from '../../testing/testDemoRegion.ts';
import { analyzeParcel, listDemoAddresses } from '../analyzeParcel.ts';
import { AnalysisQueueFullError, AnalysisThreads } from './analysisThreads.ts';

// The demo region as a server keeps it, in files every thread reads rather than paints again.
// Deadlines far past a loaded machine's pace: a provider call cut short degrades the analysis
// (no building outlines), and these tests compare analyses, not deadlines.
const providers = createProviders({ demoRegionDir, timeoutMs: 300_000 });
const addresses = listDemoAddresses(DEFAULT_DEMO_SEED, demoRegionDir).map((a) => a.address);
// One pool for the file (a thread loads the engine: seconds each), warmed
// up before any test, so the last tests can tell whether an earlier one replaced its thread.
const threads = new AnalysisThreads({ threads: 1, queueLimit: 1 });
threads.warm();
const warmedUp = threads.threadIds;
afterAll(() => threads.close());

async function parcelOf(address: string) {
  const resolved = await providers.geocoder.resolve(address);
  const parcel = await providers.parcels.parcelAt(resolved.point);
  if (!parcel) throw new Error(`no parcel at ${address}`);
  return parcel;
}

describe('AnalysisThreads', () => {
  it('measures a parcel on a thread exactly as on the main thread', async () => {
    const parcel = await parcelOf(addresses[3]!);
    const [onThread, inline] = await Promise.all([
      threads.analyzeParcel(parcel, providers.recipe!),
      analyzeParcel(parcel, providers),
    ]);
    // The figures first: a difference there names itself, where the pictures' only says false.
    expect({ ...onThread, image: null }).toEqual({ ...inline, image: null });
    const [threadPng, inlinePng] = await Promise.all([
      encodeMapSketch(onThread.image.sketch),
      encodeMapSketch(inline.image.sketch),
    ]);
    expect(threadPng.equals(inlinePng)).toBe(true);
    expect(Buffer.isBuffer(onThread.imageryImage.jpeg)).toBe(true);
  });

  it('refuses a parcel at once when every thread is busy and the line is full', async () => {
    const parcels = await Promise.all(addresses.slice(5, 8).map(parcelOf));
    const outcomes = await Promise.allSettled(
      parcels.map((parcel) => threads.analyzeParcel(parcel, providers.recipe!)),
    );
    // One running, one waiting, the third refused with a retry hint.
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    const refusal = (outcomes[2] as PromiseRejectedResult).reason as AnalysisQueueFullError;
    expect(refusal).toBeInstanceOf(AnalysisQueueFullError);
    expect(refusal.retryAfterSeconds).toBeGreaterThanOrEqual(1);
  });

  it('brings the engine’s own errors back as their classes', async () => {
    const parcel = await parcelOf(addresses[9]!);
    const noImagery = {
      ...providers.recipe,
      imagery: 'naip',
      baseUrls: { naip: 'http://127.0.0.1:9' },
    };
    const failure = await threads.analyzeParcel(parcel, noImagery).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ImageryUnavailableError);
    expect((failure as Error).message).toMatch(/Aerial imagery for this property is not available/);
  });

  it('keeps its threads: every analysis runs on the threads started at warm-up', async () => {
    expect(warmedUp).toHaveLength(1);
    for (const parcel of await Promise.all(addresses.slice(15, 18).map(parcelOf))) {
      await threads.analyzeParcel(parcel, providers.recipe!);
      expect(threads.threadIds).toEqual(warmedUp);
    }
  });

  it('replaces a thread that died, and the next parcel is measured on the new one', async () => {
    const parcels = await Promise.all(addresses.slice(18, 20).map(parcelOf));
    await threads.analyzeParcel(parcels[0]!, providers.recipe!);
    const [before] = threads.threadIds;
    // Providers that cannot be built throw inside the thread's message handler: it dies.
    const broken = { ...providers.recipe, imagery: 'mapbox' };
    await expect(threads.analyzeParcel(parcels[1]!, broken)).rejects.toThrow(/MAPBOX_TOKEN/);
    const after = await threads.analyzeParcel(parcels[1]!, providers.recipe!);
    expect(after.mowableAreaSqFt).toBeGreaterThan(0);
    expect(threads.threadIds).toHaveLength(1);
    expect(threads.threadIds[0]).not.toBe(before);
  });

  it('answers a cached parcel without a thread', async () => {
    const engine = createEngine({
      providerOptions: { demoRegionDir },
      threads: { threads: 1, queueLimit: 1 },
    });
    expect(engine.threaded).toBe(true);
    const first = await engine.analyze(addresses[11]!);
    expect(first.fromCache).toBe(false);
    // Fill the thread and its line: a cached answer must not need either.
    const busy = addresses.slice(12, 14).map((address) => engine.analyze(address));
    const again = await engine.analyze(addresses[11]!);
    expect(again.fromCache).toBe(true);
    expect(again.mowableAreaSqFt).toBe(first.mowableAreaSqFt);
    await expect(engine.analyze(addresses[14]!)).rejects.toBeInstanceOf(AnalysisQueueFullError);
    await Promise.all(busy);
    await engine.close();
    await expect(engine.analyze(addresses[15]!)).rejects.toThrow();
  });
});
