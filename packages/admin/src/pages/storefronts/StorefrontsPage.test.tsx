import { CONTACT_MESSAGES } from '@yardstick/core/schemas/contact';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  STOREFRONT_MESSAGES,
  type CustomDomainCheck,
  type Storefront,
} from '@yardstick/core/schemas/storefronts';
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
  contactPhone: null,
  contactEmail: null,
  updatedAt: '2026-11-20T10:00:00.000Z',
};

function domainCheck(overrides: Partial<CustomDomainCheck> = {}): CustomDomainCheck {
  return {
    customDomain: 'quotes.greenacres.com',
    record: {
      type: 'CNAME',
      name: 'quotes.greenacres.com',
      host: 'quotes',
      zone: 'greenacres.com',
      value: 'stores.yardstick.app',
    },
    status: 'waiting',
    pointsTo: [],
    checkedAt: '2026-11-25T12:00:00.000Z',
    ...overrides,
  };
}

function renderStorefronts(list: Storefront[], api: Record<string, FakeRoute> = {}) {
  return renderWithProviders(<StorefrontsPage />, {
    path: '/storefronts',
    api: {
      ...sessionRoutes(buildUser()),
      'GET /api/storefronts': { body: list },
      'GET /api/storefronts/sf-1/domain-check': { body: domainCheck() },
      ...api,
    },
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
    expect(
      screen.getByText(/visitors still see your name, logo, colours and contact details/),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Update Storefront' }));
    expect(await screen.findByText('Storefront updated successfully')).toBeTruthy();
    const body = api.callsTo('PUT /api/storefronts/sf-1')[0]?.body;
    if (!(body instanceof FormData)) throw new Error('expected a multipart body');
    expect(body.get('isActive')).toBe('false');
  });

  it('says plainly what homeowners see on a switched-off storefront and how to switch it on', async () => {
    renderStorefronts([{ ...storefront, isActive: false }]);
    expect(await screen.findByText('Your storefront is switched off.')).toBeTruthy();
    expect(screen.getByText(/Homeowners who open it see your name, logo and contact/)).toBeTruthy();
    expect(
      screen.getByText(/tick “Storefront is on” below and press Update Storefront/),
    ).toBeTruthy();
    expect(screen.queryByText(/live/)).toBeNull();
  });

  it('saves the phone and e-mail homeowners are shown, and says what is wrong with them first', async () => {
    const { api } = renderStorefronts([storefront], {
      'PUT /api/storefronts/sf-1': {
        body: { ...storefront, contactPhone: '(555) 010-2030', contactEmail: 'office@ga.test' },
      },
    });
    const phone = await screen.findByRole('textbox', { name: 'Email' });
    await userEvent.type(screen.getByLabelText('Phone'), 'ring us');
    await userEvent.type(phone, 'office@ga.test');
    await userEvent.click(screen.getByRole('button', { name: 'Update Storefront' }));
    expect(await screen.findByText(CONTACT_MESSAGES.phoneInvalid)).toBeTruthy();
    expect(api.callsTo('PUT /api/storefronts/sf-1')).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText('Phone'));
    await userEvent.type(screen.getByLabelText('Phone'), '(555) 010-2030');
    await userEvent.click(screen.getByRole('button', { name: 'Update Storefront' }));
    expect(await screen.findByText('Storefront updated successfully')).toBeTruthy();
    const body = api.callsTo('PUT /api/storefronts/sf-1')[0]?.body;
    if (!(body instanceof FormData)) throw new Error('expected a multipart body');
    expect([body.get('contactPhone'), body.get('contactEmail')]).toEqual([
      '(555) 010-2030',
      'office@ga.test',
    ]);
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

  describe('refusals beside their field', () => {
    /** The message under a control, tied to it by aria-describedby, with aria-invalid set. */
    function errorOf(control: HTMLElement): string | null {
      expect(control.getAttribute('aria-invalid')).toBe('true');
      const ids = (control.getAttribute('aria-describedby') ?? '').split(' ');
      const error = ids
        .map((id) => document.getElementById(id))
        .find((el) => el?.className === 'field__error');
      return error?.textContent ?? null;
    }

    it('shows a taken subdomain under the subdomain, not in a toast, until it is edited', async () => {
      renderStorefronts([storefront], {
        'PUT /api/storefronts/sf-1': {
          status: 409,
          body: { error: STOREFRONT_MESSAGES.subdomainTaken },
        },
      });
      await userEvent.click(await screen.findByRole('button', { name: 'Update Storefront' }));
      const subdomain = screen.getByLabelText('Subdomain *');
      await waitFor(() => expect(subdomain.getAttribute('aria-invalid')).toBe('true'));
      expect(errorOf(subdomain)).toBe(STOREFRONT_MESSAGES.subdomainTaken);
      expect(document.activeElement).toBe(subdomain);
      expect(document.querySelector('.toast')).toBeNull();
      fill('Subdomain *', 'greenacres2');
      expect(subdomain.getAttribute('aria-invalid')).toBeNull();
      expect(screen.queryByText(STOREFRONT_MESSAGES.subdomainTaken)).toBeNull();
    });

    it('checks colours and the custom domain before sending, under each field', async () => {
      const { api } = renderStorefronts([storefront]);
      await screen.findByRole('button', { name: 'Update Storefront' });
      fill('Secondary color hex value', '#12345');
      fill('Custom Domain (optional)', 'not a domain');
      await userEvent.click(screen.getByRole('button', { name: 'Update Storefront' }));
      const domain = screen.getByLabelText('Custom Domain (optional)');
      expect(errorOf(domain)).toBe(STOREFRONT_MESSAGES.customDomainInvalid);
      expect(errorOf(screen.getByLabelText('Secondary color hex value'))).toBe(
        STOREFRONT_MESSAGES.colorInvalid,
      );
      expect(
        screen.getByLabelText('Primary color hex value').getAttribute('aria-invalid'),
      ).toBeNull();
      expect(document.activeElement).toBe(domain);
      expect(api.callsTo('PUT /api/storefronts/sf-1')).toHaveLength(0);
    });

    it('shows a logo of the wrong type, and one the server refuses, under the logo field', async () => {
      renderStorefronts([storefront], {
        'PUT /api/storefronts/sf-1': {
          status: 413,
          body: { error: 'The logo must be 2 MB or smaller.' },
        },
      });
      const input = await screen.findByLabelText('Logo');
      await userEvent.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }), {
        applyAccept: false,
      });
      expect(errorOf(input)).toBe(STOREFRONT_MESSAGES.logoType);

      await userEvent.upload(input, new File(['png'], 'big.png', { type: 'image/png' }));
      expect(input.getAttribute('aria-invalid')).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'Update Storefront' }));
      await waitFor(() => expect(errorOf(input)).toBe('The logo must be 2 MB or smaller.'));
    });
  });

  describe('custom domain', () => {
    const card = () => screen.findByRole('region', { name: 'Custom Domain' });

    it('shows the CNAME to create, then "connected" after Check DNS once the record is there', async () => {
      const answers = [
        domainCheck(),
        domainCheck({ status: 'connected', pointsTo: ['stores.yardstick.app'] }),
      ];
      const { api } = renderStorefronts([storefront], {
        'GET /api/storefronts/sf-1/domain-check': () => ({ body: answers.shift() }),
      });
      const section = await card();
      const box = within(section);
      expect(await box.findByText('Waiting for DNS')).toBeTruthy();
      const record = box.getByLabelText('DNS record to create');
      expect(
        within(record)
          .getAllByRole('definition')
          .map((dd) => dd.textContent),
      ).toEqual(['CNAME', 'quotes in greenacres.com', 'stores.yardstick.app']);
      expect(box.getByText(/looks at DNS only/).textContent).toContain(
        'https://quotes.greenacres.com, the server needs a certificate',
      );
      expect(box.getByRole('status').textContent).toContain(
        'quotes.greenacres.com has no DNS record yet',
      );
      await userEvent.click(box.getByRole('button', { name: 'Check DNS' }));
      expect(await box.findByText('Connected')).toBeTruthy();
      expect(box.getByRole('status').textContent).toBe(
        'quotes.greenacres.com points to stores.yardstick.app: homeowners can reach your storefront there.',
      );
      expect(api.callsTo('GET /api/storefronts/sf-1/domain-check')).toHaveLength(2);
    });

    it('names where a domain pointing elsewhere leads', async () => {
      renderStorefronts([storefront], {
        'GET /api/storefronts/sf-1/domain-check': {
          body: domainCheck({ status: 'elsewhere', pointsTo: ['203.0.113.7'] }),
        },
      });
      const section = await card();
      expect(await within(section).findByText('Pointing elsewhere')).toBeTruthy();
      expect(within(section).getByRole('status').textContent).toContain(
        'quotes.greenacres.com points to 203.0.113.7, not to stores.yardstick.app',
      );
    });

    it('says "not set" without a custom domain, and offers no check', async () => {
      renderStorefronts([{ ...storefront, customDomain: null }], {
        'GET /api/storefronts/sf-1/domain-check': {
          body: domainCheck({ customDomain: null, record: null, status: 'not_set' }),
        },
      });
      const section = await card();
      expect(await within(section).findByText('Not set')).toBeTruthy();
      expect(within(section).queryByRole('button', { name: 'Check DNS' })).toBeNull();
    });

    it('shows the server sentence when DNS cannot be reached', async () => {
      renderStorefronts([storefront], {
        'GET /api/storefronts/sf-1/domain-check': {
          status: 503,
          body: {
            error:
              'We could not reach DNS to check quotes.greenacres.com. Please try again in a minute.',
          },
        },
      });
      const section = await card();
      expect((await within(section).findByRole('alert')).textContent).toBe(
        'We could not reach DNS to check quotes.greenacres.com. Please try again in a minute.',
      );
      expect(within(section).getByRole('button', { name: 'Check DNS' })).toBeTruthy();
    });
  });
});
