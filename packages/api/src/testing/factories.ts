import { randomUUID } from 'node:crypto';
import type { LotPolygon } from '@yardstick/core/lawnGeometry';
import type { PaidPlanId, SubscriptionStatus } from '@yardstick/core/enums';
import type { FrequencyInput, ServiceInput } from '@yardstick/core/schemas/services';
import type { MapData, ServiceMeasures } from '@yardstick/core/schemas/analysis';
import type { StorefrontInput } from '@yardstick/core/schemas/storefronts';
import { trialEndsAt } from '@yardstick/core/trial';
import { TRIAL } from '@yardstick/core/plans';
import type { ReviewMeasure } from '@yardstick/core/priceReview';
import { eq } from 'drizzle-orm';
import { newApiKey } from '../platform/auth/apiKeys.ts';
import { hashPassword } from '../platform/auth/password.ts';
import { apiKeyRepository, ownerRepository, type Owner } from '../modules/accounts/index.ts';
import {
  analysisRepository,
  type PropertyAnalysisRow,
} from '../platform/db/repositories/analyses.ts';
import {
  quoteRepository,
  type NewQuoteLine,
  type QuoteWithLines,
} from '../modules/quotes/index.ts';
import { serviceRepository, type ServiceWithFrequencies } from '../modules/priceList/index.ts';
import { storefrontRepository, type StorefrontRow } from '../modules/storefronts/index.ts';
import { owners } from '../platform/db/schema/index.ts';
import { testDatabase } from './database.ts';

/** Rows made straight in the database, each with unique names so tests never collide. */

export const TEST_PASSWORD = 'correct horse battery staple';
let testPasswordHash: Promise<string> | undefined;

const DAY_MS = 24 * 60 * 60 * 1000;

export function uniqueEmail(label = 'owner'): string {
  return `${label}-${randomUUID()}@example.test`;
}

export function uniqueSubdomain(label = 'shop'): string {
  return `${label}-${randomUUID().slice(0, 8)}`;
}

export interface OwnerOverrides {
  email?: string;
  companyName?: string;
  /** 'active' (default): started today; 'expired': started 15 days ago; 'none': never started. */
  trial?: 'active' | 'expired' | 'none';
  isSuperUser?: boolean;
  subscriptionStatus?: SubscriptionStatus;
  plan?: PaidPlanId;
}

/** An owner who can use everything (an active trial) unless told otherwise; password TEST_PASSWORD. */
export async function buildOwner(overrides: OwnerOverrides = {}): Promise<Owner> {
  const { db } = await testDatabase();
  testPasswordHash ??= hashPassword(TEST_PASSWORD);
  const created = await ownerRepository(db).create({
    email: overrides.email ?? uniqueEmail(),
    passwordHash: await testPasswordHash,
    companyName: overrides.companyName ?? 'Green Acres Lawn Care',
    isSuperUser: overrides.isSuperUser ?? false,
    subscriptionStatus: overrides.subscriptionStatus ?? 'none',
    plan: overrides.plan ?? null,
  });
  const trial = overrides.trial ?? 'active';
  if (trial === 'none') return created;
  const startedAt = new Date(Date.now() - (trial === 'expired' ? TRIAL.days + 1 : 0) * DAY_MS);
  const [row] = await db
    .update(owners)
    .set({
      trialStartedAt: startedAt,
      trialEndsAt: trialEndsAt(startedAt),
      trialEstimatesGranted: TRIAL.estimates,
    })
    .where(eq(owners.id, created.id))
    .returning();
  if (!row) throw new Error('buildOwner: owner vanished');
  return row;
}

export async function buildApiKey(owner: Owner): Promise<string> {
  const { db } = await testDatabase();
  return (await apiKeyRepository(db).create(owner.id, newApiKey())).key;
}

export type ServiceOverrides = Partial<ServiceInput> & {
  isDefault?: boolean;
  frequencies?: Partial<FrequencyInput>[];
};

/** A service with one weekly frequency (0.008 per sq ft, $50 minimum) unless told otherwise. */
export async function buildService(
  owner: Owner,
  overrides: ServiceOverrides = {},
): Promise<ServiceWithFrequencies> {
  const { db } = await testDatabase();
  const services = serviceRepository(db);
  const { frequencies = [{}], ...fields } = overrides;
  const service = await services.create(owner.id, {
    name: 'Lawn Mowing',
    description: undefined,
    isActive: true,
    sortOrder: 0,
    ...fields,
  });
  for (const [index, frequency] of frequencies.entries()) {
    await services.addFrequency(owner.id, service.id, {
      frequency: 'weekly',
      pricePerSqFt: 0.008,
      minimumPrice: 50,
      isActive: true,
      sortOrder: index,
      ...frequency,
    });
  }
  const built = await services.get(owner.id, service.id);
  if (!built) throw new Error('buildService: service vanished');
  return built;
}

export async function buildStorefront(
  owner: Owner,
  overrides: Partial<StorefrontInput> = {},
): Promise<StorefrontRow> {
  const { db } = await testDatabase();
  return storefrontRepository(db).create(owner.id, {
    subdomain: uniqueSubdomain(),
    customDomain: null,
    companyName: owner.companyName,
    primaryColor: '#3B82F6',
    secondaryColor: '#1E40AF',
    accentColor: '#F59E0B',
    isActive: true,
    contactPhone: null,
    contactEmail: null,
    ...overrides,
  });
}

