import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../testing/fakeFetch.ts';
import { advance, renderEstimator } from '../testing/renderEstimator.tsx';

const geocode = {
  'GET /api/geocode': () =>
    json({
      features: [
        { place_name: '12 Elm Street, Springfield', center: [-89.6, 39.7] },
        { place_name: '12 Elm Court, Springfield', center: [-89.7, 39.8] },
      ],
    }),
};

const addressField = () => screen.getByRole('combobox', { name: 'Property address' });

describe('AddressForm', () => {
  it('lists suggestions 300 ms after typing and picks the highlighted one with arrows and Enter', async () => {
    const { user, server } = renderEstimator({}, geocode);
    await user.type(addressField(), '12 Elm');
    expect(screen.queryByRole('option')).toBeNull();
    await advance(300);
    expect(server.to('/api/geocode')).toHaveLength(1);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '12 Elm Street, Springfield',
      '12 Elm Court, Springfield',
    ]);
    expect(addressField().getAttribute('aria-expanded')).toBe('true');

    await user.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getByRole('option', { name: '12 Elm Court, Springfield' });
    expect(second.getAttribute('aria-selected')).toBe('true');
    expect(addressField().getAttribute('aria-activedescendant')).toBe(second.id);
    await user.keyboard('{Enter}');
    expect((addressField() as HTMLInputElement).value).toBe('12 Elm Court, Springfield');
    expect(screen.queryByRole('option')).toBeNull();
    expect(server.to('/api/analyze-property')).toHaveLength(0);
  });

  it('closes on Escape and picks on click', async () => {
    const { user } = renderEstimator({}, geocode);
    await user.type(addressField(), '12 Elm');
    await advance(300);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('option')).toBeNull();

    await user.type(addressField(), ' S');
    await advance(300);
    await user.click(screen.getByRole('option', { name: '12 Elm Street, Springfield' }));
    expect((addressField() as HTMLInputElement).value).toBe('12 Elm Street, Springfield');
  });

  it('closes at once on a tap outside the field or its list, and stays open through a scroll', async () => {
    const { user } = renderEstimator({}, geocode);
    await user.type(addressField(), '12 Elm');
    await advance(300);
    // A press on one of its own options keeps it open for the pick.
    fireEvent.pointerDown(screen.getByRole('option', { name: '12 Elm Street, Springfield' }));
    expect(screen.getAllByRole('option')).toHaveLength(2);
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('option')).toBeNull();
    expect(addressField().getAttribute('aria-expanded')).toBe('false');

    await user.type(addressField(), ' S');
    await advance(300);
    expect(screen.getAllByRole('option')).toHaveLength(2);
    fireEvent.scroll(window);
    expect(screen.getAllByRole('option')).toHaveLength(2);
    expect((addressField() as HTMLInputElement).value).toBe('12 Elm S');
  });

  it('closes 200 ms after the field loses focus', async () => {
    const { user } = renderEstimator({}, geocode);
    await user.type(addressField(), '12 Elm');
    await advance(300);
    await user.tab();
    await advance(150);
    expect(screen.getAllByRole('option')).toHaveLength(2);
    await advance(50);
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('asks nothing for fewer than 3 characters', async () => {
    const { user, server } = renderEstimator({}, geocode);
    await user.type(addressField(), '12');
    await advance(1000);
    expect(server.to('/api/geocode')).toHaveLength(0);
  });

  it('shows no list and no toast when geocoding fails', async () => {
    const { user } = renderEstimator(
      {},
      { 'GET /api/geocode': () => json({ error: 'down' }, 500) },
    );
    await user.type(addressField(), '12 Elm');
    await advance(300);
    expect(screen.queryByRole('option')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows 'Address required' for a blank address", async () => {
    const { user, server } = renderEstimator();
    await user.click(screen.getByRole('button', { name: 'Analyze Property' }));
    expect(screen.getByRole('alert').textContent).toContain('Address required');
    expect(screen.getByRole('alert').textContent).toContain(
      'Please enter a valid property address.',
    );
    expect(server.to('/api/analyze-property')).toHaveLength(0);
  });

  it('offers the demo region addresses, and one as the placeholder, when the server measures only those', async () => {
    const { server } = renderEstimator(
      {},
      {
        'GET /api/demo/addresses': () =>
          json({
            addresses: [{ address: '14 Maple Court, Demo Town', center: [-89, 39] }],
            demoRegionIsDataSource: true,
          }),
      },
    );
    await advance();
    expect(server.to('/api/demo/addresses')).toHaveLength(1);
    expect(screen.getByRole('button', { name: '14 Maple Court, Demo Town' })).toBeTruthy();
    expect(
      screen.getByRole('combobox', { name: 'Property address' }).getAttribute('placeholder'),
    ).toBe('e.g. 14 Maple Court, Demo Town');
  });

  it('offers no examples and no made-up address when real providers measure any address', async () => {
    renderEstimator(
      {},
      {
        'GET /api/demo/addresses': () =>
          json({
            addresses: [{ address: '14 Maple Court, Demo Town', center: [-89, 39] }],
            demoRegionIsDataSource: false,
          }),
      },
    );
    await advance();
    expect(screen.queryByText('Try an example address:')).toBeNull();
    expect(
      screen.getByRole('combobox', { name: 'Property address' }).getAttribute('placeholder'),
    ).toBe('Street address, city, state');
  });
});
