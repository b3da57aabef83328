import { API_KEY_HEADER, createApiClient, type FetchLike } from '@yardstick/core/client';

/**
 * Told when the server refuses an owner's own call as signed out (401 without an API key):
 * answers true when it takes over (the owner was signed in, so the session has ended).
 */
type SessionEndedHandler = () => boolean;

let sessionEnded: SessionEndedHandler | null = null;

/** The session provider listens here; the returned function stops listening. */
export function onSessionEnded(handler: SessionEndedHandler): () => void {
  sessionEnded = handler;
  return () => {
    if (sessionEnded === handler) sessionEnded = null;
  };
}

/** Looked up at call time so that a fetch stubbed in a test is used. */
const pageFetch: FetchLike = async (url, init) => {
  const response = await globalThis.fetch(url, init);
  const keyed = Object.keys(init.headers).some(
    (name) => name.toLowerCase() === API_KEY_HEADER.toLowerCase(),
  );
  if (response.status === 401 && !keyed && sessionEnded?.()) {
    // The owner is sent to sign in again: the page that asked hears nothing, so no
    // error of its own ('Failed to save…') stands in for the reason.
    return new Promise<never>(() => {});
  }
  return response;
};

/** The app and the API share an origin, so paths are relative and cookies ride along. */
export const api = createApiClient({ fetch: pageFetch });
