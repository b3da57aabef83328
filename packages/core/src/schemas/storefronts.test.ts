import { describe, expect, it } from 'vitest';
import {
  STOREFRONT_MESSAGES,
  customDomainApexMessage,
  customDomainSchema,
  dnsNameOf,
  storefrontFieldOfError,
} from './storefronts.ts';

describe('storefrontFieldOfError', () => {
  it('names the field a storefront sentence is about', () => {
    expect(storefrontFieldOfError(400, STOREFRONT_MESSAGES.subdomainReserved)).toBe('subdomain');
    expect(storefrontFieldOfError(409, STOREFRONT_MESSAGES.subdomainTaken)).toBe('subdomain');
    expect(storefrontFieldOfError(400, STOREFRONT_MESSAGES.customDomainInvalid)).toBe(
      'customDomain',
    );
    expect(storefrontFieldOfError(409, STOREFRONT_MESSAGES.customDomainTaken)).toBe('customDomain');
    expect(storefrontFieldOfError(400, customDomainApexMessage('example.com'))).toBe(
      'customDomain',
    );
  });

  it('puts every refusal of the upload on the logo field', () => {
    expect(storefrontFieldOfError(413, 'The form is too large.')).toBe('logo');
    expect(storefrontFieldOfError(415, STOREFRONT_MESSAGES.logoType)).toBe('logo');
    expect(storefrontFieldOfError(400, 'The logo file is empty. Please choose an image.')).toBe(
      'logo',
    );
  });

  it('leaves sentences about no single field to the page', () => {
    expect(storefrontFieldOfError(400, STOREFRONT_MESSAGES.required)).toBeUndefined();
    expect(storefrontFieldOfError(500, 'Something went wrong on our side.')).toBeUndefined();
  });
});

describe('custom domains', () => {
  it('refuses an apex domain, where no CNAME can sit, and offers the subdomain', () => {
    const apex = customDomainSchema.safeParse('GreenlineLawn.com.');
    expect(apex.success).toBe(false);
    expect(apex.error?.issues[0]?.message).toContain('such as quotes.greenlinelawn.com');
    expect(customDomainSchema.safeParse('example.co.uk').success).toBe(false);
  });

  it('takes a name under a domain, also under a two-part suffix', () => {
    expect(customDomainSchema.parse('Quotes.GreenlineLawn.com')).toBe('quotes.greenlinelawn.com');
    expect(customDomainSchema.parse('shop.example.co.uk')).toBe('shop.example.co.uk');
    expect(customDomainSchema.parse('')).toBeNull();
  });

  it('names the host within its zone, as DNS panels ask for it', () => {
    expect(dnsNameOf('quotes.greenlinelawn.com')).toEqual({
      zone: 'greenlinelawn.com',
      name: 'quotes',
    });
    expect(dnsNameOf('a.b.example.co.uk')).toEqual({ zone: 'example.co.uk', name: 'a.b' });
  });
});
