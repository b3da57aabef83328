import { useEffect, type RefObject } from 'react';
import { DEMO_PRESET_ADDRESSES } from '@yardstick/core/demo';
import { DEMO_LOAD_DELAY_MS, DEMO_VIEWPORT_THRESHOLD } from '@yardstick/core/timing';
import type { EstimatorStore } from '@yardstick/widget';

/** The first preset home the demo region offers, else its first address. */
export function presetAddress(demoAddresses: readonly string[]): string | undefined {
  return DEMO_PRESET_ADDRESSES.find((a) => demoAddresses.includes(a)) ?? demoAddresses[0];
}

/**
 * Analyzes a preset home unless the visitor has started one themselves, or has started
 * typing an address: what they type is never replaced.
 */
function analyzePresetAddress(store: EstimatorStore): () => void {
  const tryNow = () => {
    const state = store.getState();
    if (state.status !== 'idle' || state.address.trim() !== '') return true;
    const preset = presetAddress(state.demoAddresses);
    if (!preset) return false;
    void state.analyze(preset, { preset: true });
    return true;
  };
  if (tryNow()) return () => {};
  // The addresses are still loading: go as soon as they arrive.
  const unsubscribe = store.subscribe(() => {
    if (tryNow()) unsubscribe();
  });
  return unsubscribe;
}

/**
 * SPEC §4.8: once the demo section is 30 % in view, wait 5 s, then load a preset analysis.
 * It happens once; a visitor who submits or starts typing an address first keeps their own.
 */
export function usePresetDemo(sectionRef: RefObject<HTMLElement | null>, store: EstimatorStore) {
  useEffect(() => {
    const section = sectionRef.current;
    if (!section || typeof IntersectionObserver === 'undefined') return;
    let timer: number | undefined;
    let stopWaiting = () => {};
    const observer = new IntersectionObserver(
      (entries) => {
        const inView = entries.some(
          (entry) => entry.isIntersecting && entry.intersectionRatio >= DEMO_VIEWPORT_THRESHOLD,
        );
        if (!inView) return;
        observer.disconnect();
        timer = window.setTimeout(() => {
          stopWaiting = analyzePresetAddress(store);
        }, DEMO_LOAD_DELAY_MS);
      },
      { threshold: DEMO_VIEWPORT_THRESHOLD },
    );
    observer.observe(section);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
      stopWaiting();
    };
  }, [sectionRef, store]);
}
