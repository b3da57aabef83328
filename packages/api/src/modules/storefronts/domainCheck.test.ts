import { customDomainCheckSchema } from '@yardstick/core/schemas/storefronts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dnsUnavailableMessage } from './checkCustomDomain.ts';
import { useTestApp } from '../../testing/app.ts';
import { buildOwner, buildStorefront, uniqueSubdomain } from '../../testing/factories.ts';
import { startLocalDnsServer, type LocalDnsServer } from '../../testing/localDnsServer.ts';

let dns: LocalDnsServer | undefined;
const localDns = (): LocalDnsServer => {
  if (!dns) throw new Error('the local DNS server has not started');
  return dns;
};
beforeAll(async () => {
  dns = await startLocalDnsServer();
});
afterAll(async () => {
  await dns?.close();
});

// The app asks the local DNS server over UDP, as it would ask DNS_SERVERS.
const app = useTestApp({
  env: {
    PUBLIC_URL: 'https://yardstick.example.com',
    CUSTOM_DOMAIN_TARGET: 'Stores.Yardstick.Test',
  },
  domainResolver: {
    cname: (host) => localDns().resolver.cname(host),
    addresses: (host) => localDns().resolver.addresses(host),
  },
});

const checkPath = (id: string) => `/api/storefronts/${id}/domain-check`;

describe('GET /api/storefronts/{id}/domain-check', () => {
  it('follows the domain from "waiting for DNS" to "pointing elsewhere" to "connected"', async () => {
    const owner = await buildOwner();
    const domain = `quotes.${uniqueSubdomain()}.test`;
    const storefront = await buildStorefront(owner, { customDomain: domain });
    const check = async () => {
      const res = await app.as(owner).get(checkPath(storefront.id));
      expect(res.status, res.text).toBe(200);
      return customDomainCheckSchema.parse(res.body);
    };

    const waiting = await check();
    expect(waiting).toMatchObject({
      customDomain: domain,
      record: { type: 'CNAME', name: domain, value: 'stores.yardstick.test' },
      status: 'waiting',
      pointsTo: [],
    });

    localDns().set(domain, { cname: 'parking.registrar.example' });
    expect(await check()).toMatchObject({
      status: 'elsewhere',
      pointsTo: ['parking.registrar.example'],
    });

    localDns().set(domain, { cname: 'stores.yardstick.test' });
    expect(await check()).toMatchObject({ status: 'connected' });
  });

  it('says "not set" for a storefront without a custom domain', async () => {
    const owner = await buildOwner();
    const storefront = await buildStorefront(owner);
    const res = await app.as(owner).get(checkPath(storefront.id));
    expect(customDomainCheckSchema.parse(res.body)).toMatchObject({
      customDomain: null,
      record: null,
      status: 'not_set',
    });
  });

  it('answers 503 with a sentence when DNS cannot be asked', async () => {
    const owner = await buildOwner();
    const storefront = await buildStorefront(owner, { customDomain: 'quotes.broken.test' });
    localDns().failing(true);
    try {
      const res = await app.as(owner).get(checkPath(storefront.id));
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ error: dnsUnavailableMessage('quotes.broken.test') });
    } finally {
      localDns().failing(false);
    }
  });

  it("checks only the owner's own storefront", async () => {
    const owner = await buildOwner();
    const stranger = await buildOwner();
    const theirs = await buildStorefront(stranger, { customDomain: `q.${uniqueSubdomain()}.test` });
    expect((await app.as(owner).get(checkPath(theirs.id))).status).toBe(404);
    expect((await app.as(owner).get(checkPath('not-an-id'))).status).toBe(404);
    expect((await app.anonymous().get(checkPath(theirs.id))).status).toBe(401);
  });
});
