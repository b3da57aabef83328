import { z } from 'zod';

/** A string field whose absence or blankness reads as one sentence. */
export function requiredText(requiredMessage: string) {
  return z.string({ error: requiredMessage }).trim().min(1, requiredMessage);
}

/** Optional free text: blank or null becomes undefined. */
export function optionalText(maxLength: number, tooLongMessage: string) {
  return z
    .string()
    .trim()
    .max(maxLength, tooLongMessage)
    .nullish()
    .transform((value) => (value ? value : undefined));
}

export const EMAIL_MAX_LENGTH = 254;

/**
 * The characters a plain address may hold: RFC 5322's atext and dots before the @, letters,
 * digits, hyphens and dots after it (any script). Nothing that means something in a mail
 * header — a comma lists another recipient, <> and quotes name a display name — so an
 * address never carries a second one ("admin,eve@x.test", '"x"<y@z.test>').
 */
const LOCAL_PART = /^[\p{L}\p{N}!#$%&'*+/=?^_`{|}~.-]+$/u;
const DOMAIN = /^[\p{L}\p{N}.-]+$/u;

/**
 * SPEC §5: "a simple address shape" — something@domain.tld without spaces. Checked by
 * hand in one pass, length first: the equivalent pattern backtracks quadratically on
 * inputs such as "a@a.a.a.…@", which let one request hold the server for minutes. The
 * character classes above are single classes anchored at both ends: linear.
 */
export function isSimpleEmail(value: string): boolean {
  if (value.length > EMAIL_MAX_LENGTH) return false;
  const at = value.indexOf('@');
  if (at < 1 || at !== value.lastIndexOf('@')) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (!LOCAL_PART.test(local) || !DOMAIN.test(domain)) return false;
  // The domain needs a dot with at least one character on each side.
  return domain.slice(1, -1).includes('.');
}

export function emailField(requiredMessage: string, invalidMessage: string) {
  return requiredText(requiredMessage)
    .refine(isSimpleEmail, invalidMessage)
    .transform((email) => email.toLowerCase());
}

export const idSchema = z.string().min(1);

export const lonLatSchema = z.tuple([z.number(), z.number()]);

export const polygonSchema = z.object({
  type: z.literal('Polygon'),
  coordinates: z.array(z.array(lonLatSchema)),
});

export const multiPolygonSchema = z.object({
  type: z.literal('MultiPolygon'),
  coordinates: z.array(z.array(z.array(lonLatSchema))),
});

export const errorBodySchema = z.object({ error: z.string() });
export type ErrorBody = z.infer<typeof errorBodySchema>;
