import { offersPricing } from '@yardstick/core/frequencies';
import type { Db } from '../../platform/db/database.ts';
import { serviceRepository } from './serviceRepository.ts';
import { presentService } from './presenter.ts';

/** Whether the owner has an active service with an active price (else quotes read $0.00). */
export async function ownerOffersPricing(db: Db, ownerId: string): Promise<boolean> {
  return offersPricing((await serviceRepository(db).list(ownerId)).map(presentService));
}
