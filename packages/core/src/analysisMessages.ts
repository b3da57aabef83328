/**
 * The analysis request's validation sentence (SPEC §8), apart from its schema so that a screen
 * can show it without loading zod.
 */
export const ANALYSIS_MESSAGES = {
  addressRequired: 'Please enter a valid property address.',
} as const;
