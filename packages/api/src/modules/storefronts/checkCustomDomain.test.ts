import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UnavailableError } from '../../platform/errors.ts';
import { startLocalDnsServer, type LocalDnsServer } from '../../testing/localDnsServer.ts';
import { checkCustomDomain, dnsUnavailableMessage } from './checkCustomDomain.ts';
import type { DomainResolver } from './domainResolver.ts';

const TARGET = 'stores.yardstick.test';
const now = new Date('2026-11-25T12:00:00Z');
let dns: LocalDnsServer;

beforeAll(async () => {
  dns = await startLocalDnsServer();
});
afterAll(async () => {
  await dns.close();
});

const check = (domain: string | null, resolver: DomainResolver = dns.resolver) =>
  checkCustomDomain(resolver, domain, TARGET, now);

describe('checkCustomDomain over a real DNS lookup', () => {
  it('says "not set" without a domain, with no record to create', async () => {
    expect(await check(null)).toEqual({
      customDomain: null,
      record: null,
      status: 'not_set',
      pointsTo: [],
      checkedAt: now.toISOString(),
    });
  });

  it('waits while the name has no record yet, and shows the CNAME to create', async () => {
    const result = await check('quotes.waiting.test');
    expect(result.status).toBe('waiting');
    expect(result.record).toEqual({
      type: 'CNAME',
      name: 'quotes.waiting.test',
      host: 'quotes',
      zone: 'waiting.test',
      value: TARGET,
    });
    expect(result.pointsTo).toEqual([]);
  });

  it('is connected once the CNAME points at the product host, whatever its case', async () => {
    dns.set('quotes.connected.test', { cname: 'Stores.Yardstick.Test' });
    const result = await check('quotes.connected.test');
    expect(result.status).toBe('connected');
  });

  it('names where a CNAME pointing elsewhere leads', async () => {
    dns.set('quotes.moved.test', { cname: 'old-host.example.net' });
    expect(await check('quotes.moved.test')).toMatchObject({
      status: 'elsewhere',
      pointsTo: ['old-host.example.net'],
    });
  });

  it('names the addresses of a domain that has no CNAME but an old website', async () => {
    dns.set('www.oldsite.test', { a: ['203.0.113.7'] });
    expect(await check('www.oldsite.test')).toMatchObject({
      status: 'elsewhere',
      pointsTo: ['203.0.113.7'],
    });
  });

  it('tells the owner to try again when DNS itself fails', async () => {
    dns.failing(true);
    try {
      const failure = await check('quotes.moved.test').catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(UnavailableError);
      expect((failure as Error).message).toBe(dnsUnavailableMessage('quotes.moved.test'));
    } finally {
      dns.failing(false);
    }
  });
});
