import type { Page } from '@playwright/test';
import { expect, test } from '@yardstick/e2e-support/test';
import { registerOwner, signInAs } from '@yardstick/e2e-support/owners';
import { z } from 'zod';
import { errorToast, toast } from '@yardstick/e2e-support/toasts';

async function payWithTestCard(page: Page, cardNumber: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Test-mode card form' });
  await form.getByLabel('Card number').fill(cardNumber);
  await form.getByLabel('Expiry').fill('12 / 34');
  await form.getByLabel('CVC').fill('123');
  await form.getByLabel('Name on card').fill('Pat Owner');
  await form.getByRole('button', { name: /Subscribe/ }).click();
}

async function startCheckout(page: Page, planName: string): Promise<void> {
  await page.goto('/subscription');
  await expect(page.getByRole('heading', { name: 'Free Trial' })).toBeVisible();
  await page.getByRole('button', { name: 'Upgrade to Paid Plan' }).click();
  await expect(page.getByText('Test mode — no real charges').first()).toBeVisible();
  await page.locator('label.plan-option', { hasText: planName }).click();
  await expect(page.getByRole('form', { name: 'Test-mode card form' })).toBeVisible();
}

test.describe('Subscription page in test mode', () => {
  test('a trial owner subscribes to Starter with a coupon, changes to Pro and cancels at the period end', async ({
    page,
    context,
  }) => {
    const owner = await registerOwner({ label: 'subscriber' });
    await signInAs(context, owner);
    await startCheckout(page, 'Starter');

    await page.getByLabel('Coupon code').fill('WELCOME20');
    await page.getByLabel('Coupon code').press('Enter');
    await expect(page.getByText(/Coupon applied/)).toBeVisible();
    // 20 % off Starter's $49.99.
    await expect(page.locator('.price-summary strong')).toHaveText('$39.99');

    await payWithTestCard(page, '4242 4242 4242 4242');
    await page.waitForURL('**/account', { timeout: 60_000 });
    await expect(page.getByText('Active', { exact: true }).first()).toBeVisible();

    await page.goto('/subscription');
    const current = page
      .getByRole('region', { name: 'Current Subscription' })
      .or(page.locator('[aria-labelledby="current-subscription-title"]'));
    await expect(current).toBeVisible();
    const limit = current
      .locator('dt', { hasText: 'Limit' })
      .locator('xpath=following-sibling::dd[1]');
    await expect(limit).toHaveText('25');

    await current.getByRole('button', { name: 'Change Plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Plan' });
    await dialog.getByText('Pro', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Confirm Plan Change' }).click();
    await expect(toast(page, 'You are now on the Pro plan.')).toBeVisible();
    await expect(limit).toHaveText('200');

    await current.getByRole('button', { name: 'Cancel Subscription' }).click();
    await page
      .getByRole('alertdialog', { name: 'Cancel Subscription' })
      .getByRole('button', { name: 'Cancel Subscription' })
      .click();
    // By default it runs to the end of the paid period, and can be resumed until then.
    await expect(toast(page, /Your subscription ends on/)).toBeVisible();
    await expect(current.getByRole('button', { name: 'Resume Subscription' })).toBeVisible();
  });

  test('a declined card says the payment method setup failed and leaves the owner on trial', async ({
    page,
    context,
  }) => {
    const owner = await registerOwner({ label: 'declined' });
    await signInAs(context, owner);
    await startCheckout(page, 'Starter');
    await payWithTestCard(page, '4000 0000 0000 0002');
    await expect(errorToast(page, 'Payment Method Setup Failed')).toContainText(
      'Your card was declined.',
    );
    const me = await page.request.get('/api/me');
    expect(await me.json()).toMatchObject({ subscriptionStatus: 'none' });
  });

  test('a completion lost after the card was charged says so, and paying again charges nothing more', async ({
    page,
    context,
  }) => {
    const owner = await registerOwner({ label: 'lostcompletion' });
    await signInAs(context, owner);
    await startCheckout(page, 'Starter');
    // The card is charged, then the completion's answer is lost (a dropped connection).
    await page.route('**/api/complete-subscription', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Service unavailable' }),
      }),
    );
    await payWithTestCard(page, '4242 4242 4242 4242');
    const failure = page.getByRole('alert').filter({
      hasText: 'Your subscription could not be completed.',
    });
    await expect(failure).toContainText(
      'Your card was charged for the first payment, and it will not be charged again',
    );
    await page.unroute('**/api/complete-subscription');

    // Back to the plans to pay again: the first payment finishes the subscription instead.
    await failure.getByRole('button', { name: 'Back to Plans' }).click();
    await page.waitForURL('**/account', { timeout: 60_000 });
    const me = await page.request.get('/api/me');
    expect(await me.json()).toMatchObject({ subscriptionStatus: 'active', plan: 'starter' });
    const invoices = z
      .object({ invoices: z.array(z.looseObject({ status: z.string() })) })
      .parse(await (await page.request.get('/api/invoices')).json()).invoices;
    expect(invoices.filter((invoice) => invoice.status === 'paid')).toHaveLength(1);
  });
});
