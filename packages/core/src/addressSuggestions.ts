/** Address field rules of the analyzer (SPEC §4.8, §5 "Analyzer", §7 geocoding). */

/** An address the geocoder offers for what was typed, with its point. */
export interface AddressSuggestion {
  placeName: string;
  /** [longitude, latitude] */
  center: [number, number];
}

export const ADDRESS_SUGGESTION_MIN_CHARS = 3;
export const ADDRESS_SUGGESTION_DEBOUNCE_MS = 300;
export const ADDRESS_SUGGESTION_LIMIT = 5;
/** Closing waits this long after blur so a click on a suggestion still lands. */
export const ADDRESS_SUGGESTION_BLUR_CLOSE_MS = 200;

/** Suggestions are asked for only once the trimmed text has 3 characters. */
export function shouldQueryAddressSuggestions(text: string): boolean {
  return text.trim().length >= ADDRESS_SUGGESTION_MIN_CHARS;
}

/** 'Analyze Property' needs an address that is not blank. */
export function isAddressEntered(text: string): boolean {
  return text.trim() !== '';
}
