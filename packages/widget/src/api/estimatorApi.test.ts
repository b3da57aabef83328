import type { AcceptQuoteRequest } from '@yardstick/core/schemas/quotes';
import { describe, expect, it } from 'vitest';
import { createFakeFetch, json } from '../testing/fakeFetch.ts';
import { buildAcceptedQuote, buildAnalysisResult } from '../testing/fixtures.ts';
import { createEstimatorApi } from './estimatorApi.ts';

const acceptRequest: AcceptQuoteRequest = {
  propertyAnalysisId: 'an_123',
  customerName: 'Pat',
  customerEmail: 'pat@example.com',
  customerPhone: undefined,
  notes: undefined,
  selectedServices: [
    { serviceName: 'Lawn Mowing', pricePerSqFt: 0.008, areaSqFt: 5000, totalCost: 40 },
  ],
};

function serverAndApi(
  access: { apiKey?: string; storefrontSubdomain?: string; analyzeEndpoint?: string } = {},
) {
  const server = createFakeFetch({
    'POST /api/analyze-property': () => json(buildAnalysisResult()),
    'POST /custom/analyze': () => json(buildAnalysisResult()),
    'POST /api/accept-quote': () => json({ acceptedQuote: buildAcceptedQuote() }),
    'GET /api/verify-api-key': () => json({ user: { companyName: 'Green Acres' } }),
    'GET /api/demo/addresses': () =>
      json({ addresses: [{ address: '1 Demo Way', center: [-89, 39] }] }),
  });
  const api = createEstimatorApi({
    apiBase: 'https://yardstick.test/',
    fetch: server.fetch,
    ...access,
  });
  return { server, api };
}

describe('createEstimatorApi', () => {
  it('in key mode sends X-API-Key and no cookies', async () => {
    const { server, api } = serverAndApi({ apiKey: 'ys_pk_demo_landing_page' });
    await api.analyzeProperty('1 Elm St');
    const [request] = server.requests;
    expect(request?.url.href).toBe('https://yardstick.test/api/analyze-property');
    expect(request?.headers['x-api-key']).toBe('ys_pk_demo_landing_page');
    expect(request?.credentials).toBe('omit');
  });

  it('in storefront mode names the subdomain in the bodies, without a key or cookies', async () => {
    const { server, api } = serverAndApi({ storefrontSubdomain: 'demo' });
    await api.analyzeProperty('1 Elm St');
    await api.acceptQuote(acceptRequest);
    expect(server.requests.map((request) => request.body)).toEqual([
      { address: '1 Elm St', storefrontSubdomain: 'demo' },
      { ...acceptRequest, storefrontSubdomain: 'demo' },
    ]);
    expect(server.requests.every((request) => request.credentials === 'omit')).toBe(true);
    expect(server.requests.some((request) => 'x-api-key' in request.headers)).toBe(false);
  });

  it("in session mode sends the owner's cookies", async () => {
    const { server, api } = serverAndApi();
    await api.analyzeProperty('1 Elm St');
    expect(server.requests[0]?.credentials).toBe('include');
  });

  it('posts the address to a custom endpoint when given one', async () => {
    const { server, api } = serverAndApi({ analyzeEndpoint: '/custom/analyze' });
    await api.analyzeProperty('1 Elm St');
    expect(server.requests[0]?.url.pathname).toBe('/custom/analyze');
  });

  it('returns the accepted quote, the demo addresses and the company name', async () => {
    const { api } = serverAndApi({ apiKey: 'ys_pk_x' });
    expect((await api.acceptQuote(acceptRequest)).id).toBe('q_1');
    expect(await api.demoAddresses()).toEqual({
      addresses: ['1 Demo Way'],
      demoRegionIsDataSource: false,
    });
    expect(await api.companyName()).toBe('Green Acres');
  });

  it('rejects an answer that does not fit the schema', async () => {
    const { server, api } = serverAndApi();
    server.route('POST /api/analyze-property', () => json({ analysisId: 'x' }));
    await expect(api.analyzeProperty('1 Elm St')).rejects.toThrow();
  });

  it('builds the map image URL from the analysis id alone', () => {
    const { api } = serverAndApi({ apiKey: 'ys_pk_secret' });
    expect(api.mapImageUrl('an 1')).toBe(
      'https://yardstick.test/api/green-overlay-image?analysisId=an%201',
    );
    expect(api.mapImageUrl('an 1', 'small')).toBe(
      'https://yardstick.test/api/green-overlay-image?analysisId=an%201&variant=small',
    );
  });

  it('puts a path the server gave on the API origin', () => {
    const { api } = serverAndApi();
    expect(api.serverUrl('/api/analysis-imagery?analysisId=an_1')).toBe(
      'https://yardstick.test/api/analysis-imagery?analysisId=an_1',
    );
  });

  it('explains a failed map image as status and text', async () => {
    const { server, api } = serverAndApi();
    server.route('GET /api/green-overlay-image', () => new Response('no imagery', { status: 502 }));
    expect(await api.mapImageFailure('an_1')).toBe('502 - no imagery');
    server.route('GET /api/green-overlay-image', () => new Response('png', { status: 200 }));
    expect(await api.mapImageFailure('an_1')).toBeNull();
  });
});
