import { HAND_OFF_PARAM } from './handOffToken.ts';

/**
 * SPEC §6: a signed-out visitor may open /subscription with userId, email and name in the
 * query, and the hand-off token registration issued (the server refuses the calls without it).
 */
export function hasSubscriptionHandoff(search: URLSearchParams): boolean {
  return ['userId', 'email', 'name', HAND_OFF_PARAM].every((key) => Boolean(search.get(key)));
}
