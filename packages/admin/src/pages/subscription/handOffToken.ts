/**
 * The short-lived token registration gives a new owner, so the subscription page may go on
 * signed out (SPEC §6): kept for this browser tab, carried in the payment provider's return
 * URL, and sent with the subscription calls.
 */
const STORAGE_KEY = 'yardstick.handOff';
export const HAND_OFF_PARAM = 'handOffToken';
const HAND_OFF_HEADER = 'X-Hand-Off-Token';

export function rememberHandOff(ownerId: string, token: string): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ ownerId, token }));
  } catch {
    // Storage may be off; a signed-in owner does not need the token.
  }
}

/** The token registration gave this owner in this tab, if any. */
export function rememberedHandOff(ownerId: string): string | undefined {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null');
    if (saved && typeof saved === 'object' && 'ownerId' in saved && 'token' in saved) {
      return saved.ownerId === ownerId && typeof saved.token === 'string' ? saved.token : undefined;
    }
  } catch {
    // Unreadable: as if there were none.
  }
  return undefined;
}

export function handOffHeaders(token: string | undefined): Record<string, string> {
  return token ? { [HAND_OFF_HEADER]: token } : {};
}
