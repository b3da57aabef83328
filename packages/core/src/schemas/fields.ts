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

/** SPEC §5: "a simple address shape". */
export const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailField(requiredMessage: string, invalidMessage: string) {
  return requiredText(requiredMessage)
    .max(254, invalidMessage)
    .regex(SIMPLE_EMAIL, invalidMessage)
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
