import type { Db } from '../../platform/db/database.ts';
import type { BillingProvider } from './types.ts';

/** What every billing operation works with. */
export interface BillingContext {
  db: Db;
  provider: BillingProvider;
  /** Where the admin is served: the links in the billing e-mails point there. */
  publicUrl: URL;
}
