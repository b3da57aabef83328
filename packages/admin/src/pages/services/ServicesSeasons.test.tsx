import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildService, dialog, renderServices } from '../../testing/servicesPageKit.tsx';

const SNOW = { from: { month: 11, day: 1 }, to: { month: 3, day: 31 } };

/** The month and day selects of one end of the season ('Offered from' or 'to'). */
function end(name: string) {
  const group = within(within(dialog()).getByRole('group', { name }));
  return {
    month: group.getByRole<HTMLSelectElement>('combobox', { name: 'Month' }),
    day: group.getByRole<HTMLSelectElement>('combobox', { name: 'Day' }),
  };
}

describe('a service season on the Services page', () => {
  it('shows a seasonal service’s season on its card, and nothing for one offered all year', async () => {
    renderServices([
      buildService({ isDefault: true }),
      buildService({ id: 'svc-2', name: 'Snow Clearing', season: SNOW }),
    ]);
    const snow = (await screen.findByRole('heading', { name: 'Snow Clearing' })).closest('li');
    expect(snow?.textContent).toContain('Offered Nov 1 – Mar 31');
    const mowing = screen.getByRole('heading', { name: 'Lawn Mowing' }).closest('li');
    expect(mowing?.textContent).not.toContain('Offered');
  });

  it('saves a season chosen with the keyboard, and refuses Feb 30 with a clear message', async () => {
    const user = userEvent.setup();
    const { api } = renderServices([buildService()], {
      'PUT /api/services/svc-1': { body: { service: buildService({ season: SNOW }) } },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Lawn Mowing' }));
    const limited = within(dialog()).getByRole('checkbox', {
      name: 'Offered only part of the year',
    });
    limited.focus();
    await user.keyboard(' ');
    expect(end('Offered from').month.value).toBe('11');
    expect(end('to').day.value).toBe('31');

    await user.selectOptions(end('to').month, 'February');
    await user.selectOptions(end('to').day, '30');
    // Said under the day, and read out with it.
    const message = within(dialog()).getByText(
      'Season end: February has 29 days, so Feb 30 is not a date',
    );
    expect(end('to').day.getAttribute('aria-invalid')).toBe('true');
    expect(end('to').day.getAttribute('aria-describedby')).toContain(message.id);
    const update = screen.getByRole<HTMLButtonElement>('button', { name: 'Update Service' });
    expect(update.disabled).toBe(true);

    await user.selectOptions(end('to').month, 'March');
    expect(within(dialog()).queryByText(/is not a date/)).toBeNull();
    await user.click(update);
    expect(api.callsTo('PUT /api/services/svc-1')[0]?.body).toMatchObject({
      season: { from: { month: 11, day: 1 }, to: { month: 3, day: 30 } },
    });
  });

  it('makes a seasonal service all year again when the box is cleared', async () => {
    const user = userEvent.setup();
    const { api } = renderServices([buildService({ season: SNOW })], {
      'PUT /api/services/svc-1': { body: { service: buildService() } },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Lawn Mowing' }));
    expect(end('Offered from').month.value).toBe('11');
    await user.click(
      within(dialog()).getByRole('checkbox', { name: 'Offered only part of the year' }),
    );
    expect(within(dialog()).getByText('Offered all year.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Update Service' }));
    expect(api.callsTo('PUT /api/services/svc-1')[0]?.body).toMatchObject({ season: null });
  });
});
