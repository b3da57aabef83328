/** Playwright's `test` with the fixtures every estimator spec uses. */
import { test as base } from '@playwright/test';
import { registerOwner, type NewOwner, type Owner } from './owners.ts';
import { siteFrom, type Site } from './site.ts';

export interface OwnerFactory {
  /** A new owner, registered through the API, with its own session. */
  create(options?: NewOwner): Promise<Owner>;
}

export const test = base.extend<{ site: Site; owners: OwnerFactory }>({
  site: async ({ baseURL }, use) => {
    await use(siteFrom(baseURL));
  },
  owners: async ({ site }, use) => {
    const made: Owner[] = [];
    await use({
      async create(options) {
        const owner = await registerOwner(options, site.main);
        made.push(owner);
        return owner;
      },
    });
    await Promise.all(made.map((owner) => owner.api.dispose()));
  },
});

export { expect } from '@playwright/test';
