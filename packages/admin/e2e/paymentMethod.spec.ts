import { expect, test } from '@yardstick/e2e-support/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { signInSubscribed } from './support/billing.ts';
import { screenshot } from '@yardstick/e2e-support/screenshots';
import { expectNoSidewaysScroll } from './support/layout.ts';
import { ownerApi, type Owner } from '@yardstick/e2e-support/owners';

/** The renewal charged now (test mode's stand-in for a Stripe test clock at the period's end). */
async function renewNow(owner: Owner): Promise<void> {
  const api = await ownerApi(owner);
  const renewed = await api.post('/api/billing/test-mode/renew', { data: {} });
  expect(renewed.ok(), await renewed.text()).toBe(true);
  await api.dispose();
}

test.describe('Payment method and billing history', () => {
  test('a past-due owner updates the card from the notice and sees the new brand, last4 and expiry', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    // 4000 0000 0000 0341 saves fine, then the renewal is declined: the owner is past due.
    const owner = await signInSubscribed(context, 'pastdue', 'starter', '4000 0000 0000 0341');
    await renewNow(owner);

    await page.goto('/account');
    const notice = page.getByText('Payment failed, update your card.');
    await expect(notice).toBeVisible();
    // The charge is retried during the grace: the owner's areas stay open meanwhile.
    await expect(page.getByText(/We try the charge again until/)).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Analyze' }),
    ).toBeVisible();
    const card = page.getByRole('region', { name: 'Payment Method' });
    await expect(card.getByText('Visa ending in 0341')).toBeVisible();
    await screenshot(page, 'account-past-due');

    await page.getByRole('link', { name: 'Update your card' }).click();
    await expect(page).toHaveURL(/\/account\/payment-method$/);
    await expect(page.getByRole('heading', { name: 'Update Payment Method' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Test-mode card form' });

    // A declined card: Stripe's sentence, and the old card stays.
    await form.getByLabel('Card number').fill('4000 0000 0000 0002');
    await form.getByLabel('Expiry').fill('1230');
    await form.getByLabel('CVC').fill('123');
    await form.getByRole('button', { name: 'Save Card' }).click();
    await expect(
      form.getByRole('alert').filter({ hasText: 'Your card was declined.' }),
    ).toBeVisible();

    // A mistake shows at its field before anything is sent.
    await form.getByLabel('Card number').fill('5555 5555 5555 4444');
    await form.getByLabel('Expiry').fill('13');
    await form.getByRole('button', { name: 'Save Card' }).click();
    await expect(form.getByText("Your card's expiration date is incomplete.")).toBeVisible();
    await expect(form.getByLabel('Expiry')).toHaveAttribute('aria-invalid', 'true');

    // The expiry typed as digits alone.
    await form.getByLabel('Expiry').fill('0931');
    await form.getByLabel('CVC').focus();
    await expect(form.getByLabel('Expiry')).toHaveValue('09 / 31');
    await screenshot(page, 'payment-method-form');
    await expectNoSeriousA11yViolations(page, '/account/payment-method');
    await form.getByRole('button', { name: 'Save Card' }).click();

    await expect(page).toHaveURL(/\/account$/);
    const updated = page.getByRole('region', { name: 'Payment Method' });
    await expect(updated.getByText('Mastercard ending in 4444')).toBeVisible();
    await expect(updated.getByText('09/2031')).toBeVisible();
    // The overdue renewal was paid with the new card: no more past-due notice.
    await expect(page.getByText('Payment failed, update your card.')).toHaveCount(0);
    await screenshot(page, 'account-card-updated');

    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/account/payment-method');
    await expect(page.getByRole('region', { name: 'Current Card' })).toContainText(
      'Mastercard ending in 4444',
    );
    await screenshot(page, 'payment-method-form');
  });

  test('an owner sees their invoices and opens a printable receipt', async ({ page, context }) => {
    test.setTimeout(120_000);
    const owner = await signInSubscribed(context, 'invoices', 'starter');
    await renewNow(owner);

    await page.goto('/subscription');
    const history = page.getByRole('region', { name: 'Billing History' });
    await expect(history).toBeVisible();
    const rows = history.getByRole('row');
    // Header, the renewal, the first month.
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toContainText(/Starter plan, .+ – .+\$49\.99\s*Paid/);
    await expect(rows.nth(2)).toContainText(/Starter plan, first month\s*\$49\.99\s*Paid/);
    await expect(page.getByText(/^Next charge: \$49\.99 on /)).toBeVisible();
    await screenshot(page, 'billing-history');
    await expectNoSeriousA11yViolations(page, '/subscription with billing history');

    await rows
      .nth(2)
      .getByRole('link', { name: /Receipt/ })
      .click();
    await expect(page).toHaveURL(/\/account\/receipts\/tm_pi_/);
    const receipt = page.getByRole('region', { name: 'Receipt' });
    await expect(receipt.getByRole('heading', { name: 'Receipt' })).toBeVisible();
    await expect(receipt).toContainText(owner.companyName);
    await expect(receipt).toContainText('Visa ending in 4242');
    await expect(receipt).toContainText(/Total paid\s*\$49\.99/);
    await expect(page.getByRole('button', { name: 'Print Receipt' })).toBeVisible();
    await screenshot(page, 'receipt');
    await expectNoSeriousA11yViolations(page, 'the receipt');

    // On paper only the receipt remains.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Print Receipt' })).toBeHidden();
    await expect(page.locator('.site-header')).toBeHidden();
    await expect(receipt).toBeVisible();
    await page.emulateMedia({ media: 'screen' });

    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, 'receipt');
    await page.goto('/subscription');
    const narrow = page.getByRole('region', { name: 'Billing History' });
    await expect(narrow).toBeVisible();
    // At 375 px each invoice stacks into a block of its own: nothing scrolls sideways.
    await expectNoSidewaysScroll(page);
    const invoices = narrow.getByRole('region', { name: 'Invoices' });
    expect(await invoices.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
    const firstMonth = narrow.getByRole('row').nth(2);
    await firstMonth.scrollIntoViewIfNeeded();
    await expect(firstMonth.getByRole('rowheader')).toBeInViewport({ ratio: 1 });
    for (const [label, value] of [
      ['Description', 'Starter plan, first month'],
      ['Amount', '$49.99'],
      ['Status', 'Paid'],
    ]) {
      const cell = firstMonth.getByRole('cell', { name: value });
      await expect(cell).toBeInViewport({ ratio: 1 });
      expect(await cell.evaluate((el) => getComputedStyle(el, '::before').content)).toBe(
        `"${label}"`,
      );
    }
    await screenshot(page, 'billing-history');
    await expectNoSeriousA11yViolations(page, '/subscription at 375 px');
    // The receipt link is in reach of the keyboard and of a thumb.
    const receiptLink = firstMonth.getByRole('link', { name: /Receipt/ });
    await receiptLink.focus();
    await expect(receiptLink).toBeFocused();
    await expect(receiptLink).toBeInViewport({ ratio: 1 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/account\/receipts\/tm_pi_/);
  });
});
