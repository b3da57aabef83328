import { parse as parseHost } from 'tldts-icann';
import { z } from 'zod';
import { DEFAULT_STOREFRONT_COLORS } from '../storefront.ts';
import { CONTACT_MESSAGES, contactEmailSchema, contactPhoneSchema } from './contact.ts';
import { idSchema } from './fields.ts';

export const STOREFRONT_MESSAGES = {
  required: 'Subdomain and company name are required',
  subdomainInvalid:
    'Subdomain must be 1 to 63 lowercase letters, digits or hyphens, and cannot start or end with a hyphen',
  subdomainReserved: 'That subdomain is reserved. Please choose another.',
  subdomainTaken: 'That subdomain is already taken. Please choose another.',
  customDomainInvalid: 'Custom domain must be a host name such as quotes.example.com',
  customDomainTaken: 'That custom domain is already used by another storefront.',
  /** Followed by the subdomain to use instead (customDomainApexMessage). */
  customDomainApex:
    'A CNAME record cannot sit on a domain itself (its apex), only on a name under it.',
  colorInvalid: 'Colors must be hex values such as #3B82F6',
  logoType: 'The logo must be a PNG, JPG or SVG image',
} as const;

/** The fields of the storefront form a refusal can be shown under. */
export type StorefrontFormField =
  | 'subdomain'
  | 'customDomain'
  | 'companyName'
  | 'primaryColor'
  | 'secondaryColor'
  | 'accentColor'
  | 'contactPhone'
  | 'contactEmail'
  | 'logo';

const FIELD_OF_MESSAGE: Record<string, StorefrontFormField> = {
  [STOREFRONT_MESSAGES.subdomainInvalid]: 'subdomain',
  [STOREFRONT_MESSAGES.subdomainReserved]: 'subdomain',
  [STOREFRONT_MESSAGES.subdomainTaken]: 'subdomain',
  [STOREFRONT_MESSAGES.customDomainInvalid]: 'customDomain',
  [STOREFRONT_MESSAGES.customDomainTaken]: 'customDomain',
  [CONTACT_MESSAGES.phoneInvalid]: 'contactPhone',
  [CONTACT_MESSAGES.emailInvalid]: 'contactEmail',
};

/**
 * The field a save refusal from the server is about, so it can be shown beside it: the
 * storefront sentences above, and every refusal of the logo upload (413 and 415 are only
 * ever about the file; the other logo sentences start by naming it). Undefined: not one field.
 */
export function storefrontFieldOfError(
  status: number,
  message: string,
): StorefrontFormField | undefined {
  if (status === 413 || status === 415 || /^(The logo|This SVG logo)\b/.test(message))
    return 'logo';
  if (message.startsWith(STOREFRONT_MESSAGES.customDomainApex)) return 'customDomain';
  return FIELD_OF_MESSAGE[message];
}

/** Names that would collide with the product's own hosts. */
export const RESERVED_SUBDOMAINS = [
  'www',
  'api',
  'admin',
  'app',
  'mail',
  'email',
  'smtp',
  'imap',
  'pop',
  'ftp',
  'ns1',
  'ns2',
  'cdn',
  'static',
  'assets',
  'widget',
  'embed',
  'dashboard',
  'billing',
  'support',
  'help',
  'status',
  'docs',
  'blog',
  'localhost',
] as const;

const RFC1123_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const HOST_NAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

export function isValidSubdomain(label: string): boolean {
  return RFC1123_LABEL.test(label) && !(RESERVED_SUBDOMAINS as readonly string[]).includes(label);
}

export const subdomainSchema = z
  .string({ error: STOREFRONT_MESSAGES.required })
  .trim()
  .toLowerCase()
  .min(1, STOREFRONT_MESSAGES.required)
  .regex(RFC1123_LABEL, STOREFRONT_MESSAGES.subdomainInvalid)
  .refine(
    (label) => !(RESERVED_SUBDOMAINS as readonly string[]).includes(label),
    STOREFRONT_MESSAGES.subdomainReserved,
  );

/**
 * A host name as a DNS provider's panel asks for it: the zone (the registered domain, by the
 * public suffix list) and the name within it (`quotes` for quotes.example.co.uk; '' at the apex).
 */
export function dnsNameOf(host: string): { zone: string; name: string } {
  const parsed = parseHost(host);
  return { zone: parsed.domain ?? host, name: parsed.subdomain ?? '' };
}

/** The refusal of an apex domain, offering the subdomain to use instead. */
export function customDomainApexMessage(apex: string): string {
  return `${STOREFRONT_MESSAGES.customDomainApex} Use a subdomain such as quotes.${apex}; your website keeps ${apex} and can link to it.`;
}

