import { MIN_PROGRESS_DISPLAY_MS } from '@yardstick/core/analysisProgress';
import { describe, expect, it, vi } from 'vitest';
import { deferred, json } from '../testing/fakeFetch.ts';
import { TEST_ADDRESS, buildAnalysisResult } from '../testing/fixtures.ts';
import { settled, storeWithServer } from '../testing/storeHarness.ts';

const doneSteps = (state: { progress: { id: string; done: boolean }[] }) =>
  state.progress.filter((step) => step.done).map((step) => step.id);

const analyzeRoute = 'POST /api/analyze-property';

describe('analyze', () => {
  it('refuses a blank address with the SPEC toast and sends nothing', async () => {
    const { state, server } = storeWithServer();
    state().setAddress('   ');
    expect(await state().analyze()).toBeNull();
    expect(state().toast).toEqual({
      title: 'Address required',
      description: 'Please enter a valid property address.',
      variant: 'destructive',
    });
    expect(server.requests).toHaveLength(0);
    expect(state().status).toBe('idle');
  });

  it('marks steps done on their own clocks but never all four before the answer', async () => {
    const answer = deferred<Response>();
    const { state, onAnalysisComplete } = storeWithServer({ [analyzeRoute]: () => answer.promise });
    state().setAddress(TEST_ADDRESS);
    const pending = state().analyze();
    expect(state().status).toBe('analyzing');
    expect(state().progress.map((step) => step.done)).toEqual([false, false, false, false]);
    await vi.advanceTimersByTimeAsync(1500);
    expect(doneSteps(state())).toEqual(['estimates']);
    await vi.advanceTimersByTimeAsync(500);
    expect(doneSteps(state())).toEqual(['imagery', 'estimates']);
    // A slow server: 30 s on, the last step still waits for the answer.
    await vi.advanceTimersByTimeAsync(30_000);
    expect(doneSteps(state())).toEqual(['imagery', 'boundaries', 'estimates']);
    expect(state().status).toBe('analyzing');

    answer.resolve(json(buildAnalysisResult()));
    await vi.advanceTimersByTimeAsync(0);
    // The answer is in and the minimum has long passed: done at once.
    const result = await pending;
    expect(state().progress.every((step) => step.done)).toBe(true);
    expect(result?.analysisId).toBe('an_123');
    expect(state().status).toBe('result');
    expect(state().total).toBe(40);
    expect(state().toast?.title).toBe('Analysis Complete');
    expect(onAnalysisComplete).toHaveBeenCalledWith(result);
  });

  it('keeps a fast answer on screen for the minimum, finishing the steps in order, never going back', async () => {
    const { state } = storeWithServer({ [analyzeRoute]: () => json(buildAnalysisResult()) });
    const seen: number[] = [];
    const pending = state().analyze(TEST_ADDRESS);
    const record = () => seen.push(state().progress.filter((step) => step.done).length);
    await vi.advanceTimersByTimeAsync(0);
    expect(state().status).toBe('analyzing');
    for (let ms = 0; ms < MIN_PROGRESS_DISPLAY_MS - 10; ms += 100) {
      record();
      expect(state().status).toBe('analyzing');
      await vi.advanceTimersByTimeAsync(100);
    }
    await vi.advanceTimersByTimeAsync(10);
    await pending;
    record();
    expect(state().status).toBe('result');
    expect(seen.at(-1)).toBe(4);
    // Every step shows before the result, one after another, and the count never drops.
    expect(new Set(seen)).toEqual(new Set([0, 1, 2, 3, 4]));
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
  });

  it('stops the step timers when the answer fails, and shows the error at once', async () => {
    const { state } = storeWithServer({ [analyzeRoute]: () => json({ error: 'down' }, 503) });
    await state().analyze(TEST_ADDRESS);
    expect(state().status).toBe('error');
    const progressBefore = state().progress;
    await vi.advanceTimersByTimeAsync(5000);
    expect(state().progress).toBe(progressBefore);
  });

  it('asks again after the wait a busy server names, with the progress panel running on', async () => {
    const busy = () =>
      new Response(JSON.stringify({ error: 'We are measuring many properties right now.' }), {
        status: 503,
        headers: { 'content-type': 'application/json', 'retry-after': '2' },
      });
    const answers = [busy(), busy(), json(buildAnalysisResult())];
    const { state, server } = storeWithServer({ [analyzeRoute]: () => answers.shift()! });
    const pending = state().analyze(TEST_ADDRESS);
    await vi.advanceTimersByTimeAsync(1_900);
    expect(server.to('/api/analyze-property')).toHaveLength(1);
    expect(state().status).toBe('analyzing');
    await vi.advanceTimersByTimeAsync(2_200);
    expect(server.to('/api/analyze-property')).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(MIN_PROGRESS_DISPLAY_MS);
    expect((await pending)?.analysisId).toBe('an_123');
    expect(state().status).toBe('result');
  });

  it('says the service is busy after three busy answers, or one naming a long wait', async () => {
    const busyFor = (seconds: number) => () =>
      new Response(JSON.stringify({ error: 'Busy' }), {
        status: 503,
        headers: { 'content-type': 'application/json', 'retry-after': String(seconds) },
      });
    const { state, server } = storeWithServer({ [analyzeRoute]: busyFor(1) });
    const pending = state().analyze(TEST_ADDRESS);
    await vi.advanceTimersByTimeAsync(5_000);
    await pending;
    expect(server.to('/api/analyze-property')).toHaveLength(3);
    expect(state().status).toBe('error');
    expect(state().analysisFailure).toBe('busy');

    server.route(analyzeRoute, busyFor(30));
    await state().analyze(TEST_ADDRESS);
    expect(server.to('/api/analyze-property')).toHaveLength(4);
    expect(state().analysisFailure).toBe('busy');
  });

  it('sends the trimmed address', async () => {
    const { state, server } = storeWithServer({
      [analyzeRoute]: () => json(buildAnalysisResult()),
    });
    await settled(state().analyze(`  ${TEST_ADDRESS} `));
    expect(server.to('/api/analyze-property')[0]?.body).toEqual({ address: TEST_ADDRESS });
  });

  it("shows the server's error text titled 'Analysis failed'", async () => {
    const { state, onAnalysisComplete } = storeWithServer({
      [analyzeRoute]: () => json({ error: 'Trial estimates used up' }, 402),
    });
    await state().analyze(TEST_ADDRESS);
    expect(state().status).toBe('error');
    expect(state().analysisError).toBe('Trial estimates used up');
    expect(state().toast).toEqual({
      title: 'Analysis failed',
      description: 'Trial estimates used up',
      variant: 'destructive',
    });
    expect(onAnalysisComplete).not.toHaveBeenCalled();
  });

  it("falls back to 'Failed to analyze property' without a server message or on success: false", async () => {
    const { state, server } = storeWithServer({
      [analyzeRoute]: () => new Response('boom', { status: 500 }),
    });
    await state().analyze(TEST_ADDRESS);
    expect(state().toast?.description).toBe('Failed to analyze property');

    server.route(analyzeRoute, () => json(buildAnalysisResult({ success: false })));
    await state().analyze(TEST_ADDRESS);
    expect(state().toast?.description).toBe('Failed to analyze property');
    expect(state().status).toBe('error');
  });

  it('says the demo is unavailable when a preset analysis fails', async () => {
    const { state } = storeWithServer({ [analyzeRoute]: () => json({ error: 'down' }, 503) });
    await state().analyze(TEST_ADDRESS, { preset: true });
    expect(state().toast).toEqual({
      title: 'Demo temporarily unavailable',
      description: 'Please try entering an address manually.',
      variant: 'destructive',
    });
    // Nobody typed the sample: no error card is shown for it.
    expect(state().status).toBe('idle');
    expect(state().analysisError).toBeNull();
  });

  it('ignores a second analyze while one runs, and an answer that arrives after a reset', async () => {
    const answer = deferred<Response>();
    const { state, server } = storeWithServer({ [analyzeRoute]: () => answer.promise });
    const first = state().analyze(TEST_ADDRESS);
    expect(await state().analyze(TEST_ADDRESS)).toBeNull();
    expect(server.to('/api/analyze-property')).toHaveLength(1);
    state().reset();
    answer.resolve(json(buildAnalysisResult()));
    expect(await first).toBeNull();
    expect(state().status).toBe('idle');
    expect(state().result).toBeNull();
  });

  it('drops the toast after 5 seconds', async () => {
    const { state } = storeWithServer();
    await state().analyze('');
    await vi.advanceTimersByTimeAsync(4999);
    expect(state().toast).not.toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(state().toast).toBeNull();
  });
});

