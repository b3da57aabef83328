import { expect, test } from '@yardstick/e2e-support/test';
import { screenshot } from '@yardstick/e2e-support/screenshots';
import { demoAddress } from '@yardstick/e2e-support/estimator';
import { ownerApi, registerOwner, signInAs } from '@yardstick/e2e-support/owners';
import { createService } from './support/seed.ts';

test.describe("The trial's last estimate", () => {
  test('shows the 20th result, then says the trial has ended and what to do; /analyze explains afterwards', async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000);
    const owner = await registerOwner({ label: 'lastestimate' });
    const api = await ownerApi(owner);
    await createService(api, 'Lawn Mowing', [{ frequency: 'weekly', pricePerSqFt: 0.008 }]);
    // Nineteen different properties: a repeat of one within a day is not a new estimate.
    for (let used = 0; used < 19; used += 1) {
      const analysed = await api.post('/api/analyze-property', {
        data: { address: await demoAddress(api, used) },
      });
      expect(analysed.ok(), await analysed.text()).toBe(true);
    }
    const address = await demoAddress(api, 19);
    await api.dispose();
    await signInAs(context, owner);

    // Warned ahead: the account says how little of the trial is left.
    await page.goto('/account');
    await expect(page.getByText(/Your free trial has 1 estimate left/)).toBeVisible();
    await screenshot(page, 'account-trial-warning');

    await page.goto('/analyze');
    await page.getByRole('combobox', { name: 'Property address' }).fill(address);
    await page.getByRole('button', { name: 'Analyze Property' }).click();
    await expect(page.getByText(`Estimate for ${address}`)).toBeVisible();
    const notice = page
      .getByRole('alert')
      .filter({ hasText: 'That was the last of your 20 free trial estimates' });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('link', { name: 'Choose a plan' })).toBeVisible();
    // The result stays: no bounce to checkout.
    await expect(page).toHaveURL(/\/analyze$/);
    await expect(page.getByRole('region', { name: 'Services', exact: true })).toBeVisible();
    // The header follows without a reload.
    const nav = page.getByRole('navigation').first();
    await expect(nav.getByRole('link', { name: 'Subscription' })).toBeVisible();
    await screenshot(page, 'analyze-last-estimate');

    await page.goto('/analyze');
    await expect(page.getByRole('heading', { name: /your free trial has ended/ })).toBeVisible();
    await expect(page).toHaveURL(/\/analyze$/);
    await screenshot(page, 'analyze-trial-ended');

    // The leads stay readable without a plan.
    await nav.getByRole('link', { name: 'Accepted Quotes' }).click();
    await expect(page.getByRole('heading', { name: 'Accepted Quotes', level: 1 })).toBeVisible();

    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/analyze');
    await expect(page.getByRole('heading', { name: /your free trial has ended/ })).toBeVisible();
    await screenshot(page, 'analyze-trial-ended');
    await page.getByRole('link', { name: 'Choose a Plan' }).click();
    await expect(page).toHaveURL(/\/subscription$/);
    await expect(page.getByText('Test mode — no real charges').first()).toBeVisible();
  });
});
