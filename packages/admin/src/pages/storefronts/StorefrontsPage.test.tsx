import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Storefront } from '@yardstick/core/schemas/storefronts';
import { describe, expect, it } from 'vitest';
import { buildUser, sessionRoutes } from '../../testing/factories.ts';
import type { FakeRoute } from '../../testing/fakeFetch.ts';
import { fill } from '../../testing/fill.ts';
import { renderWithProviders } from '../../testing/renderWithProviders.tsx';
import { StorefrontsPage } from './StorefrontsPage.tsx';

const storefront: Storefront = {
  id: 'sf-1',
  subdomain: 'greenacres',
  customDomain: 'quotes.greenacres.com',
  companyName: 'Green Acres',
  primaryColor: '#3B82F6',
  secondaryColor: '#1E40AF',
  accentColor: '#F59E0B',
  isActive: true,
  hasLogo: true,
  updatedAt: '2026-11-20T10:00:00.000Z',
};

function renderStorefronts(list: Storefront[], api: Record<string, FakeRoute> = {}) {
  return renderWithProviders(<StorefrontsPage />, {
    path: '/storefronts',
    api: { ...sessionRoutes(buildUser()), 'GET /api/storefronts': { body: list }, ...api },
  });
}

describe('StorefrontsPage', () => {
  it('starts a new storefront with the default colours and publish disabled until required fields', async () => {
    renderStorefronts([]);
    const publish = await screen.findByRole('button', { name: 'Publish Storefront' });
    expect(screen.getByRole('heading', { name: 'Storefront Configuration' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Configuration' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(screen.getByRole('button', { name: 'Delete Storefront' }).hasAttribute('disabled')).toBe(
      true,
    );
    expect(screen.getByDisplayValue('#3B82F6')).toBe(
      screen.getByLabelText('Primary color hex value'),
    );
    // The company name starts from the account's; the subdomain is still missing.
    expect(publish.hasAttribute('disabled')).toBe(true);
    fill('Subdomain *', 'greenacres');
    expect(publish.hasAttribute('disabled')).toBe(false);
  });

  it('publishes as multipart with the chosen logo', async () => {
    const { api } = renderStorefronts([], {
      'POST /api/storefronts': { status: 201, body: storefront },
    });
    await screen.findByLabelText('Subdomain *');
    fill('Subdomain *', 'greenacres');
    const logo = new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' });
    await userEvent.upload(screen.getByLabelText('Logo'), logo);
    expect(
      await screen.findByText('Logo selected. Publish your storefront to save it.', {
        selector: '.toast__description',
      }),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Publish Storefront' }));
    expect(await screen.findByText('Storefront published successfully')).toBeTruthy();
    const body = api.callsTo('POST /api/storefronts')[0]?.body;
    if (!(body instanceof FormData)) throw new Error('expected a multipart body');
    expect(body.get('subdomain')).toBe('greenacres');
    expect(body.get('companyName')).toBe('Green Acres Lawn Care');
    expect(body.get('accentColor')).toBe('#F59E0B');
    expect(body.get('logo')).toMatchObject({ name: 'logo.svg' });
  });

  it('warns before publishing without a priced service, which would quote $0.00', async () => {
    const { api } = renderStorefronts([], {
      'GET /api/services': { body: { services: [] } },
      'POST /api/storefronts': { status: 201, body: storefront },
    });
    await screen.findByLabelText('Subdomain *');
    fill('Subdomain *', 'greenacres');
    await userEvent.click(screen.getByRole('button', { name: 'Publish Storefront' }));
    const ask = await screen.findByRole('alertdialog', { name: 'No prices yet' });
    expect(ask.textContent).toContain('customers would see $0.00 quotes');
    await userEvent.click(within(ask).getByRole('button', { name: 'Not Yet' }));
    expect(api.callsTo('POST /api/storefronts')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Publish Storefront' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Publish Anyway',
      }),
    );
    expect(await screen.findByText('Storefront published successfully')).toBeTruthy();
    expect(api.callsTo('POST /api/storefronts')).toHaveLength(1);
  });

  it('switches the storefront off and on with the form', async () => {
    const { api } = renderStorefronts([storefront], {
      'PUT /api/storefronts/sf-1': { body: { ...storefront, isActive: false } },
    });
    const on = await screen.findByRole('checkbox', {
      name: 'Storefront is on: homeowners can get quotes on it',
    });
    expect(on instanceof HTMLInputElement && on.checked).toBe(true);
    await userEvent.click(on);
    expect(screen.getByText(/visitors see “Storefront Inactive”/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Update Storefront' }));
    expect(await screen.findByText('Storefront updated successfully')).toBeTruthy();
    const body = api.callsTo('PUT /api/storefronts/sf-1')[0]?.body;
    if (!(body instanceof FormData)) throw new Error('expected a multipart body');
    expect(body.get('isActive')).toBe('false');
  });

  it('links to the live storefront and shows the current logo', async () => {
    renderStorefronts([storefront]);
    const view = await screen.findByRole('link', { name: /View Your Storefront/ });
    expect(view.getAttribute('href')).toBe(
      `${window.location.protocol}//greenacres.${window.location.host}`,
    );
    expect(screen.getByRole('link', { name: 'quotes.greenacres.com' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Current logo' }).getAttribute('src')).toBe(
      `/api/storefront-logo?storefrontId=sf-1&t=${Date.parse(storefront.updatedAt)}`,
    );
    expect(screen.getByRole('button', { name: 'Update Storefront' })).toBeTruthy();
  });

  it('deletes after the SPEC confirmation', async () => {
    const { api } = renderStorefronts([storefront], {
      'DELETE /api/storefronts/sf-1': { status: 204 },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Storefront' }));
    const confirm = screen.getByRole('alertdialog');
    expect(confirm.textContent).toContain(
      'Are you sure you want to delete your storefront? This action cannot be undone.',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete Storefront' }));
    expect(await screen.findByText('Storefront deleted successfully')).toBeTruthy();
    expect(api.callsTo('DELETE /api/storefronts/sf-1')).toHaveLength(1);
  });

  it("says 'Failed to save storefront' without a server message", async () => {
    renderStorefronts([storefront], { 'PUT /api/storefronts/sf-1': { status: 500, body: 'boom' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Update Storefront' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Failed to save storefront');
  });
});
