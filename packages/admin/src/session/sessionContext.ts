import { createContext, useContext } from 'react';
import type { CurrentUser, Usage } from '@yardstick/core/schemas/account';

export type SessionStatus = 'loading' | 'signedIn' | 'signedOut';

export interface Session {
  status: SessionStatus;
  user: CurrentUser | null;
  /** Null until loaded, or when the lookup failed (failures are logged and ignored). */
  usage: Usage | null;
  /** True while usage for the signed-in user has not been looked up yet. */
  usageLoading: boolean;
  /** Checks /api/me again (after sign-in or a change); resolves to the user or null. */
  refresh: () => Promise<CurrentUser | null>;
  refreshUsage: () => Promise<void>;
  signOut: () => Promise<void>;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
