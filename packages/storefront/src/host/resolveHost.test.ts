import { describe, expect, it } from 'vitest';
import { resolveHost, type HostTarget } from './resolveHost.ts';

const MAIN_SITE: HostTarget = { kind: 'main-site' };

describe('resolveHost', () => {
  it.each<[string, string, HostTarget]>([
    // the main host, with or without www, and local hosts go to the main site
    ['localhost', 'localhost', MAIN_SITE],
    ['example.com', 'example.com', MAIN_SITE],
    ['www.example.com', 'example.com', MAIN_SITE],
    ['example.com', 'www.example.com', MAIN_SITE],
    ['EXAMPLE.COM.', 'example.com', MAIN_SITE],
    ['www.localhost', 'localhost', MAIN_SITE],
    ['127.0.0.1', 'example.com', MAIN_SITE],
    ['[::1]', 'example.com', MAIN_SITE],
    ['localhost', 'example.com', MAIN_SITE],
    // hosting-platform hosts are the product, not a tenant
    ['yardstick.vercel.app', 'example.com', MAIN_SITE],
    ['yardstick.netlify.app', 'example.com', MAIN_SITE],
    ['yardstick-123.herokuapp.com', 'example.com', MAIN_SITE],
    ['yardstick.onrender.com', 'example.com', MAIN_SITE],
    ['yardstick.fly.dev', 'example.com', MAIN_SITE],
    ['preview.yardstick.pages.dev', 'example.com', MAIN_SITE],
    // subdomains of the main host (or of localhost) name a storefront
    ['demo.localhost', 'localhost', { kind: 'subdomain', subdomain: 'demo' }],
    ['Acme.Example.com', 'example.com', { kind: 'subdomain', subdomain: 'acme' }],
    ['acme.example.com', 'www.example.com', { kind: 'subdomain', subdomain: 'acme' }],
    ['demo.localhost', 'example.com', { kind: 'subdomain', subdomain: 'demo' }],
    ['shop.acme.example.com', 'example.com', { kind: 'subdomain', subdomain: 'shop' }],
    [
      'acme.yardstick.onrender.com',
      'yardstick.onrender.com',
      { kind: 'subdomain', subdomain: 'acme' },
    ],
    // reserved or malformed first labels
    ['api.localhost', 'localhost', { kind: 'invalid-subdomain', label: 'api' }],
    ['api.example.com', 'example.com', { kind: 'invalid-subdomain', label: 'api' }],
    ['www.acme.example.com', 'example.com', { kind: 'invalid-subdomain', label: 'www' }],
    ['admin.example.com', 'example.com', { kind: 'invalid-subdomain', label: 'admin' }],
    ['acme_lawn.example.com', 'example.com', { kind: 'invalid-subdomain', label: 'acme_lawn' }],
    // anything else is an owner's own domain
    ['quotes.acme.com', 'example.com', { kind: 'custom-domain', host: 'quotes.acme.com' }],
    ['Quotes.Acme.com', 'localhost', { kind: 'custom-domain', host: 'quotes.acme.com' }],
    ['notexample.com', 'example.com', { kind: 'custom-domain', host: 'notexample.com' }],
  ])('resolves %s on main host %s', (hostname, mainHost, expected) => {
    expect(resolveHost(hostname, mainHost)).toEqual(expected);
  });
});
