import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '@yardstick/e2e-support/test';
import { ownerApi, registerOwner, signInAs, type Owner } from '@yardstick/e2e-support/owners';
import { screenshot } from '@yardstick/e2e-support/screenshots';
import { acceptQuoteThroughEmbed, createService } from './support/seed.ts';
import { toast } from '@yardstick/e2e-support/toasts';

/**
 * The Account page's e-mail settings, and the messages an accepted quote sends. The e2e server
 * has no SMTP_URL, so messages are written as .eml files to DATA_DIR/outbox.
 */

const outboxDir = join(process.env.E2E_DATA_DIR ?? '', 'outbox');

async function emlFiles(): Promise<string[]> {
  const names = await readdir(outboxDir).catch(() => []);
  return Promise.all(names.map((name) => readFile(join(outboxDir, name), 'utf8')));
}

async function emlFilesMentioning(text: string): Promise<string[]> {
  return (await emlFiles()).filter((body) => body.includes(text));
}

/** Messages addressed to `address` (the To header, not Reply-To). */
async function emlFilesTo(address: string): Promise<string[]> {
  return (await emlFiles()).filter((body) => body.split('\r\n').includes(`To: ${address}`));
}

test.describe('Email notifications', () => {
  let owner: Owner;
  let api: APIRequestContext;
  test.beforeAll(async () => {
    owner = await registerOwner({ label: 'mailsettings' });
    api = await ownerApi(owner);
    await createService(api, 'Lawn Mowing', [{ frequency: 'weekly', pricePerSqFt: 0.008 }]);
  });
  test.afterAll(async () => {
    await api.dispose();
  });
  test.beforeEach(async ({ context }) => {
    await signInAs(context, owner);
  });

  test('an accepted quote e-mails the owner and the homeowner, and the Account page shows it sent', async ({
    page,
  }) => {
    const quote = await acceptQuoteThroughEmbed(api, 'Robin Mailtest');
    // The worker sends within seconds; the files are what an SMTP server would have received.
    await expect
      .poll(async () => (await emlFilesMentioning(quote.customerEmail)).length, {
        timeout: 30_000,
      })
      .toBe(2);
    const [ownerCopy] = await emlFilesTo(owner.email);
    expect(ownerCopy).toContain(`From: ${owner.companyName}`);

    await page.goto('/account');
    const card = page.getByRole('region', { name: 'Email Notifications' });
    await expect(card.getByText('New quote (you)')).toBeVisible();
    await expect(card.getByText('Confirmation (homeowner)')).toBeVisible();
    await expect(card.getByText('Sent')).toHaveCount(2);
  });

  test('the owner switches the homeowner confirmation off and sets their address', async ({
    page,
  }) => {
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/account');
      const card = page.getByRole('region', { name: 'Email Notifications' });
      await expect(card.getByLabel('Email me when a homeowner accepts a quote')).toBeChecked();
      await screenshot(page, 'account-mail');
    }

    const card = page.getByRole('region', { name: 'Email Notifications' });
    await card.getByLabel('Send my notifications to').fill('not an address');
    await card.getByRole('button', { name: 'Save Email Settings' }).click();
    await expect(
      card.getByText('Please enter a valid email address for notifications.'),
    ).toBeVisible();

    await card.getByLabel('Send my notifications to').fill('office@mailsettings.example');
    await card.getByLabel('Send the homeowner a confirmation of what they accepted').uncheck();
    await card.getByRole('button', { name: 'Save Email Settings' }).click();
    await expect(toast(page, 'Email settings updated')).toBeVisible();

    await page.reload();
    const reloaded = page.getByRole('region', { name: 'Email Notifications' });
    await expect(reloaded.getByLabel('Send my notifications to')).toHaveValue(
      'office@mailsettings.example',
    );
    await expect(
      reloaded.getByLabel('Send the homeowner a confirmation of what they accepted'),
    ).not.toBeChecked();

    const quote = await acceptQuoteThroughEmbed(api, 'Sam Secondquote', 1);
    await expect
      .poll(async () => (await emlFilesTo('office@mailsettings.example')).length, {
        timeout: 30_000,
      })
      .toBe(1);
    expect(await emlFilesTo(quote.customerEmail)).toEqual([]);
    expect(await emlFilesMentioning(quote.customerEmail)).toHaveLength(1);
  });
});
