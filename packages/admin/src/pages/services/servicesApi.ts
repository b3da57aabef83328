import {
  frequenciesListResponseSchema,
  serviceResponseSchema,
  servicesListResponseSchema,
  type Service,
} from '@yardstick/core/schemas/services';
import { api } from '../../http/client.ts';
import type { AddedFrequency, ServiceFormValues } from './serviceFormValues.ts';

export async function listServices(): Promise<Service[]> {
  const answer = await api.request('GET', '/api/services', { schema: servicesListResponseSchema });
  return answer.services;
}

function serviceBody(form: ServiceFormValues, existing?: Pick<Service, 'isActive' | 'sortOrder'>) {
  return {
    name: form.name.trim(),
    description: form.description.trim(),
    isActive: existing?.isActive ?? true,
    sortOrder: existing?.sortOrder ?? 0,
  };
}

/** One call per frequency, in the form's order (SPEC §7). */
async function createFrequencies(serviceId: string, frequencies: readonly AddedFrequency[]) {
  for (const [index, option] of frequencies.entries()) {
    await api.request('POST', `/api/services/${serviceId}/frequencies`, {
      body: {
        frequency: option.frequency,
        pricePerSqFt: option.pricePerSqFt,
        minimumPrice: option.minimumPrice ?? null,
        isActive: option.isActive,
        sortOrder: index,
      },
    });
  }
}

export async function createService(form: ServiceFormValues, sortOrder: number): Promise<void> {
  const { service } = await api.request('POST', '/api/services', {
    body: { ...serviceBody(form), sortOrder },
    schema: serviceResponseSchema,
  });
  await createFrequencies(service.id, form.frequencies);
}

/** SPEC §4.10: editing replaces every frequency — delete all, then re-create the form's. */
export async function updateService(service: Service, form: ServiceFormValues): Promise<void> {
  await api.request('PUT', `/api/services/${service.id}`, { body: serviceBody(form, service) });
  const { frequencies } = await api.request('GET', `/api/services/${service.id}/frequencies`, {
    schema: frequenciesListResponseSchema,
  });
  for (const option of frequencies) {
    await api.request('DELETE', `/api/services/${service.id}/frequencies/${option.id}`);
  }
  await createFrequencies(service.id, form.frequencies);
}

export async function deleteService(serviceId: string): Promise<void> {
  await api.request('DELETE', `/api/services/${serviceId}`);
}
