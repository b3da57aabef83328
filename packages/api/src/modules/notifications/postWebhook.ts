import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { checkDestination, isPrivateAddress } from './destinationGuard.ts';

export const WEBHOOK_TIMEOUT_MS = 10_000;

export type PostOutcome =
  | { ok: true; statusCode: number }
  | { ok: false; statusCode: number | null; error: string };

export interface PostOptions {
  /** Development lets http://localhost through and skips the private-address check. */
  development: boolean;
  timeoutMs?: number;
}

const PRIVATE_REFUSAL = 'The endpoint must be on the public internet';

/**
 * Resolves like the system does, then refuses a private or loopback answer: the address
 * checked is the one connected to, so a name re-pointed after the first check (DNS
 * rebinding) still cannot reach the inside network.
 */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    if (addresses.length === 0 || addresses.some((entry) => isPrivateAddress(entry.address))) {
      return callback(new Error(PRIVATE_REFUSAL), '', 0);
    }
    if (options.all) return callback(null, addresses);
    const [first] = addresses;
    return callback(null, first!.address, first!.family);
  });
};

/**
 * POSTs one webhook body. Only a 2xx answer counts as delivered; a redirect is reported, never
 * followed (its target was not checked); no answer within the timeout is a failure.
 */
export async function postWebhook(
  url: string,
  body: string,
  headers: Record<string, string>,
  { development, timeoutMs = WEBHOOK_TIMEOUT_MS }: PostOptions,
): Promise<PostOutcome> {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    return { ok: false, statusCode: null, error: 'The endpoint URL is not a valid URL' };
  }
  const verdict = await checkDestination(target, { development });
  if (!verdict.ok) return { ok: false, statusCode: null, error: verdict.reason };

  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  const options: RequestOptions = {
    method: 'POST',
    headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) },
    lookup: development ? undefined : publicOnlyLookup,
  };
  return new Promise((resolve) => {
    const req = send(target, options, (res) => {
      const statusCode = res.statusCode ?? 0;
      // Only the status counts: the body is never read. Closing the connection here means an
      // answer that never ends (or trickles a byte a second) costs nothing after its status.
      res.destroy();
      clearTimeout(deadline);
      if (statusCode >= 200 && statusCode < 300) return resolve({ ok: true, statusCode });
      if (statusCode >= 300 && statusCode < 400) {
        const to = res.headers.location ? ` to ${res.headers.location}` : '';
        return resolve({ ok: false, statusCode, error: `Redirect${to} not followed` });
      }
      resolve({ ok: false, statusCode, error: `The endpoint answered ${statusCode}` });
    });
    const deadline = setTimeout(() => {
      req.destroy(new Error(`No answer within ${Math.round(timeoutMs / 1000)} seconds`));
    }, timeoutMs);
    req.on('error', (error) => {
      clearTimeout(deadline);
      resolve({ ok: false, statusCode: null, error: error.message });
    });
    req.end(body);
  });
}
