import { DEMO_LANDING_API_KEY } from '@yardstick/core/demo';
import { randomBytes } from 'node:crypto';
import { DEMO_SERVICES } from '@yardstick/core/demoServices';
import { DEFAULT_STOREFRONT_COLORS } from '@yardstick/core/storefront';
import { hashPassword } from '../../platform/auth/password.ts';
import type { Db } from '../../platform/db/database.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import { apiKeyRepository, ownerRepository } from '../../modules/accounts/index.ts';
import { serviceRepository } from '../../modules/priceList/index.ts';
import { storefrontRepository } from '../../modules/storefronts/index.ts';

export const DEMO_EMAIL = 'demo@yardstick.test';
export const DEMO_COMPANY_NAME = 'Yardstick Demo Lawn Care';
export const DEMO_SUBDOMAIN = 'demo';
/** The landing page's fixed key (DESIGN §5), bound to the demo owner. */
export const DEMO_API_KEY = DEMO_LANDING_API_KEY;

/** A generated password of 16 URL-safe characters, easy to copy from a terminal. */
export function newDemoPassword(): string {
  return randomBytes(12).toString('base64url');
}

export type DemoSeedResult =
  | { created: false }
  | { created: true; ownerId: string; password: string };

/**
 * Creates the demo owner on first start: a permanent demo account (no trial to run out, never
 * counted or billed), services at SPEC §9's demo prices (core), the `demo` storefront and
 * the landing-page key, kept apart from the owner's own refreshable widget key. The generated
 * password is returned once for the start log; only its hash is stored. Later starts find the
 * owner and do nothing.
 */
export async function seedDemoOwner(db: Db): Promise<DemoSeedResult> {
  if (await ownerRepository(db).findByEmail(DEMO_EMAIL)) return { created: false };
  const password = newDemoPassword();
  const passwordHash = await hashPassword(password);
  try {
    const ownerId = await db.transaction(async (tx) => {
      const owner = await ownerRepository(tx).create({
        email: DEMO_EMAIL,
        passwordHash,
        companyName: DEMO_COMPANY_NAME,
        isDemo: true,
      });
      await createDemoServices(tx, owner.id);
      await createDemoStorefront(tx, owner.id);
      await apiKeyRepository(tx).create(owner.id, DEMO_API_KEY, 'landing');
      return owner.id;
    });
    return { created: true, ownerId, password };
  } catch (error) {
    // Another server seeded it at the same moment.
    if (isUniqueViolation(error, 'owners_email_unique')) return { created: false };
    throw error;
  }
}

async function createDemoServices(db: Db, ownerId: string): Promise<void> {
  const services = serviceRepository(db);
  for (const { frequencies, ...service } of DEMO_SERVICES) {
    const created = await services.create(ownerId, service);
    for (const frequency of frequencies)
      await services.addFrequency(ownerId, created.id, {
        ...frequency,
        volumeTiers: [...frequency.volumeTiers],
      });
  }
}

async function createDemoStorefront(db: Db, ownerId: string): Promise<void> {
  const storefronts = storefrontRepository(db);
  // Someone may have claimed the name while the demo was off; the demo then goes without.
  if (await storefronts.findBySubdomain(DEMO_SUBDOMAIN)) return;
  await storefronts.create(ownerId, {
    subdomain: DEMO_SUBDOMAIN,
    customDomain: null,
    companyName: DEMO_COMPANY_NAME,
    primaryColor: DEFAULT_STOREFRONT_COLORS.primary,
    secondaryColor: DEFAULT_STOREFRONT_COLORS.secondary,
    accentColor: DEFAULT_STOREFRONT_COLORS.accent,
    isActive: true,
    contactPhone: null,
    contactEmail: null,
  });
}
