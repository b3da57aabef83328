/**
 * A random key for one accept form. crypto.randomUUID exists only on https pages, and a
 * third-party page may be plain http, so the key is built from getRandomValues.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
