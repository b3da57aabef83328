import { describe, expect, it } from 'vitest';
import { embedIframeCode, embedUrl } from './embed.ts';

describe('embedUrl', () => {
  it.each([
    [{ origin: 'https://app.test', apiKey: 'ys_pk_1' }, 'https://app.test/embed?apiKey=ys_pk_1'],
    [
      { origin: 'https://app.test/', apiKey: 'ys_pk_1', companyName: null },
      'https://app.test/embed?apiKey=ys_pk_1',
    ],
    [
      { origin: 'https://app.test', apiKey: 'ys_pk_1', companyName: 'Green & Sons Lawn' },
      'https://app.test/embed?apiKey=ys_pk_1&companyName=Green%20%26%20Sons%20Lawn',
    ],
  ])('builds the embed page URL for %j', (target, url) => {
    expect(embedUrl(target)).toBe(url);
  });
});

describe('embedIframeCode', () => {
  it('wraps the URL in a full-width, 800 px iframe that may use geolocation', () => {
    expect(
      embedIframeCode({ origin: 'https://app.test', apiKey: 'ys_pk_1', companyName: 'Acme' }),
    ).toBe(
      '<iframe src="https://app.test/embed?apiKey=ys_pk_1&companyName=Acme" width="100%" height="800" frameborder="0" allow="geolocation"></iframe>',
    );
  });
});
