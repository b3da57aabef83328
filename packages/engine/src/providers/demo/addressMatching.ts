/** Street-type words as the USPS abbreviates them, so "Lane" finds "Ln". */
const SUFFIXES: Record<string, string> = {
  avenue: 'ave',
  boulevard: 'blvd',
  circle: 'cir',
  court: 'ct',
  drive: 'dr',
  lane: 'ln',
  parkway: 'pkwy',
  place: 'pl',
  road: 'rd',
  street: 'st',
  terrace: 'ter',
};

/** Lower case, no punctuation, suffixes abbreviated: the form addresses are compared in. */
export function addressTokens(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => SUFFIXES[word] ?? word);
}

/** True when every typed token is a prefix of some token of the candidate, in order. */
export function matchesPrefix(typed: readonly string[], candidate: readonly string[]): boolean {
  let from = 0;
  for (const token of typed) {
    const at = candidate.findIndex((word, k) => k >= from && word.startsWith(token));
    if (at < 0) return false;
    from = at + 1;
  }
  return true;
}
