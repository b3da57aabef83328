import {
  STOREFRONT_MESSAGES,
  customDomainApexMessage,
  storefrontFieldOfError,
  storefrontSchema,
  storefrontsListResponseSchema,
} from '@yardstick/core/schemas/storefronts';
import { CONTACT_MESSAGES } from '@yardstick/core/schemas/contact';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { storefrontRepository } from './storefrontRepository.ts';
import { useTestApp } from '../../testing/app.ts';
import {
  buildOwner,
  buildService,
  buildStorefront,
  uniqueSubdomain,
} from '../../testing/factories.ts';
import { PNG_SIGNATURE, pngImage, storefrontForm, SVG_WITH_SCRIPT } from '../../testing/images.ts';

const app = useTestApp();

function fields(overrides: Record<string, string> = {}) {
  return {
    subdomain: uniqueSubdomain(),
    companyName: 'Mow Better',
    primaryColor: '#112233',
    secondaryColor: '#445566',
    accentColor: '#778899',
    customDomain: '',
    ...overrides,
  };
}

type Logo = Parameters<typeof storefrontForm>[1];

async function pngLogo(): Promise<Logo> {
  return { bytes: await pngImage(), name: 'logo.png', type: 'image/png' };
}

/** Publishes a storefront the way the configuration screen does. */
function publish(owner: { id: string }, form = fields(), logo?: Logo) {
  return app.as(owner).post('/api/storefronts', undefined, { form: storefrontForm(form, logo) });
}

async function logoOf(storefrontId: string) {
  return app.anonymous().get(`/api/storefront-logo?storefrontId=${storefrontId}`);
}

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

describe('storefront logos', () => {
  it('stores a PNG sent under an .svg name as a PNG, judged by its content', async () => {
    const owner = await buildOwner();
    const logo = { bytes: await pngImage(), name: 'logo.svg', type: 'image/svg+xml' };
    const res = await publish(owner, fields(), logo);
    expect(res.status).toBe(201);
    const storefront = storefrontSchema.parse(res.body);
    expect(storefront.hasLogo).toBe(true);
    const served = await logoOf(storefront.id);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.bytes.subarray(0, 8)).toEqual(PNG_SIGNATURE);
  });

  it('rasterises an SVG with a script into a PNG without the script', async () => {
    const owner = await buildOwner();
    const logo = { bytes: SVG_WITH_SCRIPT, name: 'logo.svg', type: 'image/svg+xml' };
    const res = await publish(owner, fields(), logo);
    expect(res.status).toBe(201);
    const served = await logoOf(storefrontSchema.parse(res.body).id);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.bytes.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(served.bytes.includes('script')).toBe(false);
    expect(served.bytes.includes('alert')).toBe(false);
  });

  it('refuses a text file named like an image with 415', async () => {
    const owner = await buildOwner();
    const logo = { bytes: 'just some notes, not an image', name: 'logo.png', type: 'image/png' };
    const res = await publish(owner, fields(), logo);
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ error: STOREFRONT_MESSAGES.logoType });
    expect(storefrontFieldOfError(res.status, STOREFRONT_MESSAGES.logoType)).toBe('logo');
    expect(await storefrontRepository(app.db).list(owner.id)).toEqual([]);
  });

  it('refuses a logo over 2 MB with 413', async () => {
    const owner = await buildOwner();
    const logo = { bytes: Buffer.alloc(3 * 1024 * 1024, 1), name: 'huge.png', type: 'image/png' };
    const res = await publish(owner, fields(), logo);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: 'The logo must be 2 MB or smaller.' });
    expect(storefrontFieldOfError(res.status, 'The logo must be 2 MB or smaller.')).toBe('logo');
  });

  it.each([
    ['an empty file', Buffer.alloc(0), 'image/png'],
    [
      'an SVG too detailed to draw',
      Buffer.from(`<svg>${'<rect/>'.repeat(20_000)}</svg>`),
      'image/svg+xml',
    ],
  ])('refuses %s with a sentence shown under the logo field', async (_name, bytes, type) => {
    const owner = await buildOwner();
    const res = await publish(owner, fields(), { bytes, name: 'logo', type });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    const { error } = z.object({ error: z.string() }).parse(res.body);
    expect(storefrontFieldOfError(res.status, error)).toBe('logo');
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

describe('GET /api/storefront-logo', () => {
  it('serves the logo with caching headers and answers 304 when unchanged', async () => {
    const owner = await buildOwner();
    const created = await publish(owner, fields(), await pngLogo());
    const storefront = storefrontSchema.parse(created.body);
    const res = await logoOf(storefront.id);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    const etag = res.headers.get('etag') ?? '';
    // The content hash of the stored picture.
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    // As a browser cache revalidates (fetch() alone would add Cache-Control: no-cache).
    const again = await app.anonymous().get(`/api/storefront-logo?storefrontId=${storefront.id}`, {
      headers: { 'if-none-match': etag, 'cache-control': 'max-age=0' },
    });
    expect(again.status).toBe(304);
  });

  it('answers 404 when the storefront has no logo or does not exist', async () => {
    const storefront = await buildStorefront(await buildOwner());
    expect((await logoOf(storefront.id)).status).toBe(404);
    expect((await logoOf('nope')).status).toBe(404);
  });

  it('asks for the storefront id', async () => {
    const res = await app.anonymous().get('/api/storefront-logo');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'storefrontId is required' });
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
