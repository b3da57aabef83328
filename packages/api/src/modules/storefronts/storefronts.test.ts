import {
  STOREFRONT_MESSAGES,
  customDomainApexMessage,
  storefrontFieldOfError,
  storefrontSchema,
  storefrontsListResponseSchema,
} from '@yardstick/core/schemas/storefronts';
import { CONTACT_MESSAGES } from '@yardstick/core/schemas/contact';
import { describe, expect, it } from 'vitest';
import { storefrontRepository } from './storefrontRepository.ts';
import { useTestApp } from '../../testing/app.ts';
import {
  buildOwner,
  buildService,
  buildStorefront,
  uniqueSubdomain,
} from '../../testing/factories.ts';
import { storefrontForm } from '../../testing/images.ts';
import { storefrontForms } from '../../testing/storefrontForms.ts';

const app = useTestApp();

const { fields, publish, pngLogo } = storefrontForms(app);

describe('POST /api/storefronts', () => {
  it('publishes the storefront from a multipart form', async () => {
    const owner = await buildOwner();
    const form = fields();
    const res = await publish(owner, form);
    expect(res.status).toBe(201);
    expect(storefrontSchema.parse(res.body)).toMatchObject({
      ...form,
      customDomain: null,
      isActive: true,
      hasLogo: false,
    });
  });

  it.each([
    [{ subdomain: '' }, STOREFRONT_MESSAGES.required],
    [{ companyName: '' }, STOREFRONT_MESSAGES.required],
    [{ subdomain: 'www' }, STOREFRONT_MESSAGES.subdomainReserved],
    [{ subdomain: 'Bad_Name' }, STOREFRONT_MESSAGES.subdomainInvalid],
    [{ primaryColor: 'blue' }, STOREFRONT_MESSAGES.colorInvalid],
    [{ customDomain: 'not a domain' }, STOREFRONT_MESSAGES.customDomainInvalid],
    // No CNAME can sit at an apex: the sentence offers the subdomain instead.
    [{ customDomain: 'GreenlineLawn.com' }, customDomainApexMessage('greenlinelawn.com')],
  ])('refuses %o with the schema sentence', async (override, message) => {
    const owner = await buildOwner();
    const res = await publish(owner, fields(override));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: message });
    // The configuration screen shows the sentence under the field it names.
    const [field] = Object.keys(override);
    if (message !== STOREFRONT_MESSAGES.required && message !== STOREFRONT_MESSAGES.colorInvalid) {
      expect(storefrontFieldOfError(res.status, message)).toBe(field);
    }
  });

  it('refuses a subdomain or custom domain that another storefront has', async () => {
    const taken = await buildStorefront(await buildOwner(), {
      customDomain: `quotes-${uniqueSubdomain()}.example.com`,
    });
    const owner = await buildOwner();
    const sameSubdomain = await publish(owner, fields({ subdomain: taken.subdomain }));
    expect(sameSubdomain.status).toBe(409);
    expect(sameSubdomain.body).toEqual({
      error: 'That subdomain is already taken. Please choose another.',
    });

    const sameDomain = await publish(owner, fields({ customDomain: taken.customDomain ?? '' }));
    expect(sameDomain.status).toBe(409);
    expect(sameDomain.body).toEqual({
      error: 'That custom domain is already used by another storefront.',
    });
    expect(storefrontFieldOfError(409, STOREFRONT_MESSAGES.subdomainTaken)).toBe('subdomain');
    expect(storefrontFieldOfError(409, STOREFRONT_MESSAGES.customDomainTaken)).toBe('customDomain');
  });

  it('refuses a second storefront for the same owner', async () => {
    const owner = await buildOwner();
    await buildStorefront(owner);
    const res = await publish(owner, fields());
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      error: 'You already have a storefront. Update it instead of creating another.',
    });
  });
});

describe('GET /api/storefronts', () => {
  it("lists only the owner's storefront", async () => {
    const owner = await buildOwner();
    const mine = await buildStorefront(owner);
    await buildStorefront(await buildOwner());
    const res = await app.as(owner).get('/api/storefronts');
    expect(res.status).toBe(200);
    expect(
      storefrontsListResponseSchema.parse(res.body).map((storefront) => storefront.id),
    ).toEqual([mine.id]);
  });
});

