import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMAIL_CHANGE_MESSAGES } from '@yardstick/core/schemas/account';
import { describe, expect, it } from 'vitest';
import type { FakeRoute } from '../../testing/fakeFetch.ts';
import { renderWithProviders } from '../../testing/renderWithProviders.tsx';
import { ConfirmEmailPage } from './ConfirmEmailPage.tsx';

function renderConfirm(confirm: FakeRoute) {
  return renderWithProviders(<ConfirmEmailPage />, {
    path: '/confirm-email',
    url: '/confirm-email?token=tok-123',
    api: { 'POST /api/email-change/confirm': confirm },
  });
}

describe('ConfirmEmailPage', () => {
  it('confirms the new address only when the owner presses the button', async () => {
    const { api } = renderConfirm({ body: { email: 'new@lawns.example' } });
    const button = await screen.findByRole('button', { name: 'Confirm New Email' });
    expect(api.callsTo('POST /api/email-change/confirm')).toHaveLength(0);
    await userEvent.click(button);
    expect(await screen.findByText(/You now sign in with new@lawns.example/)).toBeTruthy();
    expect(api.callsTo('POST /api/email-change/confirm')[0]?.body).toEqual({ token: 'tok-123' });
  });

  it('says when the link is used up or expired', async () => {
    renderConfirm({ status: 400, body: { error: EMAIL_CHANGE_MESSAGES.invalidLink } });
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm New Email' }));
    expect(await screen.findByText(EMAIL_CHANGE_MESSAGES.invalidLink)).toBeTruthy();
  });
});
