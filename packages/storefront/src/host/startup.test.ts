import { describe, expect, it } from 'vitest';
import { decideStartup } from './startup.ts';

function at(href: string) {
  const url = new URL(href);
  return { href: url.href, hostname: url.hostname, protocol: url.protocol, port: url.port };
}

describe('decideStartup', () => {
  it('sends the main host to / of the main site, keeping the port', () => {
    expect(decideStartup(at('http://localhost:3000/pricing'), 'localhost')).toEqual({
      kind: 'redirect',
      url: 'http://localhost:3000/',
    });
  });

  it('sends a platform host to the configured main host', () => {
    expect(decideStartup(at('https://yardstick.onrender.com/'), 'example.com')).toEqual({
      kind: 'redirect',
      url: 'https://example.com/',
    });
  });

  it('renders instead of redirecting to the page it is already on', () => {
    expect(decideStartup(at('http://localhost:3000/'), 'localhost')).toEqual({
      kind: 'render',
      target: { kind: 'main-site' },
      mainSiteUrl: 'http://localhost:3000/',
    });
  });

  it('renders a storefront with a link back to the main site', () => {
    expect(decideStartup(at('http://acme.localhost:3000/'), 'localhost')).toEqual({
      kind: 'render',
      target: { kind: 'subdomain', subdomain: 'acme' },
      mainSiteUrl: 'http://localhost:3000/',
    });
  });

  it('renders a custom domain with a link to the configured main host', () => {
    expect(decideStartup(at('https://quotes.acme.com/'), 'example.com')).toEqual({
      kind: 'render',
      target: { kind: 'custom-domain', host: 'quotes.acme.com' },
      mainSiteUrl: 'https://example.com/',
    });
  });
});
