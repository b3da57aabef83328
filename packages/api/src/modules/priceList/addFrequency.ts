import { duplicateFrequencyMessage, type FrequencyInput } from '@yardstick/core/schemas/services';
import type { Db } from '../../platform/db/database.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { serviceRepository, type FrequencyRow } from './serviceRepository.ts';
import { ConflictError, NotFoundError } from '../../platform/errors.ts';
import { SERVICE_NOT_FOUND_MESSAGE } from './deleteService.ts';

/** Adds a price for one frequency to the owner's service; each frequency once per service. */
export async function addFrequency(
  db: Db,
  ownerId: string,
  serviceId: string,
  input: FrequencyInput,
): Promise<FrequencyRow> {
  const services = serviceRepository(db);
  const service = await services.get(ownerId, serviceId);
  if (!service) throw new NotFoundError(SERVICE_NOT_FOUND_MESSAGE);
  if (service.frequencies.some((existing) => existing.frequency === input.frequency)) {
    throw new ConflictError(duplicateFrequencyMessage(input.frequency));
  }
  try {
    return await services.addFrequency(ownerId, serviceId, input);
  } catch (error) {
    if (isUniqueViolation(error, 'service_frequencies_service_frequency_unique')) {
      throw new ConflictError(duplicateFrequencyMessage(input.frequency));
    }
    throw error;
  }
}