describe('PUT /api/storefronts/{id}', () => {
  it('updates the storefront and keeps the logo when none is sent', async () => {
    const owner = await buildOwner();
    const created = await publish(owner, fields(), await pngLogo());
    const storefront = storefrontSchema.parse(created.body);
    const res = await app.as(owner).put(`/api/storefronts/${storefront.id}`, undefined, {
      form: storefrontForm(
        fields({ subdomain: storefront.subdomain, companyName: 'Mow Better Co.' }),
      ),
    });
    expect(res.status).toBe(200);
    expect(storefrontSchema.parse(res.body)).toMatchObject({
      companyName: 'Mow Better Co.',
      hasLogo: true,
    });
  });

  it('refuses a missing company name', async () => {
    const owner = await buildOwner();
    const storefront = await buildStorefront(owner);
    const res = await app.as(owner).put(`/api/storefronts/${storefront.id}`, undefined, {
      form: storefrontForm(fields({ companyName: '' })),
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: STOREFRONT_MESSAGES.required });
  });

  it("answers 404 for another owner's storefront and leaves it unchanged", async () => {
    const owner = await buildOwner();
    const theirs = await buildStorefront(await buildOwner(), { companyName: 'Theirs' });
    const res = await app
      .as(owner)
      .put(`/api/storefronts/${theirs.id}`, undefined, { form: storefrontForm(fields()) });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Storefront not found' });
    expect((await storefrontRepository(app.db).get(theirs.ownerId, theirs.id))?.companyName).toBe(
      'Theirs',
    );
  });
});

describe('DELETE /api/storefronts/{id}', () => {
  it('deletes the storefront', async () => {
    const owner = await buildOwner();
    const storefront = await buildStorefront(owner);
    const res = await app.as(owner).delete(`/api/storefronts/${storefront.id}`);
    expect(res.status).toBe(200);
    expect(await storefrontRepository(app.db).list(owner.id)).toEqual([]);
  });

  it("answers 404 for another owner's storefront and keeps it", async () => {
    const owner = await buildOwner();
    const theirs = await buildStorefront(await buildOwner());
    const res = await app.as(owner).delete(`/api/storefronts/${theirs.id}`);
    expect(res.status).toBe(404);
    expect(await storefrontRepository(app.db).get(theirs.ownerId, theirs.id)).toBeDefined();
  });
});

describe('storefront owner routes access', () => {
  it.each([
    ['GET', '/api/storefronts'],
    ['POST', '/api/storefronts'],
    ['PUT', '/api/storefronts/00000000-0000-4000-8000-000000000000'],
    ['DELETE', '/api/storefronts/00000000-0000-4000-8000-000000000000'],
  ])('%s %s answers 401 when signed out', async (method, path) => {
    const res = await app.anonymous().request(method, path, {});
    expect(res.status).toBe(401);
  });

  it('lets the owner read, edit and switch off the storefront once the trial has ended', async () => {
    const owner = await buildOwner({ trial: 'expired' });
    const storefront = await buildStorefront(owner);
    const client = app.as(owner);
    expect((await client.get('/api/storefronts')).status).toBe(200);
    const res = await client.put(`/api/storefronts/${storefront.id}`, undefined, {
      form: storefrontForm({
        subdomain: storefront.subdomain,
        companyName: 'Renamed Lawns',
        isActive: 'false',
        contactPhone: '555 010 2030',
      }),
    });
    expect(res.status, res.text).toBe(200);
    expect(storefrontSchema.parse(res.body)).toMatchObject({
      companyName: 'Renamed Lawns',
      isActive: false,
      contactPhone: '555 010 2030',
    });
  });
});

