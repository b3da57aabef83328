import { apiEndpoints as endpoints } from '@yardstick/core/endpoints';
import { ApiError, API_KEY_HEADER } from '@yardstick/core/client';
import { ZodError } from 'zod';
import { api } from '../../http/client.ts';

export type EmbedAccess =
  | { state: 'checking' }
  | { state: 'granted'; companyName: string }
  | { state: 'denied'; message: string }
  | { state: 'invalid' };

/** SPEC §2.8, §8: checks the key with the server and says what the page shows. */
export async function verifyEmbedKey(apiKey: string): Promise<EmbedAccess> {
  try {
    const answer = await api.call(endpoints.verifyApiKey, {
      headers: { [API_KEY_HEADER]: apiKey },
    });
    return { state: 'granted', companyName: answer.user.companyName };
  } catch (error) {
    // An answer without the user the schema asks for.
    if (error instanceof ZodError) return { state: 'invalid' };
    if (error instanceof ApiError && error.status === 401)
      return { state: 'denied', message: 'Invalid API key' };
    return { state: 'denied', message: 'Failed to validate API key. Please try again.' };
  }
}
