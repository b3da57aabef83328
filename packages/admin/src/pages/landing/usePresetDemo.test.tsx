import { act, render } from '@testing-library/react';
import { DEMO_PRESET_ADDRESSES } from '@yardstick/core/demo';
import { DEMO_LOAD_DELAY_MS, DEMO_VIEWPORT_THRESHOLD } from '@yardstick/core/timing';
import { createEstimatorStore, type EstimatorStore } from '@yardstick/widget';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { usePresetDemo } from './usePresetDemo.ts';

/** Records the observer so the test can say when the section comes into view. */
class FakeIntersectionObserver {
  static last: FakeIntersectionObserver | null = null;
  options: IntersectionObserverInit | undefined;
  disconnected = false;
  constructor(
    private readonly callback: (
      entries: Pick<IntersectionObserverEntry, 'isIntersecting' | 'intersectionRatio'>[],
    ) => void,
    options?: IntersectionObserverInit,
  ) {
    this.options = options;
    FakeIntersectionObserver.last = this;
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
  show(ratio: number) {
    this.callback([{ isIntersecting: ratio > 0, intersectionRatio: ratio }]);
  }
}

function Section({ store }: { store: EstimatorStore }) {
  const ref = useRef<HTMLElement>(null);
  usePresetDemo(ref, store);
  return <section ref={ref} />;
}

function setup(demoAddresses: string[]) {
  vi.useFakeTimers();
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  const store = createEstimatorStore();
  const analyze = vi.fn(async () => null);
  store.setState({ demoAddresses, analyze });
  render(<Section store={store} />);
  const observer = FakeIntersectionObserver.last;
  if (!observer) throw new Error('no observer');
  return { store, analyze, observer };
}

describe('usePresetDemo', () => {
  it('analyzes the first demo address 5 s after the section is 30 % in view', () => {
    const { analyze, observer } = setup(['12 Maple Grove Ln', '14 Maple Grove Ln']);
    expect(observer.options?.threshold).toBe(DEMO_VIEWPORT_THRESHOLD);
    act(() => observer.show(0.1));
    act(() => {
      vi.advanceTimersByTime(DEMO_LOAD_DELAY_MS);
    });
    expect(analyze).not.toHaveBeenCalled();
    act(() => observer.show(0.5));
    expect(observer.disconnected).toBe(true);
    act(() => {
      vi.advanceTimersByTime(DEMO_LOAD_DELAY_MS - 1);
    });
    expect(analyze).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(analyze).toHaveBeenCalledWith('12 Maple Grove Ln', { preset: true });
  });

  it('prefers a preset home of the demo region over its first address', () => {
    const preset = DEMO_PRESET_ADDRESSES[0]!;
    const { analyze, observer } = setup(['7102 Windsor Rd, Fairview, KS 66208', preset]);
    act(() => observer.show(1));
    act(() => {
      vi.advanceTimersByTime(DEMO_LOAD_DELAY_MS);
    });
    expect(analyze).toHaveBeenCalledWith(preset, { preset: true });
  });

  it('never replaces an address the visitor has started typing', () => {
    const { store, analyze, observer } = setup(['12 Maple Grove Ln']);
    act(() => observer.show(1));
    act(() => store.setState({ address: '44 El' }));
    act(() => {
      vi.advanceTimersByTime(DEMO_LOAD_DELAY_MS);
    });
    expect(analyze).not.toHaveBeenCalled();
    expect(store.getState().address).toBe('44 El');
  });

  it('leaves a visitor who already started their own analysis alone', () => {
    const { store, analyze, observer } = setup(['12 Maple Grove Ln']);
    act(() => observer.show(1));
    act(() => store.setState({ status: 'analyzing' }));
    act(() => {
      vi.advanceTimersByTime(DEMO_LOAD_DELAY_MS);
    });
    expect(analyze).not.toHaveBeenCalled();
  });

  it('waits for the demo addresses when they arrive late', () => {
    const { store, analyze, observer } = setup([]);
    act(() => observer.show(1));
    act(() => {
      vi.advanceTimersByTime(DEMO_LOAD_DELAY_MS);
    });
    expect(analyze).not.toHaveBeenCalled();
    act(() => store.setState({ demoAddresses: ['3 Oak Hollow Dr'] }));
    expect(analyze).toHaveBeenCalledWith('3 Oak Hollow Dr', { preset: true });
  });
});
