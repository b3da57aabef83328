import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '@yardstick/e2e-support/test';
import { registerOwner, type Owner } from '@yardstick/e2e-support/owners';
import { screenshot } from '@yardstick/e2e-support/screenshots';

/**
 * Password reset by e-mail, end to end: the e2e server has no SMTP_URL, so the message is
 * the .eml file the server writes to DATA_DIR/outbox, read here as a mail client would.
 */

const outboxDir = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
const NEUTRAL_ANSWER =
  'If an account exists for that email, we have sent a link to reset its password. The link works once, for 30 minutes.';

/** Quoted-printable bodies wrap long lines with '=' and write '=' itself as '=3D'. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

async function resetLinksTo(address: string): Promise<string[]> {
  const names = await readdir(outboxDir).catch(() => []);
  const links: string[] = [];
  for (const name of names.sort()) {
    const mail = decodeQuotedPrintable(await readFile(join(outboxDir, name), 'utf8'));
    if (!mail.split(/\r?\n/).includes(`To: ${address}`)) continue;
    const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(mail)?.[0];
    if (link) links.push(link);
  }
  return links;
}

async function askForLink(page: Page, email: string) {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('status').filter({ hasText: NEUTRAL_ANSWER })).toBeVisible();
}

test.describe('Password reset', () => {
  let owner: Owner;
  test.beforeAll(async () => {
    owner = await registerOwner({ label: 'forgetful' });
  });

  test('an owner resets the password from the e-mailed link, once', async ({ page }) => {
    // An unknown address gets the very same answer, and no mail.
    await askForLink(page, 'nobody-here@lawns.example');
    await askForLink(page, owner.email);
    await screenshot(page, 'forgot-password-sent');

    await expect
      .poll(async () => (await resetLinksTo(owner.email)).length, { timeout: 30_000 })
      .toBe(1);
    expect(await resetLinksTo('nobody-here@lawns.example')).toEqual([]);
    const [link] = await resetLinksTo(owner.email);
    if (!link) throw new Error('no reset link');
    // The link points at this server (PUBLIC_URL).
    const resetUrl = new URL(link);
    await page.goto(`${resetUrl.pathname}${resetUrl.search}`);

    await page.getByLabel('New password', { exact: true }).fill('a-whole-new-lawn');
    await page.getByLabel('Repeat the new password').fill('a-whole-new-lawn-typo');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(page.getByLabel('Repeat the new password')).toHaveAccessibleDescription(
      'The two passwords are not the same',
    );
    await page.getByLabel('Repeat the new password').fill('a-whole-new-lawn');
    await screenshot(page, 'reset-password');
    await page.getByRole('button', { name: 'Set New Password' }).click();

    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('textbox', { name: 'Email' }).fill(owner.email);
    await page.getByLabel('Password').fill(owner.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Invalid email or password' }),
    ).toBeVisible();
    await page.getByLabel('Password').fill('a-whole-new-lawn');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/account$/);

    // The same link does not work twice.
    await page.context().clearCookies();
    await page.goto(`${resetUrl.pathname}${resetUrl.search}`);
    await page.getByLabel('New password', { exact: true }).fill('another-new-lawn');
    await page.getByLabel('Repeat the new password').fill('another-new-lawn');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'This reset link is invalid, already used or expired.',
    );
  });
});
