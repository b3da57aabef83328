import { afterEach, describe, expect, it } from 'vitest';
import { mainSiteFrom, readMainHostMeta } from './mainSite.ts';

const DEV = { protocol: 'http:', port: '3000' };
const PROD = { protocol: 'https:', port: '' };

describe('mainSiteFrom', () => {
  it.each([
    ['localhost', DEV, 'localhost', 'http://localhost:3000/'],
    ['example.com', PROD, 'example.com', 'https://example.com/'],
    ['Example.com', DEV, 'example.com', 'http://example.com:3000/'],
    ['localhost:4000', DEV, 'localhost', 'http://localhost:4000/'],
    ['https://example.com', DEV, 'example.com', 'https://example.com/'],
    ['http://example.com:8080/app', PROD, 'example.com', 'http://example.com:8080/'],
    ['not a host', DEV, 'localhost', 'http://localhost:3000/'],
  ])('reads %s on %o as %s at %s', (meta, location, host, url) => {
    expect(mainSiteFrom(meta, location)).toEqual({ host, url });
  });
});

describe('readMainHostMeta', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('reads the host the server injected', () => {
    document.head.innerHTML = '<meta name="yardstick-main-host" content=" example.com ">';
    expect(readMainHostMeta(document)).toBe('example.com');
  });

  it.each(['', '<meta name="yardstick-main-host" content="">'])(
    'falls back to localhost without a usable tag (%s)',
    (head) => {
      document.head.innerHTML = head;
      expect(readMainHostMeta(document)).toBe('localhost');
    },
  );
});
