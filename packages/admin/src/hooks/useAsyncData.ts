import { useCallback, useEffect, useRef, useState } from 'react';

export interface AsyncData<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  /** Loads again (e.g. after a change); resolves when done. */
  reload: () => Promise<void>;
  /** Replaces the data locally, e.g. with a server answer after a save. */
  setData: (update: (current: T | undefined) => T | undefined) => void;
}

/**
 * Loads data once on mount (and again on reload). The loader is read from a ref,
 * so callers need not memoise it; answers that arrive after unmount are dropped.
 */
export function useAsyncData<T>(load: () => Promise<T>): AsyncData<T> {
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  const mounted = useRef(true);
  const [state, setState] = useState<{ data: T | undefined; error: unknown; loading: boolean }>({
    data: undefined,
    error: undefined,
    loading: true,
  });

  const run = useCallback(async () => {
    try {
      const data = await loadRef.current();
      if (mounted.current) setState({ data, error: undefined, loading: false });
    } catch (error) {
      if (mounted.current) setState((current) => ({ ...current, error, loading: false }));
    }
  }, []);

  useEffect(() => {
    mounted.current = true;
    void run();
    return () => {
      mounted.current = false;
    };
  }, [run]);

  const reload = useCallback(async () => {
    setState((current) => ({ ...current, loading: true }));
    await run();
  }, [run]);

  const setData = useCallback((update: (current: T | undefined) => T | undefined) => {
    setState((current) => ({ ...current, data: update(current.data) }));
  }, []);

  return { ...state, reload, setData };
}
