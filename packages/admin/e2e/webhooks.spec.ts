import { createHmac } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '@yardstick/e2e-support/test';
import { ownerApi, registerOwner, signInAs, type Owner } from '@yardstick/e2e-support/owners';
import { screenshot } from '@yardstick/e2e-support/screenshots';
import { acceptQuoteThroughEmbed, createService } from './support/seed.ts';
import { webhookReceiver, type ReceivedHook } from './support/webhookReceiver.ts';

/**
 * The Account page's Webhooks card against a real receiver on this machine: the product
 * POSTs signed events to it (the e2e server runs outside production, so http://localhost is
 * allowed), and the card shows how each delivery went.
 */

const { hooks, replies, url: receiverUrl } = webhookReceiver();

/** What a receiver does with the README's few lines of Node. */
function signatureIsValid(hook: ReceivedHook, secret: string): boolean {
  const header = String(hook.headers['yardstick-signature']);
  const { t, v1 } = Object.fromEntries(header.split(',').map((part) => part.split('=')));
  const expected = createHmac('sha256', secret).update(`${t}.${hook.body}`).digest('hex');
  return v1 === expected && Math.abs(Date.now() / 1000 - Number(t)) < 300;
}

test.describe('Webhooks card', () => {
  let owner: Owner;
  let api: APIRequestContext;
  test.beforeAll(async () => {
    owner = await registerOwner({ label: 'webhooks' });
    api = await ownerApi(owner);
    await createService(api, 'Lawn Mowing', [{ frequency: 'weekly', pricePerSqFt: 0.008 }]);
  });
  test.afterAll(async () => {
    await api.dispose();
  });

  test('adds an endpoint, shows its secret once, delivers signed events, resends and deletes', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInAs(context, owner);
    await page.goto('/account');
    const card = page.getByRole('region', { name: 'Webhooks' });

    await card.getByLabel('Endpoint URL').fill('http://hooks.example.com/y');
    await card.getByRole('button', { name: 'Add Endpoint' }).click();
    await expect(card.getByText('The endpoint URL must start with https://')).toBeVisible();

    await card.getByLabel('Endpoint URL').fill(receiverUrl());
    await card.getByRole('button', { name: 'Add Endpoint' }).click();
    const secretField = card.getByLabel('Signing secret');
    await expect(secretField).toHaveValue(/^whsec_/);
    const secret = await secretField.inputValue();
    await card.getByRole('button', { name: 'Copy Secret' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await expect(card.getByText(receiverUrl())).toBeVisible();
    await screenshot(page, 'account-webhooks');
    await card.getByRole('button', { name: 'Done' }).click();
    await expect(secretField).toBeHidden();

    const quote = await acceptQuoteThroughEmbed(api, 'Robin Webhook');
    await expect.poll(() => hooks.length, { timeout: 30_000 }).toBe(1);
    const [accepted] = hooks;
    const event = JSON.parse(accepted!.body) as {
      id: string;
      type: string;
      data: { acceptedQuote: { customerEmail: string } };
    };
    expect(event.type).toBe('quote.accepted');
    expect(event.data.acceptedQuote.customerEmail).toBe(quote.customerEmail);
    expect(accepted!.headers['yardstick-event-id']).toBe(event.id);
    expect(signatureIsValid(accepted!, secret)).toBe(true);
    expect(signatureIsValid(accepted!, 'whsec_wrong')).toBe(false);

    await card.getByRole('button', { name: `Show deliveries to ${receiverUrl()}` }).click();
    const delivered = card.getByRole('listitem').filter({ hasText: 'quote.accepted' });
    await expect(delivered.getByText('Delivered')).toBeVisible();
    await expect(delivered.getByText('Answered 200')).toBeVisible();
    await delivered.getByRole('button', { name: /^Resend quote.accepted/ }).click();
    await expect.poll(() => hooks.length, { timeout: 30_000 }).toBe(2);
    expect(hooks[1]!.body).toBe(accepted!.body);
    expect(hooks[1]!.headers['yardstick-event-id']).toBe(event.id);

    // The receiver fails the next one: the card says the delivery is being retried, and why.
    replies.push(500);
    const list = await api.get('/api/accepted-quotes');
    const { acceptedQuotes } = (await list.json()) as { acceptedQuotes: { id: string }[] };
    await api.patch(`/api/accepted-quotes/${acceptedQuotes[0]!.id}`, {
      data: { status: 'scheduled', notes: 'Tuesday' },
    });
    await expect.poll(() => hooks.length, { timeout: 30_000 }).toBe(3);
    expect(JSON.parse(hooks[2]!.body)).toMatchObject({
      type: 'quote.updated',
      data: { previousAttributes: { status: 'pending', notes: null } },
    });
    await page.reload();
    await card.getByRole('button', { name: `Show deliveries to ${receiverUrl()}` }).click();
    const retrying = card.getByRole('listitem').filter({ hasText: 'quote.updated' });
    await expect(retrying.getByText('Retrying')).toBeVisible();
    await expect(retrying.getByText('The endpoint answered 500')).toBeVisible();
    await expect(card.getByText('Delivered')).toHaveCount(2);

    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await card.scrollIntoViewIfNeeded();
      await screenshot(page, 'account-webhooks-deliveries');
    }
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);

    await card.getByRole('button', { name: `Delete ${receiverUrl()}` }).click();
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await dialog.getByRole('button', { name: 'Delete Endpoint' }).click();
    await expect(card.getByText('No endpoints yet.')).toBeVisible();
  });
});
