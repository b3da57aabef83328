/** Who is calling, as the domain sees it; http/authenticate.ts finds it out from the request. */

/** 'storefront': a visitor of an owner's storefront, named by its subdomain (no credentials). */
export type AuthKind = 'session' | 'apiKey' | 'storefront';

/** Who is calling: the owner, and whether by session cookie or by widget API key. */
export interface Auth {
  ownerId: string;
  kind: AuthKind;
  /** The session row of a cookie caller (so a password change can keep this one signed in). */
  sessionId?: string;
}

/** The sentences a caller reads when who they are does not let them in. */
export const SIGN_IN_MESSAGE = 'Please sign in to continue.';
export const INVALID_API_KEY_MESSAGE = 'Invalid API key';
export const API_KEY_NOT_ALLOWED_MESSAGE =
  'An API key only works for the estimator (analysis and quote acceptance). Sign in to use this part of Yardstick.';
