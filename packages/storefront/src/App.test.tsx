import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { quotesUnavailableMessage } from '@yardstick/core/callback';
import { buildAnalysisResult } from '@yardstick/widget/testing/fixtures';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from './App.tsx';
import type { HostTarget } from './host/resolveHost.ts';
import { buildStorefront, fakeFetch, json } from './testing/fakeFetch.ts';

const MAIN_SITE = 'http://localhost:3000/';
const ACME: HostTarget = { kind: 'subdomain', subdomain: 'acme' };
const BY_SUBDOMAIN = '/api/storefront/acme';

type Replies = Parameters<typeof fakeFetch>[0];

/**
 * The storefront's app with its own fake server, and the estimator's (the page's global
 * fetch), which answers the demo addresses and what a test adds.
 */
function renderApp(target: HostTarget, replies: Replies, estimatorReplies: Replies = {}) {
  const fake = fakeFetch(replies);
  const estimator = fakeFetch({
    '/api/demo/addresses': () => json({ addresses: [], demoRegionIsDataSource: false }),
    ...estimatorReplies,
  });
  vi.stubGlobal('fetch', estimator.fetch);
  render(<App target={target} mainSiteUrl={MAIN_SITE} fetch={fake.fetch} />);
  return Object.assign(fake, { estimator });
}

function expectMainSiteLink() {
  expect(screen.getByRole('link', { name: 'Go to main site' }).getAttribute('href')).toBe(
    MAIN_SITE,
  );
}

function themeColor() {
  return document.querySelector('meta[name="theme-color"]')?.getAttribute('content');
}

beforeEach(() => {
  document.head.innerHTML = '';
  document.title = '';
});

describe('App', () => {
  it('shows a labelled loading state while the storefront is on its way', () => {
    renderApp(ACME, { [BY_SUBDOMAIN]: () => 'never' });
    expect(screen.getByRole('status', { name: 'Loading storefront' })).toBeTruthy();
    expect(screen.getByRole('main').getAttribute('aria-busy')).toBe('true');
  });

  it('says "Storefront not found" on a 404, with a way to the main site', async () => {
    renderApp(ACME, { [BY_SUBDOMAIN]: () => json({ error: 'Storefront not found' }, 404) });
    expect(await screen.findByRole('heading', { name: 'Storefront not found' })).toBeTruthy();
    expectMainSiteLink();
    await waitFor(() => expect(document.title).toBe('Storefront not found'));
  });

  it('says "Failed to load storefront" on other failures and can try again', async () => {
    let calls = 0;
    const fake = renderApp(ACME, {
      [BY_SUBDOMAIN]: () =>
        ++calls === 1 ? json({ error: 'boom' }, 500) : json(buildStorefront()),
    });
    expect(await screen.findByRole('heading', { name: 'Failed to load storefront' })).toBeTruthy();
    expectMainSiteLink();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Acme Lawn Care' })).toBeTruthy();
    expect(fake.calls).toHaveLength(2);
  });

  it('says "Invalid subdomain" for a reserved label without asking the server', () => {
    const fake = renderApp({ kind: 'invalid-subdomain', label: 'api' }, {});
    expect(screen.getByRole('heading', { name: 'Invalid subdomain' })).toBeTruthy();
    expectMainSiteLink();
    expect(fake.calls).toHaveLength(0);
  });

  it('says "Storefront not found" when it was served on the main host itself', () => {
    renderApp({ kind: 'main-site' }, {});
    expect(screen.getByRole('heading', { name: 'Storefront not found' })).toBeTruthy();
    expectMainSiteLink();
  });

  // Every state a storefront can be in keeps the company's brand and contact on the page; only
  // whether the estimator quotes changes: while it cannot, it names the company, gives its
  // contact and, unless its owner switched it off, takes call-back requests.
  it.each([
    ['switched off by its owner', { isActive: false, acceptsQuotes: false }, false],
    ['without a plan or trial, or nothing priced', { acceptsQuotes: false }, true],
  ])(
    'keeps the brand and contact of a storefront %s',
    async (_state, overrides, takesCallbacks) => {
      renderApp(ACME, { [BY_SUBDOMAIN]: () => json(buildStorefront(overrides)) });
      expect(await screen.findByRole('heading', { name: 'Acme Lawn Care' })).toBeTruthy();
      expect(screen.queryByText(/Storefront Inactive/)).toBeNull();
      expect(screen.queryByRole('link', { name: 'Go to main site' })).toBeNull();
      const footer = within(screen.getByRole('contentinfo'));
      expect(footer.getByRole('link', { name: '(555) 010-2030' }).getAttribute('href')).toBe(
        'tel:5550102030',
      );
      expect(footer.getByRole('link', { name: 'office@acme.test' })).toBeTruthy();

      const main = within(screen.getByRole('main'));
      expect(
        main.getByRole('heading', { name: 'Instant quotes are not available right now' }),
      ).toBeTruthy();
      expect(main.queryByRole('button', { name: 'Analyze Property' })).toBeNull();
      expect(
        main.getByText(quotesUnavailableMessage('Acme Lawn Care', { callBack: takesCallbacks })),
      ).toBeTruthy();
      const contact = within(main.getByRole('list', { name: 'Contact' }));
      expect(contact.getByRole('link', { name: '(555) 010-2030' }).getAttribute('href')).toBe(
        'tel:5550102030',
      );
      expect(contact.getByRole('link', { name: 'office@acme.test' }).getAttribute('href')).toBe(
        'mailto:office@acme.test',
      );
      expect(Boolean(main.queryByRole('button', { name: 'Request a call back' }))).toBe(
        takesCallbacks,
      );
    },
  );
});

