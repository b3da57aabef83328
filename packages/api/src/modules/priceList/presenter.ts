import type { Service, ServiceFrequency } from '@yardstick/core/schemas/services';
import { centsToDollars, decimalTextToNumber } from '../../platform/db/money.ts';
import type { FrequencyRow, ServiceWithFrequencies } from './serviceRepository.ts';

export function presentFrequency(row: FrequencyRow): ServiceFrequency {
  return {
    id: row.id,
    frequency: row.frequency,
    pricePerSqFt: decimalTextToNumber(row.pricePerSqFt),
    minimumPrice: row.minimumPriceCents === null ? null : centsToDollars(row.minimumPriceCents),
    isActive: row.isActive,
    sortOrder: row.sortOrder,
    volumeTiers: row.volumeTiers,
    basis: row.basis,
  };
}

export function presentService(service: ServiceWithFrequencies): Service {
  return {
    id: service.id,
    name: service.name,
    description: service.description,
    isActive: service.isActive,
    sortOrder: service.sortOrder,
    isDefault: service.isDefault,
    frequencies: service.frequencies.map(presentFrequency),
    season: service.season,
  };
}
