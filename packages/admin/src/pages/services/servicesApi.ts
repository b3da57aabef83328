import { apiEndpoints as endpoints } from '@yardstick/core/endpoints';
import type { Service } from '@yardstick/core/schemas/services';
import { api } from '../../http/client.ts';
import type { ServiceFormValues } from './serviceFormValues.ts';

export async function listServices(): Promise<Service[]> {
  const answer = await api.call(endpoints.services);
  return answer.services;
}

/** The whole service as one body: its fields and every frequency price, in the form's order. */
function serviceBody(form: ServiceFormValues, placement: Pick<Service, 'isActive' | 'sortOrder'>) {
  return {
    name: form.name.trim(),
    description: form.description.trim(),
    isActive: placement.isActive,
    sortOrder: placement.sortOrder,
    season: form.season,
    frequencies: form.frequencies.map((option, index) => ({
      frequency: option.frequency,
      pricePerSqFt: option.pricePerSqFt,
      minimumPrice: option.minimumPrice ?? null,
      isActive: option.isActive,
      sortOrder: index,
      volumeTiers: option.volumeTiers,
      basis: option.basis,
    })),
  };
}

/** Creates the service with its prices in one call: all of it is stored, or none. */
export async function createService(form: ServiceFormValues, sortOrder: number): Promise<void> {
  await api.call(endpoints.createService, {
    body: serviceBody(form, { isActive: true, sortOrder }),
  });
}

/**
 * Replaces the service and all its prices in one call, which the server applies in one
 * transaction: a refused price leaves the saved service as it was (SPEC §4.10 deleted and
 * re-created the prices one call at a time, which could leave a service without any).
 */
export async function updateService(service: Service, form: ServiceFormValues): Promise<void> {
  await api.call(endpoints.updateService, {
    params: { id: service.id },
    body: serviceBody(form, service),
  });
}

/** Switches the service on or off for quotes; its prices stay as they are. */
export async function setServiceActive(service: Service, isActive: boolean): Promise<void> {
  await api.call(endpoints.updateService, {
    params: { id: service.id },
    body: {
      name: service.name,
      description: service.description ?? '',
      isActive,
      sortOrder: service.sortOrder,
    },
  });
}

export async function deleteService(serviceId: string): Promise<void> {
  await api.call(endpoints.deleteService, { params: { id: serviceId } });
}
