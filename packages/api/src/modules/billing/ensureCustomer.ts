import type { Db } from '../../platform/db/database.ts';
import type { Owner } from '../accounts/index.ts';
import { billingOwnerRepository } from './billingOwnerRepository.ts';
import { isTestModeId } from './providers/testMode/testModeIds.ts';
import type { BillingProvider } from './types.ts';

/** Whether a stored customer id is one of this provider's (ids made in test mode start with tm_). */
export function isProvidersId(id: string, provider: BillingProvider): boolean {
  return isTestModeId(id) === (provider.mode === 'test');
}

/**
 * The owner's payment customer, created once and kept on the owner. One made by the other
 * provider (after switching between test mode and Stripe) is replaced.
 */
export async function ensureCustomer(
  db: Db,
  provider: BillingProvider,
  owner: Owner,
  name: string,
): Promise<string> {
  const current = owner.stripeCustomerId;
  if (current && isProvidersId(current, provider)) return current;
  const created = await provider.createCustomer({ ownerId: owner.id, email: owner.email, name });
  const kept = await billingOwnerRepository(db).setCustomerId(owner.id, current, created);
  return kept ?? created;
}
