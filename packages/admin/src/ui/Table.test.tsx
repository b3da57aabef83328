import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Table } from './Table.tsx';

describe('Table', () => {
  it('makes a labelled table a named region a keyboard can focus and scroll', () => {
    render(
      <Table label="Mowing prices by frequency" columns={['Frequency']}>
        <tr>
          <th scope="row">Weekly</th>
        </tr>
      </Table>,
    );
    const region = screen.getByRole('region', { name: 'Mowing prices by frequency' });
    expect(region.tabIndex).toBe(0);
    expect(region.querySelector('table')).toBeTruthy();
  });

  it('adds no stop to the tab order without a label', () => {
    const { container } = render(
      <Table columns={['Frequency']}>
        <tr>
          <th scope="row">Weekly</th>
        </tr>
      </Table>,
    );
    expect(screen.queryByRole('region')).toBeNull();
    expect(container.querySelector('[tabindex]')).toBeNull();
  });
});
