import type { Page } from '@playwright/test';
import { expect, test } from '@yardstick/e2e-support/test';
import { registerOwner, signInAs, type Owner } from '@yardstick/e2e-support/owners';
import { errorToast } from '@yardstick/e2e-support/toasts';

/** SPEC §2.2 guard, §2.3 header, §2.5 login, §4.2 session, §5 and §8 registration messages. */

function mainNav(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}

test.describe('Sign in and the login guard', () => {
  let owner: Owner;
  test.beforeAll(async () => {
    owner = await registerOwner({ label: 'guarded' });
  });

  test('a signed-out visit to /services shows the login page and signing in returns there, replacing history', async ({
    page,
  }) => {
    await page.goto('/');
    await page.goto('/services');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();

    await page.getByLabel('Email').fill(owner.email);
    await page.getByLabel('Password').fill(owner.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();

    // The login page was replaced: Back leaves the app's owner area instead of showing it again.
    await page.goBack();
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.getByRole('heading', { level: 1, name: /Quote any lawn/ })).toBeVisible();
  });

  test('a signed-in owner with a trial sees the owner areas, the trial status and Sign Out', async ({
    page,
    context,
  }) => {
    await signInAs(context, owner);
    await page.goto('/account');
    await expect(mainNav(page).getByRole('link')).toHaveText([
      'Analyze',
      'Services',
      'Accepted Quotes',
      'Accuracy',
      'Storefronts',
      'Account',
    ]);
    await expect(mainNav(page).getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await expect(page.getByText('Trial: 14 days left · 20 estimates left')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Yardstick home' })).toHaveAttribute(
      'href',
      '/account',
    );
  });

  test('Sign Out goes to the home page and signs the owner out', async ({ page, context }) => {
    await signInAs(context, owner);
    await page.goto('/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
    await mainNav(page).getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(mainNav(page).getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Yardstick home' })).toHaveAttribute('href', '/');

    await page.goto('/account');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the signed-out header offers Sign In and Get Started', async ({ page }) => {
    await page.goto('/pricing-guide');
    const links = mainNav(page).getByRole('link');
    await expect(links).toHaveText(['Sign In', 'Get Started']);
    await expect(links.nth(0)).toHaveAttribute('href', '/login');
    await expect(links.nth(1)).toHaveAttribute('href', '/register?plan=starter');
    await expect(mainNav(page).getByRole('button', { name: 'Sign Out' })).toHaveCount(0);

    await links.nth(1).click();
    await expect(page).toHaveURL(/\/register\?plan=starter$/);
    await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('main').getByRole('link', { name: 'Create one' }).click();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('a wrong password shows the server error in a toast', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(owner.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    const alert = errorToast(page, 'Failed to login');
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('Invalid email or password');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('A session that ends while the owner is on a page', () => {
  test("acting on the page says 'Authentication Required', signs in again and comes back", async ({
    page,
    context,
  }) => {
    const owner = await registerOwner({ label: 'ended' });
    await signInAs(context, owner);
    await page.goto('/services');
    // The page has loaded what it shows: nothing of its own is still on the way.
    await expect(page.getByRole('textbox', { name: 'Review threshold' })).toHaveValue('0.6');

    // Signed out elsewhere (another tab, or the session expired): the server forgets it.
    const signedOut = await owner.api.post('/api/logout', { data: {} });
    expect(signedOut.ok(), await signedOut.text()).toBe(true);
    await page.getByRole('button', { name: 'Add Your First Service' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Service' });
    await dialog.getByRole('textbox', { name: 'Service Name *' }).fill('Leaf Removal');
    await dialog.getByRole('combobox', { name: 'Frequency' }).selectOption({ label: 'One-time' });
    await dialog.getByRole('spinbutton', { name: 'Price per sq ft ($)' }).fill('0.004');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await dialog.getByRole('button', { name: 'Create Service' }).click();

    const ended = errorToast(page, 'Authentication Required');
    await expect(ended).toBeVisible();
    await expect(ended).toContainText('Your session has ended. Please sign in again');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Failed to create service')).toHaveCount(0);

    await page.getByLabel('Email').fill(owner.email);
    await page.getByLabel('Password').fill(owner.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
  });
});

test.describe('Access without a trial or plan', () => {
  test('an owner without a trial keeps their pages and leads, and only new analyses wait for a plan', async ({
    page,
    context,
  }) => {
    await signInAs(context, await registerOwner({ label: 'lapsed', startTrial: false }));
    await page.goto('/account');
    // Services, storefronts and leads stay the owner's whatever the plan state.
    await expect(mainNav(page).getByRole('link')).toHaveText([
      'Subscription',
      'Services',
      'Accepted Quotes',
      'Accuracy',
      'Storefronts',
      'Account',
    ]);
    await expect(mainNav(page).getByRole('link', { name: 'Subscription' })).toHaveAttribute(
      'href',
      '/subscription',
    );
    await page.goto('/services');
    await expect(page).toHaveURL(/\/services$/);
    await page.goto('/analyze');
    await expect(page).toHaveURL(/\/subscription$/);
  });
});

test.describe('Register', () => {
  test('an empty submit shows each field message and editing a field clears its message', async ({
    page,
  }) => {
    await page.goto('/register');
    await page.getByRole('button', { name: 'Create Account' }).click();

    const company = page.getByLabel('Company name');
    const email = page.getByLabel('Email');
    const password = page.getByLabel('Password');
    const terms = page.getByRole('checkbox', { name: /Terms of Use/ });
    const privacy = page.getByRole('checkbox', { name: /Privacy Policy/ });
    await expect(company).toHaveAccessibleDescription('Company name is required');
    await expect(company).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Email is required');
    await expect(password).toHaveAccessibleDescription(/Password is required/);
    await expect(terms).toHaveAccessibleDescription('You must accept the Terms of Use');
    await expect(privacy).toHaveAccessibleDescription('You must accept the Privacy Policy');

    await company.fill('A');
    await expect(page.getByText('Company name is required')).toBeHidden();
    await expect(company).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Email is required')).toBeVisible();

    await email.fill('not-an-email');
    await password.fill('short');
    await terms.check();
    await expect(page.getByText('You must accept the Terms of Use')).toBeHidden();
    await expect(page.getByText('You must accept the Privacy Policy')).toBeVisible();

    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(company).toHaveAccessibleDescription('Company name must be at least 2 characters');
    await expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    await expect(password).toHaveAccessibleDescription(/Password must be at least 8 characters/);
    await expect(page).toHaveURL(/\/register$/);
  });
});
