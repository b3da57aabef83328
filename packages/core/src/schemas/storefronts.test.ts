import { describe, expect, it } from 'vitest';
import { STOREFRONT_MESSAGES, storefrontFieldOfError } from './storefronts.ts';

describe('storefrontFieldOfError', () => {
  it('names the field a storefront sentence is about', () => {
    expect(storefrontFieldOfError(400, STOREFRONT_MESSAGES.subdomainReserved)).toBe('subdomain');
    expect(storefrontFieldOfError(409, STOREFRONT_MESSAGES.subdomainTaken)).toBe('subdomain');
    expect(storefrontFieldOfError(400, STOREFRONT_MESSAGES.customDomainInvalid)).toBe(
      'customDomain',
    );
    expect(storefrontFieldOfError(409, STOREFRONT_MESSAGES.customDomainTaken)).toBe('customDomain');
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
