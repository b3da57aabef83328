import { propertyAnalysisResultSchema } from '@yardstick/core/schemas/analysis';
import { expect } from 'vitest';
import type { TestApp } from './app.ts';
import type { Owner } from '../modules/accounts/index.ts';
import { buildApiKey, buildService, type ServiceOverrides } from './factories.ts';
import { demoAddressList } from './demoRegion.ts';

/**
 * A homeowner analyses a demo address and accepts the mowing quote over the widget's calls
 * (X-API-Key), as the estimator does. The owner gets a default service first (or `service`).
 */
export async function acceptThroughWidget(
  app: TestApp,
  owner: Owner,
  customer: { name: string; email: string },
  service: ServiceOverrides = { name: 'Lawn Mowing', isDefault: true },
) {
  await buildService(owner, service);
  const key = await buildApiKey(owner);
  const address = demoAddressList()[0]!.address;
  const analysed = await app.withApiKey(key).post('/api/analyze-property', { address });
  const result = propertyAnalysisResultSchema.parse(analysed.body);
  const mowing = result.services[0]!;
  const res = await app.withApiKey(key).post('/api/accept-quote', {
    propertyAnalysisId: result.analysisId,
    customerName: customer.name,
    customerEmail: customer.email,
    customerAddress: result.address,
    totalCost: mowing.totalCost,
    mowableArea: result.mowableArea,
    selectedServices: [
      {
        serviceId: mowing.serviceId,
        serviceName: mowing.serviceName,
        pricePerSqFt: mowing.pricePerSqFt,
        areaSqFt: mowing.areaSqFt,
        totalCost: mowing.totalCost,
        selectedFrequency: 'weekly',
      },
    ],
  });
  expect(res.status).toBe(201);
  return { result, mowing, response: res };
}
