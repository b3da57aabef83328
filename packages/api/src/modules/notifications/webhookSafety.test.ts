import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkDestination, isPrivateAddress } from './destinationGuard.ts';
import { newSigningSecret, signatureHeader, verifySignature } from './signature.ts';

describe('webhook signature', () => {
  const secret = newSigningSecret();
  const body = JSON.stringify({ id: 'evt_1', type: 'quote.accepted' });
  const at = new Date('2026-11-24T12:00:00Z');

  it('is t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">', () => {
    const t = 1_795_521_600;
    const hmac = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
    expect(signatureHeader(secret, body, at)).toBe(`t=${t},v1=${hmac}`);
  });

  it('verifies what it signed and refuses a changed body, another secret or an old stamp', () => {
    const header = signatureHeader(secret, body, at);
    expect(verifySignature(secret, body, header, at)).toBe(true);
    expect(verifySignature(secret, `${body} `, header, at)).toBe(false);
    expect(verifySignature(newSigningSecret(), body, header, at)).toBe(false);
    expect(verifySignature(secret, body, header, new Date(at.getTime() + 10 * 60_000))).toBe(false);
    expect(verifySignature(secret, body, 'nonsense', at)).toBe(false);
  });
});

describe('webhook destinations', () => {
  const publicDns = async () => ['93.184.216.34'];

  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.20.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '::1',
    'fd00::1',
    '::ffff:10.0.0.1',
    '::127.0.0.1',
    '::7f00:1',
    '64:ff9b::7f00:1',
    '64:ff9b::10.0.0.1',
    '64:ff9b:1::a00:1',
    '::ffff:0:7f00:1',
    '2002:a00:1::1',
    '2001:0:4136:e378:8000:63bf:3fff:fdd2',
  ])('%s is private', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it('takes a public https address', async () => {
    expect(
      await checkDestination(new URL('https://hooks.example.com/y'), {
        development: false,
        resolve: publicDns,
      }),
    ).toEqual({ ok: true });
    expect(isPrivateAddress('93.184.216.34')).toBe(false);
    expect(isPrivateAddress('2606:2800:220:1:248:1893:25c8:1946')).toBe(false);
  });

  it('refuses plain http, and a name that resolves to a private address, outside development', async () => {
    const http = await checkDestination(new URL('http://hooks.example.com/y'), {
      development: false,
      resolve: publicDns,
    });
    expect(http).toEqual({ ok: false, reason: 'The endpoint URL must start with https://' });
    const inside = await checkDestination(new URL('https://internal.example.com/'), {
      development: false,
      resolve: async () => ['10.0.0.5'],
    });
    expect(inside).toEqual({ ok: false, reason: 'The endpoint must be on the public internet' });
    const loopback = await checkDestination(new URL('https://127.0.0.1/'), { development: false });
    expect(loopback.ok).toBe(false);
  });

  it('lets development post to http://localhost only', async () => {
    expect(
      await checkDestination(new URL('http://localhost:9000/hook'), { development: true }),
    ).toEqual({ ok: true });
    expect(
      (await checkDestination(new URL('http://example.com/hook'), { development: true })).ok,
    ).toBe(false);
  });
});
