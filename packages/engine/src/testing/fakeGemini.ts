import type { FakeHandler, FakeReply } from './fakeServer.ts';

export const FAKE_GEMINI_KEY = 'AIza-fake-key';

export type FakeGeminiMode =
  | { kind: 'answer'; json: unknown }
  | { kind: 'text'; text: string }
  | { kind: 'safety' }
  | { kind: 'blocked' }
  | { kind: 'status'; status: number; rpcStatus: string }
  | { kind: 'slow'; delayMs: number };

const candidate = (text: string, finishReason = 'STOP') => ({
  candidates: [{ content: { role: 'model', parts: [{ text }] }, finishReason, index: 0 }],
  usageMetadata: { promptTokenCount: 1290, candidatesTokenCount: 24, totalTokenCount: 1314 },
  modelVersion: 'fake-model',
});

/** generateContent as providers.md §4a documents it (v1 or v1beta, any model, key header). */
export function fakeGemini(mode: () => FakeGeminiMode): FakeHandler {
  return ({ method, url, headers, body }): FakeReply => {
    if (method !== 'POST' || !/^\/v1(beta)?\/models\/[^/:]+:generateContent$/.test(url.pathname))
      return {
        status: 404,
        json: { error: { code: 404, message: 'Not found', status: 'NOT_FOUND' } },
      };
    if (headers['x-goog-api-key'] !== FAKE_GEMINI_KEY)
      return {
        status: 400,
        json: {
          error: {
            code: 400,
            message: 'API key not valid. Please pass a valid API key.',
            status: 'INVALID_ARGUMENT',
          },
        },
      };
    if (!body.includes('"inlineData"') && !body.includes('"inline_data"'))
      return {
        status: 400,
        json: { error: { code: 400, message: 'no image', status: 'INVALID_ARGUMENT' } },
      };
    const m = mode();
    switch (m.kind) {
      case 'answer':
        return { json: candidate(JSON.stringify(m.json)) };
      case 'text':
        return { json: candidate(m.text) };
      case 'safety':
        return { json: { candidates: [{ finishReason: 'SAFETY', index: 0 }] } };
      case 'blocked':
        return { json: { promptFeedback: { blockReason: 'SAFETY' } } };
      case 'status':
        return {
          status: m.status,
          json: { error: { code: m.status, message: 'failure', status: m.rpcStatus } },
        };
      case 'slow':
        return { delayMs: m.delayMs, json: candidate('{}') };
    }
  };
}

/** A well-formed review of the contract scene (lawn with a paved strip). */
export const GOOD_REVIEW = {
  lawnPercent: 74,
  obstacles: [
    { type: 'driveway', description: 'Paved strip along the east side', confidence: 0.9 },
  ],
  complexity: 2,
  explanation: 'An open lawn with one straight paved edge. Easy to mow in passes.',
};
