import { expect, test } from '@yardstick/e2e-support/test';
import { screenshot } from '@yardstick/e2e-support/screenshots';
import { registerOwner, signInAs } from '@yardstick/e2e-support/owners';

test.describe('A failed completion after the payment step', () => {
  test('shows the error with Retry and a way back instead of spinning', async ({
    page,
    context,
  }) => {
    const owner = await registerOwner({ label: 'failedcompletion' });
    await signInAs(context, owner);
    let completions = 0;
    await page.route('**/api/complete-subscription', async (route) => {
      completions += 1;
      await route.continue();
    });

    // Back from the payment provider with a payment that is not this owner's.
    await page.goto(
      `/subscription?setup_intent=seti_unknown&redirect_status=succeeded&plan=pro&userId=${owner.id}`,
    );
    const failure = page.getByRole('alert').filter({
      hasText: 'Your subscription could not be completed.',
    });
    await expect(failure).toBeVisible();
    await expect(failure).toContainText('That payment does not belong to your account.');
    await expect(page.getByText('Completing your subscription')).toHaveCount(0);
    await screenshot(page, 'completion-failed');

    await failure.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => completions).toBe(2);
    await expect(failure).toBeVisible();

    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, 'completion-failed');
    await failure.getByRole('button', { name: 'Back to Plans' }).click();
    await expect(page.getByRole('heading', { name: 'Free Trial' })).toBeVisible();
  });
});
