import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildQuote, card, renderQuotes } from '../../testing/quotesPageKit.tsx';

const dana = buildQuote();
const lists = (api: ReturnType<typeof renderQuotes>['api']) =>
  api.callsTo('GET /api/accepted-quotes').map((call) => call.url);

describe('archiving and deleting accepted quotes', () => {
  it('archives a quote and lists the archived ones under Show, where it can be restored', async () => {
    const { api } = renderQuotes([dana], {
      'POST /api/accepted-quotes/q-1/archive': {
        body: { acceptedQuote: { ...dana, archivedAt: '2026-11-29T15:00:00.000Z' } },
      },
    });
    const quote = await card('Dana Smith');
    await userEvent.click(quote.getByRole('button', { name: 'Archive Dana Smith' }));
    expect(await screen.findByText('Quote archived')).toBeTruthy();
    expect(api.callsTo('POST /api/accepted-quotes/q-1/archive')).toHaveLength(1);
    await waitFor(() => expect(lists(api)).toHaveLength(2));

    await userEvent.selectOptions(screen.getByLabelText('Show'), 'true');
    await waitFor(() => expect(lists(api).at(-1)).toBe('/api/accepted-quotes?archived=true'));
  });

  it('offers Restore on an archived quote', async () => {
    const { api } = renderQuotes([{ ...dana, archivedAt: '2026-11-29T15:00:00.000Z' }], {
      'POST /api/accepted-quotes/q-1/restore': { body: { acceptedQuote: dana } },
    });
    const quote = await card('Dana Smith');
    await userEvent.click(quote.getByRole('button', { name: 'Restore Dana Smith' }));
    expect(await screen.findByText('Quote restored')).toBeTruthy();
    expect(api.callsTo('POST /api/accepted-quotes/q-1/restore')).toHaveLength(1);
  });

  it('deletes a quote only once the owner confirms', async () => {
    const { api } = renderQuotes([dana], {
      'DELETE /api/accepted-quotes/q-1': { status: 204 },
    });
    const quote = await card('Dana Smith');
    await userEvent.click(quote.getByRole('button', { name: 'Delete Dana Smith' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    expect(
      dialog.getByText(/Delete the quote of Dana Smith\? It cannot be brought back/),
    ).toBeTruthy();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE /api/accepted-quotes/q-1')).toHaveLength(0);

    await userEvent.click(quote.getByRole('button', { name: 'Delete Dana Smith' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete Quote' }),
    );
    expect(await screen.findByText('Quote deleted')).toBeTruthy();
    expect(api.callsTo('DELETE /api/accepted-quotes/q-1')).toHaveLength(1);
  });

  it('shows what the homeowner typed beside the address the lawn was measured at', async () => {
    renderQuotes([
      {
        ...dana,
        customerAddress: '12 Elm Street, Springfield, IL 62701',
        typedAddress: '12 elm st springfeld',
      },
    ]);
    const quote = await card('Dana Smith');
    expect(quote.getByText('Typed by the customer: 12 elm st springfeld')).toBeTruthy();
  });
});
