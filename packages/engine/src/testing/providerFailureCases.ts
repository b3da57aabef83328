import { afterEach, describe, expect, it } from 'vitest';
import { ProviderTimeoutError } from '../errors.ts';
import type { FakeHandler, FakeReply, FakeServer } from './fakeServer.ts';

export interface FailureCaseSetup {
  server: () => FakeServer;
  /** The handler that answers normally, put back after each case. */
  normal: FakeHandler;
  /** One call to the provider, made with this timeout per request. */
  call: (timeoutMs: number) => Promise<unknown>;
  /** The homeowner-facing error class a failed call must throw. */
  unavailable: abstract new (...args: never[]) => Error;
}

/**
 * The failures get minutes, as a loaded machine may need them for a retry (a timeout there
 * would hide the failure under test); the slow answer gets a timeout well short of its delay.
 */
const FAILURE_TIMEOUT_MS = 120_000;
const SLOW_ANSWER_TIMEOUT_MS = 200;

const always =
  (reply: FakeReply): FakeHandler =>
  () =>
    reply;

/** The HTTP failures every real provider must turn into its typed error. */
export function describeProviderFailures(name: string, setup: FailureCaseSetup): void {
  describe(`${name} failures`, () => {
    afterEach(() => setup.server().handle(setup.normal));

    const cases: [string, FakeReply][] = [
      [
        'a rejected token (401)',
        { status: 401, json: { message: 'Not Authorized - Invalid Token' } },
      ],
      ['a forbidden request (403)', { status: 403, json: { message: 'Forbidden' } }],
      [
        'rate limiting (429, twice)',
        { status: 429, headers: { 'retry-after': '0' }, json: { message: 'Rate limit exceeded' } },
      ],
      ['a server error (5xx, twice)', { status: 503, body: 'Service Unavailable' }],
      ['malformed JSON', { body: '{"type": "FeatureCollection", "features": [' }],
    ];
    it.each(cases)('turns %s into its homeowner-facing error', async (_, reply) => {
      setup.server().handle(always(reply));
      const error = await setup.call(FAILURE_TIMEOUT_MS).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(setup.unavailable);
      expect(String(error)).not.toMatch(/HTTP|JSON|token/i);
    });

    it('turns a slow answer into ProviderTimeoutError', async () => {
      setup.server().handle(always({ delayMs: 1_000, json: {} }));
      await expect(setup.call(SLOW_ANSWER_TIMEOUT_MS)).rejects.toBeInstanceOf(ProviderTimeoutError);
    });
  });
}
