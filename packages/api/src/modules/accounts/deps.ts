import type { Clock } from '../../platform/clock.ts';
import type { Db } from '../../platform/db/database.ts';
import type { Authenticate } from '../../platform/http/authenticate.ts';
import type { RateLimits } from '../../platform/http/rateLimits.ts';
import type { SessionSettings } from '../../platform/http/sessionCookie.ts';
import type { Logger } from '../../platform/logger.ts';
import type { LoadAccountStatus } from './accountStatus.ts';
import type { MailEmailChange } from './changeEmail.ts';
import type { MailResetLink } from './passwordReset.ts';
import type { createRequireAccess } from './requireAccessMiddleware.ts';
import type { Usage } from '@yardstick/core/schemas/account';
import type { Engine } from '@yardstick/engine';

/** What the accounts' routes are built from. */
export interface AccountsDeps {
  db: Db;
  clock: Clock;
  limits: Pick<RateLimits, 'api' | 'auth' | 'signIn' | 'apiKey' | 'accountPassword'>;
  session: SessionSettings;
  /** Where the owner app lives: password-reset links point there. */
  publicUrl: URL;
  authenticate: Authenticate;
  /** SPEC §4.3: active subscription, super user or active trial. */
  requireAccess: ReturnType<typeof createRequireAccess>;
  /** The owner, their trial and whether they have access, with billing's scheduled changes settled. */
  loadAccountStatus: LoadAccountStatus;
  /** Key owners and company names from memory; an owner's are forgotten on every change. */
  reads: {
    knowsApiKey(apiKey: string): boolean;
    companyName(ownerId: string): Promise<string | undefined>;
    /** The public phone and e-mail set on the Storefront page. */
    contact(ownerId: string): Promise<{ contactPhone: string | null; contactEmail: string | null }>;
    forgetOwner(ownerId: string): void;
  };
  /** The owner's plan, period and estimates used (billing counts them). */
  usageOf(ownerId: string, now: Date): Promise<Usage>;
  /** Sends the trial's reminder e-mail once it is due; a failure is logged, never thrown. */
  remindTrial(ownerId: string, now: Date, logger: Logger): Promise<void>;
  /** Queues the password-reset message with the reset's own transaction. */
  mailResetLink: MailResetLink;
  /** Queues the new address's confirmation link and the old address's notice, with the change's transaction. */
  mailEmailChange: MailEmailChange;
  /** The embed page checks its key before its first analysis: the threads start warming. */
  engine: Pick<Engine, 'warm'>;
}
