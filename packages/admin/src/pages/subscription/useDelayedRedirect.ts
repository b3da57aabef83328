import { REDIRECT_DELAY_MS } from '@yardstick/core/timing';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';

/** Goes to a page after the notice has been read (SPEC §9: redirects after 2 seconds). */
export function useDelayedRedirect(): (path: string) => void {
  const navigate = useNavigate();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return useCallback(
    (path: string) => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => {
        navigate(path);
      }, REDIRECT_DELAY_MS);
    },
    [navigate],
  );
}
