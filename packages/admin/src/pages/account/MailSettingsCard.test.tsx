import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SentMail } from '@yardstick/core/schemas/mail';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/renderWithProviders.tsx';
import { MailSettingsCard } from './MailSettingsCard.tsx';

const mail = (overrides: Partial<SentMail>): SentMail => ({
  id: 'mail-1',
  kind: 'password.reset',
  label: 'Password reset',
  to: 'owner@example.test',
  subject: 'Reset your password',
  status: 'sent',
  attempts: 1,
  lastError: null,
  createdAt: '2026-11-29T15:00:00.000Z',
  sentAt: '2026-11-29T15:00:01.000Z',
  canResend: false,
  ...overrides,
});

const settings = { ownerOnAccept: true, customerOnAccept: true, notificationEmail: null };

function renderCard(recentMail: SentMail[]) {
  let answer = { mailSettings: settings, recentMail };
  const view = renderWithProviders(<MailSettingsCard signInEmail="owner@example.test" />, {
    api: {
      'GET /api/mail-settings': () => ({ body: answer }),
      'POST /api/mail/failed-1/resend': () => {
        const copy = mail({
          id: 'copy-1',
          kind: 'trial.reminder.estimates',
          label: 'Trial reminder: estimates',
          status: 'pending',
          sentAt: null,
        });
        answer = {
          mailSettings: settings,
          recentMail: [copy, ...recentMail.map((m) => ({ ...m, canResend: false }))],
        };
        return { status: 201, body: { mail: copy } };
      },
    },
  });
  return view;
}

describe('MailSettingsCard: latest e-mails', () => {
  it('names each e-mail in words, not by its internal kind', async () => {
    renderCard([
      mail({ id: 'a', kind: 'trial.reminder.estimates', label: 'Trial reminder: estimates' }),
      mail({ id: 'b', kind: 'billing.receipt', label: 'Receipt' }),
    ]);
    expect(await screen.findByText('Trial reminder: estimates')).toBeTruthy();
    expect(screen.getByText('Receipt')).toBeTruthy();
    expect(screen.queryByText('trial.reminder.estimates')).toBeNull();
  });

  it('offers Resend on a failed e-mail only, and queues it once', async () => {
    const { api } = renderCard([
      mail({
        id: 'failed-1',
        kind: 'trial.reminder.estimates',
        label: 'Trial reminder: estimates',
        status: 'failed',
        attempts: 8,
        lastError: '550 mailbox unavailable',
        sentAt: null,
        canResend: true,
      }),
      mail({ id: 'sent-1' }),
    ]);
    const resend = await screen.findByRole('button', {
      name: 'Resend Trial reminder: estimates to owner@example.test',
    });
    expect(screen.getAllByRole('button', { name: /^Resend/ })).toHaveLength(1);
    await userEvent.click(resend);
    await waitFor(() => expect(api.callsTo('POST /api/mail/failed-1/resend')).toHaveLength(1));
    // The list comes back with the copy queued and no second Resend on the original.
    const list = await screen.findByRole('list');
    await waitFor(() => expect(within(list).getByText('Queued')).toBeTruthy());
    expect(screen.queryByRole('button', { name: /^Resend/ })).toBeNull();
  });
});
