/** Playwright's `test` with the fixtures every spec uses: the site, new owners, a reused tab. */
import { test as base, type BrowserContext, type Page } from '@playwright/test';
import { registerOwner, type NewOwner, type Owner } from './owners.ts';
import { ReusedTab } from './reusedTab.ts';
import { siteFrom, type Site } from './site.ts';

export interface OwnerFactory {
  /** A new owner, registered through the API, with its own session. */
  create(options?: NewOwner): Promise<Owner>;
}

interface TestFixtures {
  site: Site;
  owners: OwnerFactory;
  /** The worker's tab when the test's context options let it serve (`reusedTab.ts`). */
  sharedTab: { context: BrowserContext; page: Page } | undefined;
}

export const test = base.extend<TestFixtures, { reusedTab: ReusedTab }>({
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
  reusedTab: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } =
        workerInfo.project.use;
      if (!baseURL)
        throw new Error('The reused tab needs the project’s baseURL (playwright.config.ts).');
      const tab = new ReusedTab(browser, {
        baseURL,
        viewport,
        userAgent,
        deviceScaleFactor,
        isMobile,
        hasTouch,
      });
      await use(tab);
      await tab.close();
    },
    { scope: 'worker' },
  ],
  sharedTab: async ({ reusedTab, viewport, isMobile, hasTouch }, use, testInfo) => {
    if (!reusedTab.fits({ viewport, isMobile, hasTouch })) {
      await use(undefined);
      return;
    }
    await use(await reusedTab.open());
    await reusedTab.release(testInfo);
  },
  context: async ({ context, sharedTab }, use) => {
    await use(sharedTab?.context ?? context);
  },
  page: async ({ context, sharedTab }, use) => {
    await use(sharedTab?.page ?? (await context.newPage()));
  },
});

export { expect } from '@playwright/test';
