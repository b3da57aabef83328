import { useCallback, useEffect, useState } from 'react';
import type { FetchLike } from '@yardstick/core';
import {
  loadStorefront,
  storefrontPath,
  type StorefrontLoad,
  type StorefrontLookup,
} from './loadStorefront.ts';

export type StorefrontState = { status: 'loading' } | StorefrontLoad;

/**
 * Loads the storefront for a lookup; `retry` loads it again. Each answer is stored with the
 * request it belongs to, so a newer request reads as loading and a stale answer is ignored.
 */
export function useStorefront(lookup: StorefrontLookup, fetch?: FetchLike) {
  const path = storefrontPath(lookup);
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ key: string; load: StorefrontLoad } | null>(null);
  const key = `${attempt}:${path}`;

  useEffect(() => {
    let current = true;
    void loadStorefront(path, fetch).then((load) => {
      if (current) setAnswer({ key, load });
    });
    return () => {
      current = false;
    };
  }, [key, path, fetch]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const state: StorefrontState = answer?.key === key ? answer.load : { status: 'loading' };
  return { state, retry };
}
