import type { Storefront } from '@yardstick/core/schemas/storefronts';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import { apiKeyRepository } from '../db/repositories/apiKeys.ts';
import { ownerRepository } from '../db/repositories/owners.ts';
import { publicStorefront, type StorefrontAddress } from '../storefronts/publicStorefront.ts';
import { OwnerCache } from './ownerCache.ts';

/** The channel the database's triggers name changed owners on (migration 0004). */
export const OWNER_CHANGED_CHANNEL = 'yardstick_owner_changed';

/** Long enough to absorb bursts, short enough that a trial ending shows within it. */
const TTL_MS = 30_000;
const MAX_ENTRIES = 5_000;

/**
 * What anyone on the internet may ask for most often — a storefront by its host, the owner
 * behind a widget key, the company name a key belongs to — answered from memory. Entries are
 * forgotten when the database says their owner changed (NOTIFY from triggers, from any
 * server), and are not trusted at all while that news cannot arrive.
 */
export class PublicReads {
  readonly #storefronts: OwnerCache<Storefront>;
  readonly #keyOwners: OwnerCache<string>;
  readonly #companyNames: OwnerCache<string>;
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
  ) {
    const options = { clock, maxEntries: MAX_ENTRIES, ttlMs: TTL_MS };
    this.#storefronts = new OwnerCache(options);
    this.#keyOwners = new OwnerCache(options);
    this.#companyNames = new OwnerCache(options);
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
    this.#companyNames.forgetOwner(ownerId);
  }

  async storefront(address: StorefrontAddress): Promise<Storefront> {
    const key = 'subdomain' in address ? `s:${address.subdomain}` : `d:${address.customDomain}`;
    const hit = this.#trusted ? this.#storefronts.get(key) : undefined;
    if (hit) return hit;
    const start = this.#readStart();
    const found = await publicStorefront(this.database.db, address, this.clock.now());
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

  async companyName(ownerId: string): Promise<string | undefined> {
    const hit = this.#trusted ? this.#companyNames.get(ownerId) : undefined;
    if (hit !== undefined) return hit;
    const start = this.#readStart();
    const owner = await ownerRepository(this.database.db).get(ownerId);
    if (owner && this.#unchangedSince(start))
      this.#companyNames.set(ownerId, ownerId, owner.companyName);
    return owner?.companyName;
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
    this.#companyNames.clear();
  }
}
