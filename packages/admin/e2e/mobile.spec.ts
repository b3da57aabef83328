import { expect, test } from '@yardstick/e2e-support/test';

/** SPEC §2.3: below 768 px the header collapses into a menu. */

test.describe('Header on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the header collapses into a menu that opens the nav and closes on an outside click', async ({
    page,
  }) => {
    await page.goto('/');
    const menu = page.getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();

    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link')).toHaveText(['Sign In', 'Get Started']);

    // A click on the page outside the header closes it.
    await page.getByRole('heading', { level: 1 }).click();
    await expect(nav).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');

    // Following a link closes it too.
    await menu.click();
    await nav.getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(nav).toBeHidden();
  });

  test('the menu closes when the screen widens past the breakpoint', async ({ page }) => {
    await page.goto('/login');
    const menu = page.getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await menu.click();
    await expect(nav).toBeVisible();

    await page.setViewportSize({ width: 1024, height: 740 });
    await expect(menu).toHaveCount(0);
    await expect(nav).toBeVisible();

    await page.setViewportSize({ width: 375, height: 740 });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();
  });
});