describe('App with an active storefront', () => {
  it('shows no contact line when the owner set none', async () => {
    renderApp(ACME, {
      [BY_SUBDOMAIN]: () => json(buildStorefront({ contactPhone: null, contactEmail: null })),
    });
    await screen.findByRole('heading', { name: 'Acme Lawn Care' });
    expect(screen.queryByRole('link', { name: /555|@/ })).toBeNull();
  });

  it('brands the header, title and theme colour with the storefront', async () => {
    renderApp(ACME, { [BY_SUBDOMAIN]: () => json(buildStorefront()) });
    const header = await screen.findByRole('banner');

    expect(within(header).getByRole('heading', { level: 1, name: 'Acme Lawn Care' })).toBeTruthy();
    expect(within(header).getByText('Professional Lawn Care Estimates')).toBeTruthy();
    expect(header.style.backgroundImage).toContain('linear-gradient');
    expect(header.style.backgroundImage).toMatch(/#14532D|rgb\(20, 83, 45\)/i);
    expect(header.style.backgroundImage).toMatch(/#166534|rgb\(22, 101, 52\)/i);
    expect(header.style.color).toMatch(/#FFFFFF|rgb\(255, 255, 255\)/i);
    await waitFor(() => expect(document.title).toBe('Acme Lawn Care — Lawn Care Estimates'));
    expect(themeColor()).toBe('#14532D');
  });

  it('uses dark header text on light brand colours', async () => {
    renderApp(ACME, {
      [BY_SUBDOMAIN]: () =>
        json(buildStorefront({ primaryColor: '#FEF9C3', secondaryColor: '#FDE68A' })),
    });
    const header = await screen.findByRole('banner');
    expect(header.style.color).toMatch(/#111827|rgb\(17, 24, 39\)/i);
  });

  it('shows the logo, cache-busted by updatedAt, and hides it when it fails', async () => {
    renderApp(ACME, { [BY_SUBDOMAIN]: () => json(buildStorefront()) });
    const logo = await screen.findByRole('img', { name: 'Acme Lawn Care logo' });
    expect(logo.getAttribute('src')).toBe(
      '/api/storefront-logo?storefrontId=sf_1&t=2026-11-20T10%3A00%3A00.000Z',
    );

    fireEvent.error(logo);
    expect(screen.queryByRole('img', { name: 'Acme Lawn Care logo' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Acme Lawn Care' })).toBeTruthy();
  });

  it('asks for no logo when the storefront has none', async () => {
    renderApp(ACME, { [BY_SUBDOMAIN]: () => json(buildStorefront({ hasLogo: false })) });
    await screen.findByRole('banner');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('puts the estimator in storefront mode in the main landmark', async () => {
    let analyses = 0;
    const { estimator } = renderApp(
      ACME,
      { [BY_SUBDOMAIN]: () => json(buildStorefront()) },
      {
        // The first address finds the owner out of instant quotes, the second is quoted.
        '/api/analyze-property': () =>
          ++analyses === 1 ? json({ error: 'No active plan' }, 402) : json(buildAnalysisResult()),
      },
    );
    await screen.findByRole('banner');
    const main = within(screen.getByRole('main'));
    const analyze = main.getByRole('button', { name: 'Analyze Property' });
    expect(screen.queryByRole('heading', { name: /Property Analyzer/ })).toBeNull();
    // The storefront's accent colour drives the estimator's buttons.
    expect(
      analyze.closest<HTMLElement>('.ys-estimator')?.style.getPropertyValue('--ys-accent'),
    ).toContain('#F59E0B');

    fireEvent.change(main.getByLabelText('Property address'), {
      target: { value: '12 Elm Street, Springfield' },
    });
    await userEvent.click(analyze);
    expect(await main.findByRole('button', { name: 'Request a call back' })).toBeTruthy();
    await userEvent.click(analyze);
    expect(await main.findByRole('button', { name: 'Accept Quote' })).toBeTruthy();

    // Quotes go to the owner named by the subdomain, from this origin, with no key and no cookies.
    const asked = estimator.calls.filter((call) => call.url === '/api/analyze-property');
    expect(asked).toHaveLength(2);
    for (const { init } of asked) {
      expect(JSON.parse(String(init.body))).toEqual({
        address: '12 Elm Street, Springfield',
        storefrontSubdomain: 'acme',
      });
      expect(Object.keys(init.headers).map((name) => name.toLowerCase())).not.toContain(
        'x-api-key',
      );
      expect(init.credentials).toBe('omit');
    }
  });

  it('ends with a copyright line', async () => {
    renderApp(ACME, { [BY_SUBDOMAIN]: () => json(buildStorefront()) });
    const footer = await screen.findByRole('contentinfo');
    expect(footer.textContent).toContain(`© ${new Date().getFullYear()} Acme Lawn Care`);
  });

  it('finds a custom domain by host and quotes for its owner’s subdomain', async () => {
    const fake = renderApp(
      { kind: 'custom-domain', host: 'quotes.acme.com' },
      { '/api/storefront-by-domain?host=quotes.acme.com': () => json(buildStorefront()) },
    );
    expect(await screen.findByRole('heading', { name: 'Acme Lawn Care' })).toBeTruthy();
    expect(fake.calls.map((call) => call.url)).toEqual([
      '/api/storefront-by-domain?host=quotes.acme.com',
    ]);
    // The estimator quotes for the owner's subdomain, whatever domain it is served on.
    fireEvent.change(screen.getByLabelText('Property address'), {
      target: { value: '12 Elm Street, Springfield' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Analyze Property' }));
    await waitFor(() =>
      expect(fake.estimator.calls.map((call) => call.url)).toContain('/api/analyze-property'),
    );
    const analysis = fake.estimator.calls.find((call) => call.url === '/api/analyze-property');
    expect(JSON.parse(String(analysis?.init.body))).toMatchObject({ storefrontSubdomain: 'acme' });
  });
});
