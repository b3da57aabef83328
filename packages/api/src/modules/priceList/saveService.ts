import type { ServiceWithFrequenciesInput } from '@yardstick/core/schemas/services';
import type { Db } from '../../platform/db/database.ts';
import { serviceRepository, type ServiceWithFrequencies } from './serviceRepository.ts';
import { NotFoundError } from '../../platform/errors.ts';
import { SERVICE_NOT_FOUND_MESSAGE } from './deleteService.ts';

/**
 * Creates one of the owner's services with its frequency prices in one transaction: either
 * the service and every price exist afterwards, or nothing does.
 */
export async function createService(
  db: Db,
  ownerId: string,
  input: ServiceWithFrequenciesInput,
): Promise<ServiceWithFrequencies> {
  return db.transaction(async (tx) => {
    const services = serviceRepository(tx);
    const service = await services.create(ownerId, input);
    const frequencies = await services.replaceFrequencies(
      ownerId,
      service.id,
      input.frequencies ?? [],
    );
    return { ...service, frequencies };
  });
}

/**
 * Replaces the owner's service and, when the input carries them, all its frequency prices in
 * one transaction, so a refused price leaves the service exactly as it was.
 */
export async function replaceService(
  db: Db,
  ownerId: string,
  serviceId: string,
  input: ServiceWithFrequenciesInput,
): Promise<ServiceWithFrequencies> {
  return db.transaction(async (tx) => {
    const services = serviceRepository(tx);
    const updated = await services.update(ownerId, serviceId, input);
    if (!updated) throw new NotFoundError(SERVICE_NOT_FOUND_MESSAGE);
    if (input.frequencies) await services.replaceFrequencies(ownerId, serviceId, input.frequencies);
    return { ...updated, frequencies: await services.listFrequencies(ownerId, serviceId) };
  });
}
