/**
 * The calls the estimator makes (SPEC §7, DESIGN §7), parsed with the core schemas, which are
 * fetched with the first call rather than before the address field (lazyChunks.ts).
 */
import { ADDRESS_SUGGESTION_LIMIT } from '@yardstick/core/addressSuggestions';
import { ApiError, createApiClient } from '@yardstick/core/client';
import { mapImagePath } from '@yardstick/core/mapImage';
import type { EstimatorApi } from '../estimatorTypes.ts';
import { resultScreensChunk, schemasChunk } from '../lazyChunks.ts';
import { accessMode, apiUrl, credentialsFor, type EstimatorAccess } from './access.ts';

export type { EstimatorApi } from '../estimatorTypes.ts';

export function createEstimatorApi(access: EstimatorAccess): EstimatorApi {
  const client = createApiClient({
    baseUrl: access.apiBase,
    apiKey: access.apiKey,
    fetch: access.fetch,
    // A key or a storefront must not carry the visitor's cookies to our origin from a third-party page.
    credentials: credentialsFor(accessMode(access)),
  });
  const storefront = access.storefrontSubdomain
    ? { storefrontSubdomain: access.storefrontSubdomain }
    : {};

  return {
    async searchAddresses(query) {
      const answer = await schemasChunk.with(({ estimatorEndpoints }) =>
        client.call(estimatorEndpoints.geocode, { query: { q: query.trim() } }),
      );
      return answer.features
        .slice(0, ADDRESS_SUGGESTION_LIMIT)
        .map((feature) => ({ placeName: feature.place_name, center: feature.center }));
    },

    analyzeProperty(address) {
      // The result screens arrive before the answer is shown: a result never waits on a chunk,
      // and a chunk that cannot be fetched fails the analysis as the network would.
      return resultScreensChunk.with(() =>
        schemasChunk.with(({ estimatorEndpoints: { analyzeProperty } }) =>
          // A page may send the analysis through its own server instead (analyzeEndpoint).
          client.request('POST', access.analyzeEndpoint || analyzeProperty.path, {
            body: { address, ...storefront },
            schema: analyzeProperty.answer,
          }),
        ),
      );
    },

    async acceptQuote(request) {
      const answer = await schemasChunk.with(({ estimatorEndpoints }) =>
        client.call(estimatorEndpoints.acceptQuote, { body: { ...request, ...storefront } }),
      );
      return answer.acceptedQuote;
    },

    async demoAddresses() {
      const answer = await schemasChunk.with(({ estimatorEndpoints }) =>
        client.call(estimatorEndpoints.demoAddresses),
      );
      return {
        addresses: answer.addresses.map((entry) => entry.address),
        demoRegionIsDataSource: answer.demoRegionIsDataSource,
      };
    },

    async companyName() {
      const answer = await schemasChunk.with(({ estimatorEndpoints }) =>
        client.call(estimatorEndpoints.verifyApiKey),
      );
      return answer.user.companyName;
    },

    async contact() {
      const { user } = await schemasChunk.with(({ estimatorEndpoints }) =>
        client.call(estimatorEndpoints.verifyApiKey),
      );
      return { contactPhone: user.contactPhone, contactEmail: user.contactEmail };
    },

    async requestCallback(request) {
      await schemasChunk.with(({ estimatorEndpoints }) =>
        client.call(estimatorEndpoints.callbackRequest, { body: { ...request, ...storefront } }),
      );
    },

    mapImageUrl(analysisId, variant) {
      return apiUrl(access.apiBase, mapImagePath(analysisId, variant));
    },

    serverUrl(path) {
      return apiUrl(access.apiBase, path);
    },

    async mapImageFailure(analysisId) {
      try {
        await client.request('GET', mapImagePath(analysisId));
        return null;
      } catch (error) {
        if (error instanceof ApiError) return `${error.status} - ${error.body}`;
        return error instanceof Error ? error.message : String(error);
      }
    },
  };
}
