import { ApiError, API_KEY_HEADER } from '@yardstick/core/client';
import { verifyApiKeyResponseSchema } from '@yardstick/core/schemas/account';
import { api } from '../../http/client.ts';

export type EmbedAccess =
  | { state: 'checking' }
  | { state: 'granted'; companyName: string }
  | { state: 'denied'; message: string }
  | { state: 'invalid' };

/** SPEC §2.8, §8: checks the key with the server and says what the page shows. */
export async function verifyEmbedKey(apiKey: string): Promise<EmbedAccess> {
  let answer: unknown;
  try {
    answer = await api.request('GET', '/api/verify-api-key', {
      headers: { [API_KEY_HEADER]: apiKey },
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401)
      return { state: 'denied', message: 'Invalid API key' };
    return { state: 'denied', message: 'Failed to validate API key. Please try again.' };
  }
  const parsed = verifyApiKeyResponseSchema.safeParse(answer);
  if (!parsed.success) return { state: 'invalid' };
  return { state: 'granted', companyName: parsed.data.user.companyName };
}