export interface AnalysisOverrides {
  address?: string;
  totalSqFt?: number;
  mowableSqFt?: number;
  complexityScore?: number | null;
  /** Per-service areas as the analysis priced them. */
  services?: { serviceId: string; areaSqFt: number }[];
  /** The imagery the measurement rests on, kept in the result's measurement. */
  imagerySource?: string;
  /** The lot line, which a lawn drawn on the map must stay within. */
  lot?: LotPolygon;
  /** The lot's beds, paving, edges and trees; none, as analyses made before they were measured. */
  serviceMeasures?: ServiceMeasures;
  /** The beds' and paving's shapes on the map; none, as analyses made before they were kept. */
  mapShapes?: Pick<MapData, 'bedPolygons' | 'pavingPolygons'>;
}

/** A stored analysis whose result carries a valid mapData. */
export async function buildAnalysis(
  owner: Owner,
  overrides: AnalysisOverrides = {},
): Promise<PropertyAnalysisRow> {
  const { db } = await testDatabase();
  const address = overrides.address ?? '12 Elm Street, Springfield';
  const center: [number, number] = [-89.65, 39.78];
  return analysisRepository(db).create(owner.id, {
    address,
    parcelKey: `parcel-${randomUUID()}`,
    totalSqFt: overrides.totalSqFt ?? 21_780,
    mowableSqFt: overrides.mowableSqFt ?? 10_000,
    result: {
      aiComplexityScore: overrides.complexityScore ?? null,
      services: overrides.services ?? [],
      ...(overrides.serviceMeasures ? { serviceMeasures: overrides.serviceMeasures } : {}),
      ...(overrides.imagerySource
        ? {
            measurement: {
              confidence: 0.8,
              imageryDate: null,
              imagerySource: overrides.imagerySource,
              parcelSource: 'parcel',
              resolutionM: 0.3,
            },
          }
        : {}),
      mapData: {
        status: 'success',
        parcel: null,
        center,
        zoom: 19,
        propertyPolygon: overrides.lot ?? null,
        mowablePolygons: { type: 'MultiPolygon', coordinates: [] },
        greenPercentage: 46,
        address,
        greenAreaImagePath: null,
        ...overrides.mapShapes,
      },
    },
  });
}

export interface QuoteOverrides {
  customerName?: string;
  /** The address the homeowner typed; the analysis's demo address unless given. */
  customerAddress?: string;
  customerEmail?: string;
  status?: QuoteWithLines['status'];
  notes?: string | null;
  totalCents?: number;
  lines?: NewQuoteLine[];
  createdAt?: Date;
  /** The lawn measured and priced, sq ft (10,000 unless told). */
  measuredSqFt?: number;
  measurementConfidence?: number | null;
  /** Accepted below the owner's review threshold, waiting on these measures. */
  reviewRequired?: boolean;
  reviewMeasures?: ReviewMeasure[];
  /** Accepted on the landing demo. */
  demo?: boolean;
  imagerySource?: string;
  lot?: LotPolygon;
  /** The analysis's beds, paving, edges and trees, and their shapes on the map. */
  serviceMeasures?: ServiceMeasures;
  mapShapes?: AnalysisOverrides['mapShapes'];
}

/** An accepted quote (with its analysis and one mowing line) for the owner. */
export async function buildQuote(
  owner: Owner,
  overrides: QuoteOverrides = {},
): Promise<QuoteWithLines> {
  const { db } = await testDatabase();
  const measuredSqFt = overrides.measuredSqFt ?? 10_000;
  const analysis = await buildAnalysis(owner, {
    mowableSqFt: measuredSqFt,
    ...(overrides.imagerySource ? { imagerySource: overrides.imagerySource } : {}),
    ...(overrides.lot ? { lot: overrides.lot } : {}),
    ...(overrides.serviceMeasures ? { serviceMeasures: overrides.serviceMeasures } : {}),
    ...(overrides.mapShapes ? { mapShapes: overrides.mapShapes } : {}),
  });
  return quoteRepository(db).insert(
    owner.id,
    {
      propertyAnalysisId: analysis.id,
      customerName: overrides.customerName ?? 'Pat Homeowner',
      customerEmail: overrides.customerEmail ?? uniqueEmail('customer'),
      customerPhone: '555-0100',
      customerAddress: overrides.customerAddress ?? analysis.address,
      status: overrides.status ?? 'pending',
      notes: overrides.notes ?? null,
      totalCents: overrides.totalCents ?? 8000,
      mowableAcres: measuredSqFt / 43_560,
      measuredMowableAcres: measuredSqFt / 43_560,
      measurementConfidence: overrides.measurementConfidence ?? null,
      reviewRequired: overrides.reviewRequired ?? false,
      reviewMeasures: overrides.reviewMeasures ?? null,
      idempotencyKey: null,
      demo: overrides.demo ?? false,
      ...(overrides.createdAt ? { createdAt: overrides.createdAt } : {}),
    },
    overrides.lines ?? [
      {
        serviceId: null,
        serviceName: 'Lawn Mowing',
        areaSqFt: measuredSqFt,
        pricePerSqFt: '0.008000',
        frequency: 'weekly',
        totalCents: 8000,
      },
    ],
  );
}
