import type { Page } from '@playwright/test';
import { expect, test } from '@yardstick/e2e-support/test';
import { signInSubscribed } from './support/billing.ts';
import { screenshot } from '@yardstick/e2e-support/screenshots';
import { expectNoOverlap } from './support/overlap.ts';
import { pausePageClock } from '@yardstick/e2e-support/pageClock';
import { toast } from '@yardstick/e2e-support/toasts';

function currentCard(page: Page) {
  return page.locator('[aria-labelledby="current-subscription-title"]');
}

test.describe('Change Plan and cancellation', () => {
  test('an Elite owner cannot downgrade by one click; a downgrade waits for the period end, an upgrade is charged now', async ({
    page,
    context,
  }) => {
    await signInSubscribed(context, 'elite', 'elite');

    await page.goto('/subscription');
    await currentCard(page).getByRole('button', { name: 'Change Plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Plan' });
    await expect(dialog.getByRole('radio', { name: /Elite \(current\)/ })).toBeChecked();
    await expect(dialog.getByRole('button', { name: 'Confirm Plan Change' })).toBeDisabled();

    await dialog.getByText('Pay-As-You-Go', { exact: true }).click();
    await expect(dialog.getByText('Elite → Pay-As-You-Go')).toBeVisible();
    await expect(dialog.getByText('−$349.99/month')).toBeVisible();
    await expect(dialog.getByText(/Elite includes 1,000 estimates a month/)).toBeVisible();
    await expect(dialog.getByText(/at the end of the period you have paid for/)).toBeVisible();
    await expect(dialog.getByText(/charged to your card immediately/)).toHaveCount(0);
    await screenshot(page, 'plan-change-downgrade');
    await dialog.getByRole('button', { name: 'Switch to Pay-As-You-Go at Period End' }).click();
    await expect(toast(page, /You move to Pay-As-You-Go on/)).toBeVisible();
    await expect(
      currentCard(page).getByText(/Your plan changes to Pay-As-You-Go on/),
    ).toBeVisible();
    // Still Elite until then: 1,000 included.
    await expect(
      currentCard(page)
        .locator('dt', { hasText: 'Limit' })
        .locator('xpath=following-sibling::dd[1]'),
    ).toHaveText('1,000');

    await page.setViewportSize({ width: 375, height: 800 });
    await currentCard(page).getByRole('button', { name: 'Change Plan' }).click();
    await dialog.getByText('Starter', { exact: true }).click();
    await expect(dialog.getByText('−$300.00/month')).toBeVisible();
    await screenshot(page, 'plan-change-downgrade');
    await dialog.getByText('Elite (current)').click();
    await dialog.getByRole('button', { name: 'Keep Elite' }).click();
    await expect(currentCard(page).getByText(/Your plan changes to/)).toHaveCount(0);
  });

  test('cancelling keeps the paid period with Resume; ending at once is explicit and leaves the account consistent', async ({
    page,
    context,
  }) => {
    await signInSubscribed(context, 'canceller', 'starter');

    await page.goto('/subscription');
    await currentCard(page).getByRole('button', { name: 'Change Plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Plan' });
    await dialog.getByText('Pro', { exact: true }).click();
    await expect(dialog.getByText('+$80.00/month')).toBeVisible();
    await expect(dialog.getByText(/charged to your card immediately/)).toBeVisible();
    await screenshot(page, 'plan-change-upgrade');
    await dialog.getByRole('button', { name: 'Confirm Plan Change' }).click();
    await expect(toast(page, 'You are now on the Pro plan.')).toBeVisible();

    await currentCard(page).getByRole('button', { name: 'Cancel Subscription' }).click();
    const cancel = page.getByRole('alertdialog', { name: 'Cancel Subscription' });
    await expect(
      cancel.getByRole('radio', { name: /At the end of the billing period/ }),
    ).toBeChecked();
    await cancel.getByRole('button', { name: 'Cancel Subscription' }).click();
    await expect(currentCard(page).getByText(/Your subscription ends on/)).toBeVisible();
    await expect(
      page.getByRole('navigation').first().getByRole('link', { name: 'Analyze' }),
    ).toBeVisible();
    await screenshot(page, 'subscription-ends');
    await currentCard(page).getByRole('button', { name: 'Resume Subscription' }).click();
    await expect(toast(page, 'Your subscription keeps running.')).toBeVisible();
    await expect(currentCard(page).getByText(/Your subscription ends on/)).toHaveCount(0);

    await currentCard(page).getByRole('button', { name: 'Cancel Subscription' }).click();
    await cancel.getByText('Immediately', { exact: true }).click();
    await cancel.getByRole('button', { name: 'Cancel Subscription' }).click();
    await expect(toast(page, 'Your subscription has ended.')).toBeVisible();
    // The header changes at once, without a reload.
    const nav = page.getByRole('navigation').first();
    await expect(nav.getByRole('link', { name: 'Subscription' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Analyze' })).toHaveCount(0);

    await page.goto('/account');
    await expect(page.getByText('Current plan: No Plan')).toBeVisible();
    await expect(page.getByText('Starter Trial')).toHaveCount(0);
    await expect(page.getByText(/Your subscription has ended/)).toBeVisible();
    await expect(page.getByText('Your trial has ended')).toHaveCount(0);
    await screenshot(page, 'account-after-cancel');
  });

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 375, height: 667 },
  ]) {
    test(`a toast covers none of the Change Plan dialog's actions at ${viewport.width} px`, async ({
      page,
      context,
    }) => {
      await page.setViewportSize(viewport);
      await signInSubscribed(context, `toast-over-dialog-${viewport.width}`, 'starter');
      await page.clock.install();
      await page.goto('/subscription');
      const changePlan = currentCard(page).getByRole('button', { name: 'Change Plan' });
      // The page's clock stands still, so the toast stays up however slow the machine is.
      await pausePageClock(page);
      await changePlan.click();
      const dialog = page.getByRole('dialog', { name: 'Change Plan' });
      await dialog.getByText('Pro', { exact: true }).click();
      await dialog.getByRole('button', { name: 'Confirm Plan Change' }).click();
      const shown = toast(page, 'You are now on the Pro plan.');
      await expect(shown).toBeVisible();
      // The owner opens the dialog again while the toast is still up (it stays 5 seconds).
      await changePlan.click();
      await dialog.getByText('Elite', { exact: true }).click();
      await expect(dialog.getByRole('button', { name: 'Confirm Plan Change' })).toBeEnabled();
      await expect(shown).toBeVisible();
      const actions = await dialog.getByRole('button').all();
      expect(actions.length).toBeGreaterThanOrEqual(3);
      for (const action of actions) await expectNoOverlap(shown, action);
      await screenshot(page, 'plan-change-with-toast');
    });
  }
});