describe('service selection', () => {
  const loaded = async (complexity: number | null = 5) => {
    const harness = storeWithServer({
      [analyzeRoute]: () => json(buildAnalysisResult({ aiComplexityScore: complexity })),
    });
    await settled(harness.state().analyze(TEST_ADDRESS));
    return harness;
  };
  const line = (state: ReturnType<Awaited<ReturnType<typeof loaded>>['state']>, id: string) =>
    state.serviceLines.find((item) => item.serviceId === id);

  it('adds and removes a service from the total when toggled', async () => {
    const { state } = await loaded();
    expect(state().total).toBe(40);
    state().toggleService('svc-aeration');
    expect(state().total).toBe(140);
    state().toggleService('svc-mowing');
    expect(state().total).toBe(100);
  });

  it('reprices a service for a new frequency with core pricing, minimum included', async () => {
    const { state } = await loaded();
    state().setFrequency('svc-mowing', 'bi-weekly');
    expect(line(state(), 'svc-mowing')).toMatchObject({
      selectedFrequency: 'bi-weekly',
      pricePerSqFt: 0.009,
      totalCost: 50,
      minimumApplied: true,
    });
    expect(state().total).toBe(50);
    state().setFrequency('svc-mowing', 'weekly');
    expect(line(state(), 'svc-mowing')).toMatchObject({ totalCost: 40, minimumApplied: false });
  });

  it('applies the complexity multiplier of the analysis', async () => {
    const { state } = await loaded(7);
    state().setFrequency('svc-mowing', 'weekly');
    // 5000 × 0.008 × 1.1 = 44
    expect(line(state(), 'svc-mowing')?.totalCost).toBe(44);
  });

  it('ignores a frequency the service does not offer', async () => {
    const { state } = await loaded();
    const before = state().serviceLines;
    state().setFrequency('svc-mowing', 'one-time');
    expect(line(state(), 'svc-mowing')).toEqual(before[0]);
  });
});
