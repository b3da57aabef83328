/** Builders for server answers in the shapes of the core schemas; override what a test needs. */
import type { AnalysisServiceLine, PropertyAnalysisResult } from '@yardstick/core/schemas/analysis';
import type { AcceptedQuote } from '@yardstick/core/schemas/quotes';

export const TEST_ADDRESS = '12 Elm Street, Springfield';

export function buildServiceLine(
  overrides: Partial<AnalysisServiceLine> = {},
): AnalysisServiceLine {
  return {
    serviceId: 'svc-mowing',
    serviceName: 'Lawn Mowing',
    areaSqFt: 5000,
    isSelected: true,
    selectedFrequency: 'weekly',
    pricePerSqFt: 0.008,
    totalCost: 40,
    minimumApplied: false,
    availableFrequencies: [
      {
        id: 'f-weekly',
        frequency: 'weekly',
        pricePerSqFt: 0.008,
        minimumPrice: 30,
        isActive: true,
        sortOrder: 0,
      },
      {
        id: 'f-biweekly',
        frequency: 'bi-weekly',
        pricePerSqFt: 0.009,
        minimumPrice: 50,
        isActive: true,
        sortOrder: 1,
      },
      {
        id: 'f-monthly',
        frequency: 'monthly',
        pricePerSqFt: 0.001,
        minimumPrice: 25,
        isActive: true,
        sortOrder: 2,
      },
    ],
    ...overrides,
  };
}

/**
 * Edging charged per linear foot of the lawn's edge along paving: 310 ft × $0.25 a month,
 * complexity 5 (×1), rounded up to $78.
 */
export function buildEdgingLine(overrides: Partial<AnalysisServiceLine> = {}): AnalysisServiceLine {
  return buildServiceLine({
    serviceId: 'svc-edging',
    serviceName: 'Edging',
    selectedFrequency: 'monthly',
    pricePerSqFt: 0.25,
    totalCost: 78,
    basis: 'edge-length',
    quantity: 310,
    availableFrequencies: [
      {
        id: 'f-edging',
        frequency: 'monthly',
        pricePerSqFt: 0.25,
        minimumPrice: 40,
        isActive: true,
        sortOrder: 0,
        basis: 'edge-length',
        quantity: 310,
      },
    ],
    ...overrides,
  });
}

export function buildAnalysisResult(
  overrides: Partial<PropertyAnalysisResult> = {},
): PropertyAnalysisResult {
  return {
    analysisId: 'an_123',
    address: TEST_ADDRESS,
    success: true,
    propertySize: 0.25,
    mowableArea: 0.115,
    totalAreaSqFt: 10_890,
    mowableAreaSqFt: 5000,
    totalCost: 40,
    totalTime: 35,
    baseMowingCost: 40,
    mapData: {
      status: 'ok',
      parcel: null,
      center: [-89.65, 39.78],
      zoom: 19,
      propertyPolygon: null,
      mowablePolygons: { type: 'MultiPolygon', coordinates: [] },
      greenPercentage: 46,
      address: TEST_ADDRESS,
      greenAreaImagePath: null,
    },
    services: [
      buildServiceLine(),
      buildServiceLine({
        serviceId: 'svc-aeration',
        serviceName: 'Aeration',
        isSelected: false,
        selectedFrequency: 'one-time',
        pricePerSqFt: 0.009,
        totalCost: 100,
        minimumApplied: true,
        availableFrequencies: [
          {
            id: 'f-once',
            frequency: 'one-time',
            pricePerSqFt: 0.009,
            minimumPrice: 100,
            isActive: true,
            sortOrder: 0,
          },
        ],
      }),
    ],
    aiObstacles: [
      {
        type: 'tree',
        confidence: 0.9,
        description: 'Large oak over the back lawn',
        estimatedSize: 'large',
      },
      { type: 'pool', confidence: 0.95, description: 'In-ground pool', estimatedSize: 'medium' },
    ],
    aiComplexityScore: 5,
    aiPricingExplanation: 'Two obstacles on the lawn add trimming time.',
    aiAdjustedCost: 40,
    aiPricingResult: {
      obstacles: [],
      complexityScore: 5,
      explanation: 'Two obstacles on the lawn add trimming time.',
      primaryObstacleTypes: ['tree', 'pool'],
    },
    aiBasePrice: 40,
    aiAdjustedPrice: 40,
    measurement: {
      confidence: 0.82,
      imageryDate: '2025-07-14',
      imagerySource: 'Yardstick demo region',
      parcelSource: 'parcel',
      resolutionM: 0.3,
    },
    reviewRequired: false,
    notes: [],
    ...overrides,
  };
}

export function buildAcceptedQuote(overrides: Partial<AcceptedQuote> = {}): AcceptedQuote {
  return {
    id: 'q_1',
    kind: 'quote',
    demo: false,
    propertyAnalysisId: 'an_123',
    customerName: 'Pat Green',
    customerEmail: 'pat@example.com',
    customerPhone: null,
    customerAddress: TEST_ADDRESS,
    typedAddress: null,
    archivedAt: null,
    createdAt: '2026-11-22T10:00:00.000Z',
    status: 'pending',
    notes: null,
    mowableArea: 0.115,
    measuredMowableArea: 0.115,
    adjustedByCustomer: false,
    adjustmentHistory: [],
    lawnGeometry: null,
    bedGeometry: null,
    bedAreaSqFt: null,
    pavingGeometry: null,
    pavingAreaSqFt: null,
    totalCost: 40,
    services: [],
    reviewRequired: false,
    reviewMeasures: [],
    measurementConfidence: 0.82,
    ...overrides,
  };
}
