import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WebhookDelivery } from '@yardstick/core/schemas/webhooks';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/renderWithProviders.tsx';
import { WebhookDeliveries } from './WebhookDeliveries.tsx';

const delivery = (n: number, overrides: Partial<WebhookDelivery> = {}): WebhookDelivery => ({
  id: `d-${n}`,
  eventId: `evt-${n}`,
  eventType: 'quote.updated',
  status: 'delivered',
  attempts: 1,
  lastStatusCode: 200,
  lastError: null,
  nextAttemptAt: null,
  deliveredAt: '2026-11-29T15:00:01.000Z',
  createdAt: '2026-11-29T15:00:00.000Z',
  payload: `{"id":"evt-${n}","type":"quote.updated","data":{"customerName":"Dana Smith"}}`,
  ...overrides,
});

function renderDeliveries(deliveries: WebhookDelivery[]) {
  return renderWithProviders(<WebhookDeliveries endpointId="ep-1" />, {
    api: { 'GET /api/webhook-endpoints/ep-1/deliveries': { body: { deliveries } } },
  });
}

describe('WebhookDeliveries', () => {
  it('says when a retried delivery is tried next, and shows the payload it sends', async () => {
    const retrying = delivery(1, {
      status: 'pending',
      attempts: 2,
      lastStatusCode: 500,
      lastError: 'The endpoint answered 500',
      nextAttemptAt: '2026-11-29T15:04:00.000Z',
      deliveredAt: null,
    });
    renderDeliveries([retrying]);
    const item = (await screen.findByText('Retrying')).closest('li');
    if (!item) throw new Error('The delivery is not a list item');
    expect(item.textContent).toMatch(/Next attempt Nov 29, 2026, \d{1,2}:04 [AP]M/);
    await userEvent.click(within(item).getByText('Payload'));
    expect(within(item).getByText(/"customerName": "Dana Smith"/)).toBeTruthy();
  });

  it('shows five deliveries, and the rest on request', async () => {
    renderDeliveries(Array.from({ length: 8 }, (_, n) => delivery(n)));
    await screen.findAllByText('Delivered');
    expect(screen.getAllByText('Delivered')).toHaveLength(5);
    await userEvent.click(screen.getByRole('button', { name: 'Show 3 more' }));
    expect(screen.getAllByText('Delivered')).toHaveLength(8);
    expect(screen.queryByText(/Next attempt/)).toBeNull();
  });
});
