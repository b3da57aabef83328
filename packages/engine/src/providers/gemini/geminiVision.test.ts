import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BuiltinVision } from '../builtinVision.ts';
import {
  contractScene,
  describeVisionProviderContract,
} from '../contract/visionProviderContract.ts';
import {
  FAKE_GEMINI_KEY,
  fakeGemini,
  GOOD_REVIEW,
  type FakeGeminiMode,
} from '../../testing/fakeGemini.ts';
import { startFakeServer, type FakeServer } from '../../testing/fakeServer.ts';
import { GeminiVision } from './geminiVision.ts';

let server: FakeServer;
let mode: FakeGeminiMode = { kind: 'answer', json: GOOD_REVIEW };
beforeAll(async () => {
  server = await startFakeServer(fakeGemini(() => mode));
});
afterAll(() => server.close());

const vision = (apiKey = FAKE_GEMINI_KEY) =>
  new GeminiVision(new BuiltinVision(), {
    apiKey,
    model: 'gemini-3.5-flash',
    baseUrl: server.baseUrl,
    timeoutMs: 300,
  });

describeVisionProviderContract('gemini', () => vision());

describe('gemini vision', () => {
  it('keeps the classifier’s classes and adds Gemini’s obstacles and explanation', async () => {
    mode = { kind: 'answer', json: GOOD_REVIEW };
    const builtin = await new BuiltinVision().classify(contractScene());
    const reviewed = await vision().classify(contractScene());
    expect(reviewed.classes).toEqual(builtin.classes);
    expect(reviewed.review.status).toBe('agreed');
    expect(reviewed.review.gemini?.obstacles[0]?.type).toBe('driveway');
    expect(reviewed.review.notes).toEqual([]);
    expect(reviewed.aiReview).toEqual({
      complexity: GOOD_REVIEW.complexity,
      explanation: GOOD_REVIEW.explanation,
    });
    const sent = JSON.parse(server.requests.at(-1)?.body ?? '{}');
    expect(JSON.stringify(sent)).toContain('application/json');
    expect(server.requests.at(-1)?.url.pathname).toMatch(
      /models\/gemini-3\.5-flash:generateContent$/,
    );
  });

  it('uses the measured lawn share when Gemini’s is beyond the tolerance', async () => {
    mode = { kind: 'answer', json: { ...GOOD_REVIEW, lawnPercent: 30 } };
    const reviewed = await vision().classify(contractScene());
    expect(reviewed.review.status).toBe('disagreed');
    expect(reviewed.review.notes[0]).toMatch(/judged 30% .* the measured 7\d% was used/);
  });

  const failures: [string, FakeGeminiMode][] = [
    ['a quota error (429)', { kind: 'status', status: 429, rpcStatus: 'RESOURCE_EXHAUSTED' }],
    ['a server error (503)', { kind: 'status', status: 503, rpcStatus: 'UNAVAILABLE' }],
    ['a slow answer', { kind: 'slow', delayMs: 1_000 }],
    ['malformed JSON', { kind: 'text', text: '{"lawnPercent": 7' }],
    ['JSON that breaks the schema', { kind: 'answer', json: { ...GOOD_REVIEW, complexity: 42 } }],
    ['a safety stop', { kind: 'safety' }],
    ['a blocked prompt', { kind: 'blocked' }],
  ];
  it.each(failures)('falls back to the built-in result with a note on %s', async (_, m) => {
    mode = m;
    const builtin = await new BuiltinVision().classify(contractScene());
    const reviewed = await vision().classify(contractScene());
    expect(reviewed.classes).toEqual(builtin.classes);
    expect(reviewed.review.status).toBe('fallback');
    expect(reviewed.review.notes[0]).toMatch(/built-in classifier’s result was used/);
    // The note travels with the class map into the analysis result.
    expect(reviewed.notes).toEqual(reviewed.review.notes);
  });

  it('falls back on a rejected API key', async () => {
    mode = { kind: 'answer', json: GOOD_REVIEW };
    const reviewed = await vision('wrong-key').classify(contractScene());
    expect(reviewed.review.status).toBe('fallback');
  });
});
