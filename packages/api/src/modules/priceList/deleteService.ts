import type { Db } from '../../platform/db/database.ts';
import { serviceRepository } from './serviceRepository.ts';
import { ConflictError, NotFoundError } from '../../platform/errors.ts';

export const SERVICE_NOT_FOUND_MESSAGE = 'Service not found';
export const DEFAULT_SERVICE_MESSAGE = 'The default service cannot be deleted.';

/** Deletes one of the owner's services with its frequencies; the default one stays (SPEC §6). */
export async function deleteService(db: Db, ownerId: string, serviceId: string): Promise<void> {
  const services = serviceRepository(db);
  const service = await services.get(ownerId, serviceId);
  if (!service) throw new NotFoundError(SERVICE_NOT_FOUND_MESSAGE);
  if (service.isDefault) throw new ConflictError(DEFAULT_SERVICE_MESSAGE);
  await services.delete(ownerId, serviceId);
}
