import type { Db } from '../../../../platform/db/database.ts';
import type { Logger } from '../../../../platform/logger.ts';

/** What test mode's background jobs (renewals, retries, cancellations) work with. */
export interface TestModeJobDeps {
  db: Db;
  logger: Logger;
  /** Where the admin is served: the billing e-mails' links. */
  publicUrl: URL;
}