export const customDomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .transform((host) => host.replace(/\.$/, ''))
  .pipe(
    z.string().check((ctx) => {
      const host = ctx.value;
      // '' clears the domain.
      const message =
        host === ''
          ? undefined
          : !HOST_NAME.test(host)
            ? STOREFRONT_MESSAGES.customDomainInvalid
            : dnsNameOf(host).name === ''
              ? customDomainApexMessage(host)
              : undefined;
      if (message) ctx.issues.push({ code: 'custom', input: host, message });
    }),
  )
  .nullish()
  .transform((host) => (host ? host : null));

export const hexColorSchema = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, STOREFRONT_MESSAGES.colorInvalid)
  .transform((hex) => hex.toUpperCase());

/** Multipart form values arrive as strings: 'true' / 'false' become booleans. */
const formBoolean = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((value) => value === true || value === 'true');

export const storefrontInputSchema = z.object({
  subdomain: subdomainSchema,
  customDomain: customDomainSchema,
  companyName: z
    .string({ error: STOREFRONT_MESSAGES.required })
    .trim()
    .min(1, STOREFRONT_MESSAGES.required)
    .max(120, 'Company name must be at most 120 characters'),
  primaryColor: hexColorSchema.default(DEFAULT_STOREFRONT_COLORS.primary),
  secondaryColor: hexColorSchema.default(DEFAULT_STOREFRONT_COLORS.secondary),
  accentColor: hexColorSchema.default(DEFAULT_STOREFRONT_COLORS.accent),
  isActive: formBoolean.default(true),
  /** Shown to homeowners whenever instant quotes are not available; blank clears it. */
  contactPhone: contactPhoneSchema,
  contactEmail: contactEmailSchema,
});
export type StorefrontInput = z.infer<typeof storefrontInputSchema>;

/** GET /api/storefront-by-domain?host=: the custom domain a visitor's browser asked for. */
export const storefrontByDomainQuerySchema = z.object({
  host: z.string({ error: 'host is required' }).trim().toLowerCase().min(1, 'host is required'),
});

/** GET /api/storefront-logo?storefrontId= */
export const storefrontLogoQuerySchema = z.object({
  storefrontId: z.string({ error: 'storefrontId is required' }),
});

export const storefrontSchema = z.object({
  id: idSchema,
  subdomain: z.string(),
  customDomain: z.string().nullable().optional(),
  companyName: z.string(),
  primaryColor: z.string(),
  secondaryColor: z.string(),
  accentColor: z.string(),
  /** The owner's own switch; switched off, the storefront still shows who the company is. */
  isActive: z.boolean(),
  hasLogo: z.boolean(),
  /** The owner's public phone and e-mail, shown whenever instant quotes are not available. */
  contactPhone: z.string().nullable().default(null),
  contactEmail: z.string().nullable().default(null),
  /**
   * Whether the storefront measures and prices addresses now. False while it is switched off,
   * while its owner has no plan or trial, and while the owner has no active service with an
   * active price: the storefront then shows the company's contact details and a call-back
   * form instead of the estimator. Absent means true.
   */
  acceptsQuotes: z.boolean().optional(),
  /** Changes whenever the storefront does; use it to bust the logo cache. */
  updatedAt: z.string(),
});
export type Storefront = z.infer<typeof storefrontSchema>;

export const storefrontsListResponseSchema = z.array(storefrontSchema);

/** What a storefront tells homeowners while its owner offers no priced service. */
export function noQuotesMessage(companyName: string): string {
  return `${companyName} is not taking online quotes right now. Please contact them directly for a price.`;
}

/**
 * Where a custom domain stands: `not_set` (none saved), `waiting` (no DNS record yet),
 * `elsewhere` (its CNAME or addresses lead somewhere else, listed in pointsTo), `connected`.
 */
export const CUSTOM_DOMAIN_STATUSES = ['not_set', 'waiting', 'elsewhere', 'connected'] as const;
export type CustomDomainStatus = (typeof CUSTOM_DOMAIN_STATUSES)[number];

/** GET /api/storefronts/{id}/domain-check: the DNS record to create and what DNS says now. */
export const customDomainCheckSchema = z.object({
  customDomain: z.string().nullable(),
  /** The record the owner creates at their DNS provider; null while no domain is set. */
  record: z
    .object({
      type: z.literal('CNAME'),
      /** The whole host name. */
      name: z.string(),
      /** The name as DNS panels ask for it, within `zone` ('quotes'). */
      host: z.string(),
      zone: z.string(),
      value: z.string(),
    })
    .nullable(),
  status: z.enum(CUSTOM_DOMAIN_STATUSES),
  /** What the domain resolves to now: its CNAME target, or its addresses when it has none. */
  pointsTo: z.array(z.string()),
  checkedAt: z.string(),
});
export type CustomDomainCheck = z.infer<typeof customDomainCheckSchema>;
