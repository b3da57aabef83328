/**
 * The estimator screen (SPEC §2.7, §4.8) as a visitor sees it, wherever it runs: the custom
 * element on another site (Playwright's role locators pierce its open shadow root), /embed,
 * an iframe, a storefront. Locators use the accessible names of packages/widget/src/components.
 */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  demoAddressesResponseSchema,
  propertyAnalysisResultSchema,
  type PropertyAnalysisResult,
} from '@yardstick/core/schemas/analysis';

export interface Customer {
  name: string;
  email: string;
}

export class EstimatorUi {
  readonly address: Locator;
  readonly analyzeButton: Locator;
  readonly suggestions: Locator;
  readonly progress: Locator;
  readonly mapImage: Locator;
  readonly totalArea: Locator;
  readonly mowableArea: Locator;
  readonly aiAnalysis: Locator;
  readonly services: Locator;
  readonly total: Locator;
  readonly acceptedHeading: Locator;

  constructor(readonly root: Locator) {
    this.address = root.getByRole('combobox', { name: 'Property address' });
    this.analyzeButton = root.getByRole('button', { name: 'Analyze Property' });
    this.suggestions = root
      .getByRole('listbox', { name: 'Address suggestions' })
      .getByRole('option');
    this.progress = root.getByRole('region', { name: 'Analysis progress steps' });
    this.mapImage = root.getByRole('img', {
      name: /^Map of .* with the mowable lawn highlighted$/,
    });
    this.totalArea = root.getByRole('region', { name: 'Total area', exact: true });
    this.mowableArea = root.getByRole('region', { name: 'Mowable area', exact: true });
    this.aiAnalysis = root.getByRole('region', { name: 'AI property analysis' });
    this.services = root.getByRole('region', { name: 'Services', exact: true });
    this.total = this.services.getByTestId('ys-total');
    this.acceptedHeading = root.getByRole('heading', { name: 'Quote Accepted!' });
  }

  serviceCheckbox(name: string): Locator {
    return this.services.getByRole('checkbox', { name });
  }

  frequencySelect(serviceName: string): Locator {
    return this.services.getByRole('combobox', { name: `${serviceName} frequency` });
  }

  /**
   * Types, clicks 'Analyze Property' and returns the server's answer, read off the wire
   * (a cross-origin request for the custom element is seen too).
   */
  async analyze(page: Page, address: string): Promise<PropertyAnalysisResult> {
    await this.address.fill(address);
    return this.clickAnalyze(page);
  }

  async clickAnalyze(page: Page): Promise<PropertyAnalysisResult> {
    const answer = analysisAnswer(page);
    await this.analyzeButton.click();
    const result = await answer;
    await expect(this.services).toBeVisible();
    return result;
  }

  async expectResults(result: PropertyAnalysisResult): Promise<void> {
    await expect(this.root.getByText(`Estimate for ${result.address}`)).toBeVisible();
    await expect(this.totalArea).toContainText(/Total Area\s*[\d,.]+ (sq ft|acres?)/);
    await expect(this.mowableArea).toContainText(/Mowable Area\s*[\d,.]+ (sq ft|acres?)/);
    await expect(this.aiAnalysis).toContainText(`Complexity score: ${result.aiComplexityScore}/10`);
    for (const line of result.services) {
      await expect(this.serviceCheckbox(line.serviceName)).toBeVisible();
    }
  }