describe('GET /api/storefront/{subdomain}', () => {
  it('answers the public storefront', async () => {
    const owner = await buildOwner();
    const storefront = await buildStorefront(owner);
    const res = await app.anonymous().get(`/api/storefront/${storefront.subdomain.toUpperCase()}`);
    expect(res.status).toBe(200);
    expect(storefrontSchema.parse(res.body)).toMatchObject({ id: storefront.id, isActive: true });
  });

  it("keeps the company's name and contact but takes no quotes once the owner's access lapsed", async () => {
    const owner = await buildOwner({ trial: 'expired', companyName: 'Lapsed Lawns' });
    await buildService(owner);
    const storefront = await buildStorefront(owner, { contactEmail: 'hi@lapsed.test' });
    const res = await app.anonymous().get(`/api/storefront/${storefront.subdomain}`);
    expect(storefrontSchema.parse(res.body)).toMatchObject({
      companyName: 'Lapsed Lawns',
      contactEmail: 'hi@lapsed.test',
      acceptsQuotes: false,
    });
  });

  it('says whether the owner offers a priced service, and follows a change at once', async () => {
    const owner = await buildOwner();
    const storefront = await buildStorefront(owner);
    const read = async () =>
      storefrontSchema.parse(
        (await app.anonymous().get(`/api/storefront/${storefront.subdomain}`)).body,
      ).acceptsQuotes;
    expect(await read()).toBe(false);
    const service = await app.as(owner).post('/api/services', {
      name: 'Mowing',
      frequencies: [{ frequency: 'weekly', pricePerSqFt: 0.008 }],
    });
    expect(service.status).toBe(201);
    expect(await read()).toBe(true);
    const { id } = (service.body as { service: { id: string } }).service;
    await app.as(owner).put(`/api/services/${id}`, { name: 'Mowing', isActive: false });
    expect(await read()).toBe(false);
  });

  it('answers 404 for an unknown subdomain', async () => {
    const res = await app.anonymous().get(`/api/storefront/${uniqueSubdomain('nobody')}`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Storefront not found' });
  });
});

describe('GET /api/storefront-by-domain', () => {
  it("finds the storefront by the owner's custom domain, ignoring case and port", async () => {
    const customDomain = `${uniqueSubdomain('quotes')}.example.com`;
    const storefront = await buildStorefront(await buildOwner(), { customDomain });
    const res = await app
      .anonymous()
      .get(`/api/storefront-by-domain?host=${customDomain.toUpperCase()}:8443`);
    expect(res.status).toBe(200);
    expect(storefrontSchema.parse(res.body)).toMatchObject({ id: storefront.id, customDomain });
  });

  it('answers 404 for a domain no storefront uses and 400 without a host', async () => {
    const unknown = await app.anonymous().get('/api/storefront-by-domain?host=nobody.example.org');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: 'Storefront not found' });
    const missing = await app.anonymous().get('/api/storefront-by-domain');
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ error: 'host is required' });
  });
});

describe('storefront contact details', () => {
  it('saves the phone and e-mail set on the Storefront page, and clears them when blank', async () => {
    const owner = await buildOwner();
    const storefront = await buildStorefront(owner);
    const save = (contact: Record<string, string>) =>
      app.as(owner).put(`/api/storefronts/${storefront.id}`, undefined, {
        form: storefrontForm({ subdomain: storefront.subdomain, companyName: 'Lawns', ...contact }),
      });
    const saved = await save({
      contactPhone: '+1 (555) 010-2030',
      contactEmail: 'Office@Lawns.test',
    });
    expect(storefrontSchema.parse(saved.body)).toMatchObject({
      contactPhone: '+1 (555) 010-2030',
      contactEmail: 'office@lawns.test',
    });
    const cleared = await save({ contactPhone: '', contactEmail: '' });
    expect(storefrontSchema.parse(cleared.body)).toMatchObject({
      contactPhone: null,
      contactEmail: null,
    });
  });

  it.each([
    [{ contactPhone: 'call me' }, CONTACT_MESSAGES.phoneInvalid],
    [{ contactPhone: '12345' }, CONTACT_MESSAGES.phoneInvalid],
    [{ contactEmail: 'not-an-address' }, CONTACT_MESSAGES.emailInvalid],
  ])('refuses %j with 400 and a sentence, not a 500', async (contact, message) => {
    const owner = await buildOwner();
    const storefront = await buildStorefront(owner);
    const res = await app.as(owner).put(`/api/storefronts/${storefront.id}`, undefined, {
      form: storefrontForm({ subdomain: storefront.subdomain, companyName: 'Lawns', ...contact }),
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: message });
  });
});
