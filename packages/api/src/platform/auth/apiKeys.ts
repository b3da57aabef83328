import { randomBytes } from 'node:crypto';

export const API_KEY_PREFIX = 'ys_pk_';

export function newApiKey(): string {
  return `${API_KEY_PREFIX}${randomBytes(24).toString('base64url')}`;
}

export function looksLikeApiKey(value: string): boolean {
  return value.startsWith(API_KEY_PREFIX) && value.length <= 100;
}
