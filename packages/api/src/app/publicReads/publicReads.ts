import type { Storefront } from '@yardstick/core/schemas/storefronts';
import { paymentGraceEndsAt } from '@yardstick/core/paymentGrace';
import { trialEndsAt } from '@yardstick/core/trial';
import {
  apiKeyRepository,
  type AccountStatus,
  type LoadAccountStatus,
} from '../../modules/accounts/index.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/database.ts';
import {
  publicStorefront,
  storefrontRepository,
  type StorefrontAddress,
} from '../../modules/storefronts/index.ts';
import { OwnerCache } from './ownerCache.ts';

/** The channel the database's triggers name changed owners on (migration 0004). */
export const OWNER_CHANGED_CHANNEL = 'yardstick_owner_changed';

/** Long enough to absorb bursts, short enough that a trial ending shows within it. */
const TTL_MS = 30_000;
const MAX_ENTRIES = 5_000;

/** What homeowner-facing calls need to know of the owner behind a key or storefront. */
export interface PublicOwner {
  companyName: string;
  isDemo: boolean;
  /** SPEC §4.3's access (plan, trial, super user, demo) as of the read. */
  hasAccess: boolean;
  /** How homeowners reach the owner, as set on the Storefront page. */
  contact: PublicContact;
}

/** How homeowners reach an owner when instant quotes are not available. */
export interface PublicContact {
  contactPhone: string | null;
  contactEmail: string | null;
}

/**
 * The first moment the owner's access may change with no write to announce it: the trial's
 * last day ending, a cancellation or plan change falling due, a failed renewal's grace running
 * out. A cached answer ends there.
 */
export function accessMayChangeAt({ owner, trial }: AccountStatus): Date | undefined {
  const moments = [
    trial?.isActive && owner.trialStartedAt ? trialEndsAt(owner.trialStartedAt) : null,
    owner.cancelAt,
    owner.pendingPlanAt,
    paymentGraceEndsAt(owner),
  ].filter((moment): moment is Date => moment instanceof Date);
  return moments.length ? new Date(Math.min(...moments.map((m) => m.getTime()))) : undefined;
}

const storefrontKey = (address: StorefrontAddress) =>
  'subdomain' in address ? `s:${address.subdomain}` : `d:${address.customDomain}`;

/**
 * What anyone on the internet may ask for most often — a storefront by its host, the owner
 * behind a widget key, that owner's name and whether their estimator runs — answered from
 * memory. The trial's estimate count is part of it: its table announces changes too. Entries are
 * forgotten when the database says their owner changed (NOTIFY from triggers, from any
 * server), and are not trusted at all while that news cannot arrive.
 */
export class PublicReads {
  readonly #storefronts: OwnerCache<Storefront>;
  readonly #keyOwners: OwnerCache<string>;
  readonly #owners: OwnerCache<PublicOwner>;
  /** False until listening, and while a dropped connection may be losing news. */
  #trusted = false;
  /**
   * Counts changes heard. A read that started before a change may have read the old row, so
   * it is only kept when no change arrived while it ran.
   */
  #generation = 0;

  constructor(
    private readonly database: Database,
    private readonly clock: Clock,
    private readonly loadAccountStatus: LoadAccountStatus,
  ) {
    const options = { clock, maxEntries: MAX_ENTRIES, ttlMs: TTL_MS };
    this.#storefronts = new OwnerCache(options);
    this.#keyOwners = new OwnerCache(options);
    this.#owners = new OwnerCache(options);
  }

  /** Starts following changes; until it resolves every read goes to the database. */
  async follow(): Promise<void> {
    await this.database.listen(OWNER_CHANGED_CHANNEL, {
      onMessage: (ownerId) => this.forgetOwner(ownerId),
      onGap: () => {
        this.#trusted = false;
        this.#generation++;
        this.#clear();
      },
      onResume: () => {
        this.#trusted = true;
      },
    });
    this.#trusted = true;
  }

  /** Also called by this server's own writes, so the writer reads them back at once. */
  forgetOwner(ownerId: string): void {
    this.#generation++;
    this.#storefronts.forgetOwner(ownerId);
    this.#keyOwners.forgetOwner(ownerId);
    this.#owners.forgetOwner(ownerId);
  }

  /** Whether `storefront(address)` would answer from memory now, with no database read. */
  knowsStorefront(address: StorefrontAddress): boolean {
    return this.#trusted && this.#storefronts.get(storefrontKey(address)) !== undefined;
  }

  /** Whether the key's owner and their public details are in memory now. */
  knowsApiKey(apiKey: string): boolean {
    const ownerId = this.#trusted ? this.#keyOwners.get(apiKey) : undefined;
    return ownerId !== undefined && this.#owners.get(ownerId) !== undefined;
  }

  async storefront(address: StorefrontAddress): Promise<Storefront> {
    const key = storefrontKey(address);
    const hit = this.#trusted ? this.#storefronts.get(key) : undefined;
    if (hit) return hit;
    const start = this.#readStart();
    const found = await publicStorefront(
      this.database.db,
      address,
      this.clock.now(),
      this.loadAccountStatus,
    );
    if (this.#unchangedSince(start)) this.#storefronts.set(key, found.ownerId, found.storefront);
    return found.storefront;
  }

  async ownerIdByApiKey(apiKey: string): Promise<string | undefined> {
    const hit = this.#trusted ? this.#keyOwners.get(apiKey) : undefined;
    if (hit) return hit;
    const start = this.#readStart();
    const ownerId = await apiKeyRepository(this.database.db).findOwnerIdByKey(apiKey);
    if (ownerId && this.#unchangedSince(start)) this.#keyOwners.set(apiKey, ownerId, ownerId);
    return ownerId;
  }

  /**
   * The public phone and e-mail the owner set on the Storefront page (nulls without one), kept
   * with the owner's other public details: a storefront save forgets them.
   */
  async contact(ownerId: string): Promise<PublicContact> {
    return (await this.owner(ownerId))?.contact ?? { contactPhone: null, contactEmail: null };
  }

  async companyName(ownerId: string): Promise<string | undefined> {
    return (await this.owner(ownerId))?.companyName;
  }

  async owner(ownerId: string): Promise<PublicOwner | undefined> {
    const hit = this.#trusted ? this.#owners.get(ownerId) : undefined;
    if (hit) return hit;
    const start = this.#readStart();
    const [status, [storefront]] = await Promise.all([
      this.loadAccountStatus(this.database.db, ownerId, this.clock.now()),
      storefrontRepository(this.database.db).list(ownerId),
    ]);
    if (!status) return undefined;
    const { owner, hasAccess } = status;
    const contact = {
      contactPhone: storefront?.contactPhone ?? null,
      contactEmail: storefront?.contactEmail ?? null,
    };
    const found: PublicOwner = {
      companyName: owner.companyName,
      isDemo: owner.isDemo,
      hasAccess,
      contact,
    };
    if (this.#unchangedSince(start))
      this.#owners.set(ownerId, ownerId, found, accessMayChangeAt(status));
    return found;
  }

  #readStart(): number | undefined {
    return this.#trusted ? this.#generation : undefined;
  }

  #unchangedSince(start: number | undefined): boolean {
    return this.#trusted && start === this.#generation;
  }

  #clear(): void {
    this.#storefronts.clear();
    this.#keyOwners.clear();
    this.#owners.clear();
  }
}
