import type { Db } from '../../platform/db/database.ts';
import type { BillingProvider } from './types.ts';

/** What every billing operation works with. */
export interface BillingContext {
  db: Db;
  provider: BillingProvider;
}
