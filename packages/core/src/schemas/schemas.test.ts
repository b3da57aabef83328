import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  REGISTRATION_MESSAGES as R,
  registrationRequestSchema,
  loginRequestSchema,
} from './account.ts';
import {
  STOREFRONT_MESSAGES as S,
  storefrontInputSchema,
  isValidSubdomain,
} from './storefronts.ts';
import {
  acceptQuoteRequestSchema,
  updateAcceptedQuoteRequestSchema,
  QUOTE_MESSAGES as Q,
} from './quotes.ts';
import { analyzeRequestSchema, geocodeQuerySchema } from './analysis.ts';
import { frequencyInputSchema, serviceInputSchema, SERVICE_MESSAGES } from './services.ts';
import {
  BILLING_MESSAGES,
  createSubscriptionRequestSchema,
  validateCouponRequestSchema,
} from './billing.ts';
import { generateApiKeyRequestSchema } from './account.ts';

function firstMessage(schema: z.ZodType, input: unknown): string | undefined {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

const validRegistration = {
  companyName: 'Green Acres',
  email: 'Owner@Example.com',
  password: 'longenough',
  termsOfUseAccepted: true,
  privacyPolicyAccepted: true,
};

describe('registrationRequestSchema', () => {
  it.each([
    [{ companyName: undefined }, R.companyNameRequired],
    [{ companyName: '   ' }, R.companyNameRequired],
    [{ companyName: 'A' }, R.companyNameTooShort],
    [{ email: '' }, R.emailRequired],
    [{ email: 'not-an-email' }, R.emailInvalid],
    [{ email: 'a@b' }, R.emailInvalid],
    [{ password: '' }, R.passwordRequired],
    [{ password: 'short' }, R.passwordTooShort],
    [{ termsOfUseAccepted: false }, R.termsRequired],
    [{ privacyPolicyAccepted: false }, R.privacyRequired],
  ])('refuses %o with the SPEC message', (override, message) => {
    expect(firstMessage(registrationRequestSchema, { ...validRegistration, ...override })).toBe(
      message,
    );
  });

  it('accepts a valid registration and lower-cases the email', () => {
    expect(registrationRequestSchema.parse(validRegistration).email).toBe('owner@example.com');
  });
});

describe('loginRequestSchema', () => {
  it('requires both email and password', () => {
    expect(firstMessage(loginRequestSchema, { email: '', password: 'x' })).toBe(R.emailRequired);
    expect(firstMessage(loginRequestSchema, { email: 'a@b.co', password: '' })).toBe(
      R.passwordRequired,
    );
  });
});

describe('storefrontInputSchema', () => {
  const base = { subdomain: 'acme', companyName: 'Acme Lawns' };

  it('fills in the default brand colours and treats a blank custom domain as none', () => {
    expect(storefrontInputSchema.parse({ ...base, customDomain: '' })).toEqual({
      ...base,
      customDomain: null,
      primaryColor: '#3B82F6',
      secondaryColor: '#1E40AF',
      accentColor: '#F59E0B',
      isActive: true,
      contactPhone: null,
      contactEmail: null,
    });
  });

  it.each([
    [{ subdomain: '' }, S.required],
    [{ companyName: '' }, S.required],
    [{ subdomain: '-acme' }, S.subdomainInvalid],
    [{ subdomain: 'a'.repeat(64) }, S.subdomainInvalid],
    [{ subdomain: 'acme_lawns' }, S.subdomainInvalid],
    [{ subdomain: 'www' }, S.subdomainReserved],
    [{ subdomain: 'api' }, S.subdomainReserved],
    [{ customDomain: 'not a host' }, S.customDomainInvalid],
    [{ primaryColor: 'blue' }, S.colorInvalid],
  ])('refuses %o', (override, message) => {
    expect(firstMessage(storefrontInputSchema, { ...base, ...override })).toBe(message);
  });

  it('lower-cases the subdomain, reads multipart booleans and keeps a valid custom domain', () => {
    const parsed = storefrontInputSchema.parse({
      ...base,
      subdomain: 'Acme-2',
      isActive: 'false',
      customDomain: 'Quotes.Acme.com.',
    });
    expect(parsed).toMatchObject({
      subdomain: 'acme-2',
      isActive: false,
      customDomain: 'quotes.acme.com',
    });
  });

  it('knows valid and invalid subdomain labels', () => {
    expect(isValidSubdomain('demo')).toBe(true);
    expect(isValidSubdomain('www')).toBe(false);
    expect(isValidSubdomain('Demo')).toBe(false);
  });
});

describe('acceptQuoteRequestSchema', () => {
  const base = {
    propertyAnalysisId: 'a1',
    customerName: 'Pat Doe',
    customerEmail: 'pat@example.com',
    selectedServices: [
      {
        serviceName: 'Mowing',
        pricePerSqFt: 0.008,
        areaSqFt: 5000,
        totalCost: 40,
        selectedFrequency: 'weekly',
      },
    ],
  };
  it('requires a name, a valid email and at least one service', () => {
    expect(firstMessage(acceptQuoteRequestSchema, { ...base, customerName: ' ' })).toBe(
      Q.nameRequired,
    );
    expect(firstMessage(acceptQuoteRequestSchema, { ...base, customerEmail: 'nope' })).toBe(
      Q.emailInvalid,
    );
    expect(firstMessage(acceptQuoteRequestSchema, { ...base, selectedServices: [] })).toBe(
      Q.servicesRequired,
    );
  });
  it('drops blank optional fields', () => {
    expect(
      acceptQuoteRequestSchema.parse({ ...base, customerPhone: '', notes: '  ' }),
    ).toMatchObject({ customerPhone: undefined, notes: undefined });
  });
});

describe('updateAcceptedQuoteRequestSchema', () => {
  it('accepts the four statuses and refuses others and long notes', () => {
    expect(
      updateAcceptedQuoteRequestSchema.parse({ status: 'scheduled', notes: 'Tuesday' }),
    ).toEqual({ status: 'scheduled', notes: 'Tuesday' });
    expect(firstMessage(updateAcceptedQuoteRequestSchema, { status: 'lost' })).toBe(
      Q.statusInvalid,
    );
    expect(
      firstMessage(updateAcceptedQuoteRequestSchema, {
        status: 'pending',
        notes: 'x'.repeat(5001),
      }),
    ).toBe(Q.notesTooLong);
  });
});

describe('analysis request schemas', () => {
  it('refuses a blank address with the analyser message', () => {
    expect(firstMessage(analyzeRequestSchema, { address: '   ' })).toBe(
      'Please enter a valid property address.',
    );
  });
  it('needs three characters before geocoding', () => {
    expect(geocodeQuerySchema.safeParse({ q: 'ab ' }).success).toBe(false);
    expect(geocodeQuerySchema.safeParse({ q: 'abc' }).success).toBe(true);
  });
});

describe('service schemas', () => {
  it('requires a name and a price above zero', () => {
    expect(firstMessage(serviceInputSchema, { name: '' })).toBe(SERVICE_MESSAGES.nameRequired);
    expect(firstMessage(frequencyInputSchema, { frequency: 'weekly', pricePerSqFt: 0 })).toBe(
      SERVICE_MESSAGES.priceAboveZero,
    );
    expect(firstMessage(frequencyInputSchema, { frequency: 'daily', pricePerSqFt: 1 })).toBe(
      SERVICE_MESSAGES.frequencyRequired,
    );
    expect(frequencyInputSchema.parse({ frequency: 'weekly', pricePerSqFt: 0.008 })).toMatchObject({
      minimumPrice: null,
      isActive: true,
    });
  });
});

describe('billing schemas', () => {
  it('asks for a coupon code and for missing subscriber details', () => {
    expect(firstMessage(validateCouponRequestSchema, { couponCode: ' ' })).toBe(
      BILLING_MESSAGES.couponRequired,
    );
    expect(
      firstMessage(createSubscriptionRequestSchema, {
        userId: 'u',
        email: '',
        name: 'n',
        plan: 'pro',
      }),
    ).toBe(BILLING_MESSAGES.missingInformation);
  });
});

describe('generateApiKeyRequestSchema', () => {
  it('reads an empty body as "give me the current key"', () => {
    expect(generateApiKeyRequestSchema.parse(undefined)).toEqual({ refresh: false });
    expect(generateApiKeyRequestSchema.parse({ refresh: true })).toEqual({ refresh: true });
  });
});
