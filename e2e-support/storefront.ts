/** The storefront app (SPEC §2.9, §4.1) as a visitor sees it. */
import { expect, type Locator, type Page } from '@playwright/test';
import { EstimatorUi } from './estimator.ts';
import type { Site } from './site.ts';

/** '#14532D' → 'rgb(20, 83, 45)', the way computed styles report colours. */
export function rgb(hex: string): string {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
}

export class StorefrontUi {
  readonly header: Locator;
  readonly companyName: Locator;
  readonly tagline: Locator;
  readonly estimator: EstimatorUi;
  readonly mainSiteLink: Locator;

  constructor(readonly page: Page) {
    this.header = page.getByRole('banner');
    this.companyName = this.header.getByRole('heading', { level: 1 });
    this.tagline = this.header.getByText('Professional Lawn Care Estimates', { exact: true });
    this.estimator = new EstimatorUi(page.getByRole('main'));
    this.mainSiteLink = page.getByRole('link', { name: 'Go to main site' });
  }

  /** The header shows the name and tagline on a gradient of the two brand colours. */
  async expectBranded(companyName: string, primary: string, secondary: string): Promise<void> {
    await expect(this.companyName).toHaveText(companyName);
    await expect(this.tagline).toBeVisible();
    await expect(this.header).toHaveCSS(
      'background-image',
      `linear-gradient(135deg, ${rgb(primary)}, ${rgb(secondary)})`,
    );
    await expect(this.page).toHaveTitle(`${companyName} — Lawn Care Estimates`);
  }

  async expectStatus(title: string, message: string | RegExp): Promise<void> {
    await expect(this.page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(this.page.getByText(message)).toBeVisible();
    await expect(this.estimator.analyzeButton).toHaveCount(0);
  }

  /** The card's way out: a link to `/` of the main site, which the owner app answers. */
  async expectMainSiteLink(site: Site, { follow = false } = {}): Promise<void> {
    await expect(this.mainSiteLink).toHaveAttribute('href', `${site.main}/`);
    if (!follow) return;
    await this.mainSiteLink.click();
    await expect(this.page).toHaveURL(`${site.main}/`);
    await expect(this.page.getByRole('link', { name: 'Start Free Trial' }).first()).toBeVisible();
  }
}
