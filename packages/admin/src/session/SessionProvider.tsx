import { apiEndpoints as endpoints } from '@yardstick/core/endpoints';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { CurrentUser, Usage } from '@yardstick/core/schemas/account';
import { api, onSessionEnded } from '../http/client.ts';
import { errorToast, useToast } from '../ui/toastContext.ts';
import { SessionContext, type Session, type SessionStatus } from './sessionContext.ts';

async function fetchCurrentUser(): Promise<CurrentUser | null> {
  try {
    return await api.call(endpoints.me);
  } catch {
    // SPEC §8: a failed session check means signed out.
    return null;
  }
}

async function fetchUsage(userId: string): Promise<Usage | null> {
  try {
    return await api.call(endpoints.usage, { params: { userId } });
  } catch (error) {
    console.error('Failed to load usage', error);
    return null;
  }
}

export const SESSION_ENDED_TEXT = 'Your session has ended. Please sign in again to continue.';

/** Checks the session on load and holds the user, their usage, refresh and sign-out. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const toast = useToast();
  const [status, setStatus] = useState<SessionStatus>('loading');
  const [user, setUser] = useState<CurrentUser | null>(null);
  const [usage, setUsage] = useState<Usage | null>(null);
  const [usageLoading, setUsageLoading] = useState(false);

  const loadUsage = useCallback(async (userId: string) => {
    setUsageLoading(true);
    setUsage(await fetchUsage(userId));
    setUsageLoading(false);
  }, []);

  // From the sign-out call until the next sign-in, a refusal of a call still in flight is the
  // owner's own doing, not an ended session to announce (that would go to /login, not '/').
  const signingOut = useRef(false);

  const applyUser = useCallback(
    async (next: CurrentUser | null) => {
      if (next) signingOut.current = false;
      setUser(next);
      setStatus(next ? 'signedIn' : 'signedOut');
      // Started in the same tick as the user arrives, so guards never see a user without usage.
      if (next) await loadUsage(next.id);
      else setUsage(null);
    },
    [loadUsage],
  );

  const refresh = useCallback(async () => {
    const next = await fetchCurrentUser();
    await applyUser(next);
    return next;
  }, [applyUser]);

  const refreshUsage = useCallback(async () => {
    if (user) await loadUsage(user.id);
  }, [user, loadUsage]);

  // Set once the server has ended the session; the user is cleared only in the render that
  // already shows '/'. Cleared earlier, on a guarded page, the login guard would render first
  // and send the owner to /login: the router moves to '/' in a transition, after any urgent
  // state update (and the landing page loads on demand).
  const [leaving, setLeaving] = useState(false);
  const { pathname } = useLocation();
  if (leaving && pathname === '/') {
    setLeaving(false);
    setUser(null);
    setUsage(null);
    setStatus('signedOut');
  }

  const signOut = useCallback(async () => {
    signingOut.current = true;
    try {
      await api.call(endpoints.logout);
    } catch (error) {
      signingOut.current = false;
      console.error('Logout failed', error);
      return;
    }
    setLeaving(true);
    await navigate('/');
  }, [navigate]);

  useEffect(() => {
    void fetchCurrentUser().then(applyUser);
  }, [applyUser]);

  // The session ended while the owner was on a page (it expired, or they signed out in another
  // tab): say so, and the login guard takes them to sign in and back to where they were.
  useEffect(
    () =>
      onSessionEnded(() => {
        if (status !== 'signedIn' || signingOut.current) return false;
        toast(errorToast(SESSION_ENDED_TEXT, 'Authentication Required'));
        void applyUser(null);
        return true;
      }),
    [status, toast, applyUser],
  );

  const session = useMemo<Session>(
    () => ({ status, user, usage, usageLoading, refresh, refreshUsage, signOut }),
    [status, user, usage, usageLoading, refresh, refreshUsage, signOut],
  );
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
