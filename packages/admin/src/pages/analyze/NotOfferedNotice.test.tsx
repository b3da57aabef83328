import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NotOfferedNotice } from './NotOfferedNotice.tsx';

const address = '12 Elm Street, Springfield';

describe('NotOfferedNotice', () => {
  it('lists each price left out of the offer with its reason', () => {
    render(
      <NotOfferedNotice
        result={{
          address,
          notOffered: [
            {
              serviceId: 'svc-edging',
              serviceName: 'Edging',
              frequency: 'monthly',
              reason: 'No lawn edge along a driveway, walk or patio was found on this lot.',
            },
            {
              serviceId: 'svc-trees',
              serviceName: 'Tree care',
              frequency: 'one-time',
              reason: 'No trees were found on this lot.',
            },
          ],
        }}
      />,
    );
    const notice = screen.getByRole('region', { name: 'Prices not offered' });
    expect(notice.textContent).toContain(`Not offered for ${address}`);
    expect(
      within(notice)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Edging (Monthly): No lawn edge along a driveway, walk or patio was found on this lot.',
      'Tree care (One-time): No trees were found on this lot.',
    ]);
  });

  it('shows nothing when every price was offered, or the analysis predates the list', () => {
    const { container, rerender } = render(
      <NotOfferedNotice result={{ address, notOffered: [] }} />,
    );
    expect(container.textContent).toBe('');
    rerender(<NotOfferedNotice result={{ address }} />);
    expect(container.textContent).toBe('');
  });
});