  /** The map image has arrived and decoded: it has pixels, not just a box. */
  async expectMapLoaded(): Promise<void> {
    await expect(this.mapImage).toBeVisible();
    await expect
      .poll(() => this.mapImage.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  }

  /** Accept Quote → fill the form → submit → the confirmation (SPEC §4.8 quote flow). */
  async acceptQuote(customer: Customer): Promise<void> {
    await this.root.getByRole('button', { name: 'Accept Quote' }).click();
    const form = this.root.getByRole('form', { name: 'Accept quote' });
    await form.getByLabel('Full name').fill(customer.name);
    await form.getByLabel('Email').fill(customer.email);
    await form.getByRole('button', { name: 'Accept Quote' }).click();
    await expect(this.acceptedHeading).toBeVisible();
    await expect(this.root.getByText(/We'll contact you within 24 hours/)).toBeVisible();
  }
}

/** The next analyze-property answer the page receives, parsed with core's schema. */
export async function analysisAnswer(page: Page): Promise<PropertyAnalysisResult> {
  const response = await page.waitForResponse(
    (candidate) =>
      candidate.url().endsWith('/api/analyze-property') && candidate.request().method() === 'POST',
  );
  expect(response.ok(), `analyze-property answered ${response.status()}`).toBe(true);
  return propertyAnalysisResultSchema.parse(await response.json());
}

/**
 * A total split by how often it is paid, as the estimator shows it: '$51 per visit · $100 once'
 * (whole dollars without cents). Written out here rather than borrowed from core.
 */
export function splitTotal(parts: { visit?: number; month?: number; once?: number }): string {
  const money = (amount: number) =>
    new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
      minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    }).format(amount);
  const words = { visit: 'per visit', month: 'per month', once: 'once' } as const;
  return (['visit', 'month', 'once'] as const)
    .flatMap((cadence) => {
      const amount = parts[cadence];
      return amount === undefined ? [] : [`${money(amount)} ${words[cadence]}`];
    })
    .join(' · ');
}

/** '$1,234.00', as the widget shows money. */
export function dollars(amount: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);
}

/**
 * What a service line should cost, worked out here from SPEC §5/§9 rather than borrowed from
 * core: area × price × complexity factor (1 + (score − 5) × 5 %, within 0.85–1.5), rounded up
 * to a whole dollar (float noise snapped first), then raised to the minimum.
 */
export function expectedLinePrice(
  areaSqFt: number,
  pricePerSqFt: number,
  complexityScore: number | null,
  minimumPrice?: number,
): number {
  const factor =
    complexityScore === null ? 1 : Math.min(1.5, Math.max(0.85, 1 + (complexityScore - 5) * 0.05));
  const cost = Math.ceil(Math.round(areaSqFt * pricePerSqFt * factor * 1e6) / 1e6);
  return minimumPrice !== undefined && cost < minimumPrice ? minimumPrice : cost;
}

/** The demo region's addresses (GET /api/demo/addresses). */
export async function demoAddresses(
  request: APIRequestContext,
  apiOrigin: string,
): Promise<string[]> {
  const response = await request.get(`${apiOrigin}/api/demo/addresses`);
  expect(response.ok()).toBe(true);
  return demoAddressesResponseSchema.parse(await response.json()).addresses.map((a) => a.address);
}

/** One demo address, counted round the list; a context with a baseURL may leave out the origin. */
export async function demoAddress(
  request: APIRequestContext,
  index = 0,
  apiOrigin = '',
): Promise<string> {
  const addresses = await demoAddresses(request, apiOrigin);
  const picked = addresses[index % addresses.length];
  if (!picked) throw new Error('The demo region has no addresses');
  return picked;
}

/**
 * Holds analyze-property answers until `release()`, so the progress panel (SPEC §4.8) can be
 * seen however fast the server is. A gate the test opens, not a sleep.
 */
export async function holdAnalysis(page: Page): Promise<{ release(): void }> {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/analyze-property', async (route) => {
    if (route.request().method() === 'POST') await gate;
    await route.continue();
  });
  return { release: () => release() };
}

/** The expected cost of one of the result's services at a given price (see expectedLinePrice). */
export function expectedServicePrice(
  result: PropertyAnalysisResult,
  serviceName: string,
  price: { pricePerSqFt: number; minimumPrice?: number },
): number {
  const line = result.services.find((candidate) => candidate.serviceName === serviceName);
  if (!line) throw new Error(`The analysis has no service named ${serviceName}`);
  return expectedLinePrice(
    line.areaSqFt,
    price.pricePerSqFt,
    result.aiComplexityScore,
    price.minimumPrice,
  );
}
