import { expect, type APIRequestContext } from '@playwright/test';
import { z } from 'zod';
import { API_KEY_HEADER } from '@yardstick/core/client';
import type { PriceBasis } from '@yardstick/core/enums';
import { lawnAreaSqFt } from '@yardstick/core/lawnGeometry';
import { priceLineAt, selectedServicesOf } from '@yardstick/core/offer';
import type { LawnGeometry } from '@yardstick/core/schemas/lawnGeometry';
import {
  propertyAnalysisResultSchema,
  type PropertyAnalysisResult,
} from '@yardstick/core/schemas/analysis';
import { demoAddress } from '@yardstick/e2e-support/estimator';
import { embedKey } from '@yardstick/e2e-support/owners';

const createdServiceSchema = z.object({ service: z.object({ id: z.string() }) });

export interface FrequencyPrice {
  frequency: 'one-time' | 'weekly' | 'bi-weekly' | 'monthly';
  pricePerSqFt: number;
  minimumPrice?: number;
  /** What the price is charged on; the lawn when absent. */
  basis?: PriceBasis;
}

/** Creates a service and its frequencies the way the services page does (SPEC §7). */
export async function createService(
  api: APIRequestContext,
  name: string,
  frequencies: readonly FrequencyPrice[],
): Promise<string> {
  const created = await api.post('/api/services', {
    data: { name, description: '', isActive: true, sortOrder: 0 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { service } = createdServiceSchema.parse(await created.json());
  for (const [sortOrder, option] of frequencies.entries()) {
    const added = await api.post(`/api/services/${service.id}/frequencies`, {
      data: { ...option, minimumPrice: option.minimumPrice ?? null, isActive: true, sortOrder },
    });
    expect(added.status(), await added.text()).toBe(201);
  }
  return service.id;
}

export interface SeededQuote {
  customerName: string;
  customerEmail: string;
  address: string;
}

/**
 * A homeowner's accepted quote, made over the embed's calls (X-API-Key): for screens that
 * need a quote card but are not about accepting one. The owner needs a service first.
 */
export async function acceptQuoteThroughEmbed(
  api: APIRequestContext,
  customerName: string,
  addressIndex = 0,
  { lawnScale }: { lawnScale?: number } = {},
): Promise<SeededQuote> {
  const headers = { [API_KEY_HEADER]: await embedKey(api) };
  const address = await demoAddress(api, addressIndex);
  const analysed = await api.post('/api/analyze-property', { headers, data: { address } });
  expect(analysed.ok(), await analysed.text()).toBe(true);
  const analysis = propertyAnalysisResultSchema.parse(await analysed.json());
  const customerEmail = `${customerName.toLowerCase().replace(/\W+/g, '.')}@home.example`;
  const lawnGeometry = lawnScale === undefined ? undefined : scaledLot(analysis, lawnScale);
  const accepted = await api.post('/api/accept-quote', {
    headers,
    data: {
      propertyAnalysisId: analysis.analysisId,
      customerName,
      customerEmail,
      customerAddress: analysis.address,
      mowableArea: analysis.mowableArea,
      ...(lawnGeometry ? { lawnGeometry } : {}),
      // Every line at the price the estimator shows for the lawn as drawn or measured.
      selectedServices: selectedServicesOf(
        analysis.services.map((line) => {
          const areaSqFt = lawnGeometry ? lawnAreaSqFt(lawnGeometry) : line.areaSqFt;
          const shown = priceLineAt(
            { ...line, areaSqFt },
            line.selectedFrequency,
            analysis.aiComplexityScore,
          );
          return { ...(shown ?? line), isSelected: true };
        }),
      ),
    },
  });
  expect(accepted.status(), await accepted.text()).toBe(201);
  return { customerName, customerEmail, address: analysis.address };
}

/**
 * A lawn as the homeowner might draw it on the map: the lot outline scaled about its centre
 * (0.5 covers a quarter of a convex lot).
 */
function scaledLot(analysis: PropertyAnalysisResult, factor: number): LawnGeometry {
  const ring = analysis.mapData.propertyPolygon?.coordinates[0];
  if (!ring) throw new Error('the analysis has no lot outline');
  const corners = ring.slice(0, -1);
  const cx = corners.reduce((sum, [lon]) => sum + lon, 0) / corners.length;
  const cy = corners.reduce((sum, [, lat]) => sum + lat, 0) / corners.length;
  return {
    type: 'Polygon',
    coordinates: [
      ring.map(([lon, lat]): [number, number] => [
        cx + (lon - cx) * factor,
        cy + (lat - cy) * factor,
      ]),
    ],
  };
}

const acceptedSchema = z.object({ acceptedQuote: z.object({ id: z.string() }) });

/**
 * Many quotes accepted over the embed's calls, all on one analysed property, so a list of
 * quotes costs one estimate of the trial's 20. Answers the quotes' ids in order.
 */
export async function acceptQuotesOnOneAnalysis(
  api: APIRequestContext,
  customers: { name: string; address: string }[],
): Promise<string[]> {
  const headers = { [API_KEY_HEADER]: await embedKey(api) };
  const analysed = await api.post('/api/analyze-property', {
    headers,
    data: { address: await demoAddress(api, 2) },
  });
  expect(analysed.ok(), await analysed.text()).toBe(true);
  const analysis = propertyAnalysisResultSchema.parse(await analysed.json());
  const ids: string[] = [];
  for (const customer of customers) {
    const accepted = await api.post('/api/accept-quote', {
      headers,
      data: {
        propertyAnalysisId: analysis.analysisId,
        customerName: customer.name,
        customerEmail: `${customer.name.toLowerCase().replace(/\W+/g, '.')}@home.example`,
        customerAddress: customer.address,
        mowableArea: analysis.mowableArea,
        selectedServices: analysis.services.map((line) => ({
          ...line,
          selectedFrequency: 'weekly',
        })),
      },
    });
    expect(accepted.status(), await accepted.text()).toBe(201);
    ids.push(acceptedSchema.parse(await accepted.json()).acceptedQuote.id);
  }
  return ids;
}
