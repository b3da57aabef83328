import { useLayoutEffect, useRef, useState } from 'react';
import { useEstimator, useEstimatorActions } from '../context.ts';
import { coversAny, toastPlacement, type Box, type ToastPlacement } from './toastPlacement.ts';

/** Elements a toast must never cover: each price, the total, the Accept button, an error card. */
const PRIMARY_SELECTOR = '[data-ys-primary]';

/** Keeps the toast off the primary elements while it shows, as the page scrolls or resizes. */
function useToastPlacement(showing: boolean) {
  const region = useRef<HTMLDivElement>(null);
  const [placement, setPlacement] = useState<ToastPlacement>('bottom');
  // Covering a primary element in either corner (a phone, a tall card): read, not drawn.
  const [drawn, setDrawn] = useState(true);
  useLayoutEffect(() => {
    const element = region.current;
    if (!showing || !element) return;
    const place = () => {
      const root = element.getRootNode();
      if (!(root instanceof Document || root instanceof ShadowRoot)) return;
      const primaries: Box[] = [...root.querySelectorAll(PRIMARY_SELECTOR)].map((node) =>
        node.getBoundingClientRect(),
      );
      const { width, height } = element.getBoundingClientRect();
      const viewport = { width: document.documentElement.clientWidth, height: window.innerHeight };
      const best = toastPlacement({ width, height }, primaries, viewport);
      setPlacement(best);
      setDrawn(!coversAny(best, { width, height }, primaries, viewport));
    };
    place();
    window.addEventListener('scroll', place, { passive: true, capture: true });
    window.addEventListener('resize', place);
    // Cards that appear or grow after the toast (an error card's call-back form) move it too.
    const estimator = element.parentElement;
    const grown = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(place);
    if (estimator) grown?.observe(estimator);
    return () => {
      window.removeEventListener('scroll', place, { capture: true });
      window.removeEventListener('resize', place);
      grown?.disconnect();
    };
  }, [showing]);
  return { region, placement, drawn };
}

/**
 * One toast at a time (SPEC §2.3); errors are announced at once, the rest politely. It sits
 * bottom-right, or top-right when that would cover the total or the Accept button.
 */
export function Toast() {
  const toast = useEstimator((state) => state.toast);
  const { dismissToast } = useEstimatorActions();
  const destructive = toast?.variant === 'destructive';
  const { region, placement, drawn } = useToastPlacement(toast !== null);

  return (
    // The polite region is always there so screen readers hear what appears in it.
    <div
      ref={region}
      className="ys-toast-region"
      data-placement={placement}
      data-drawn={drawn ? undefined : 'false'}
      role="status"
      aria-label="Notifications"
    >
      {toast && (
        <div
          className={`ys-toast${destructive ? ' ys-toast--destructive' : ''}`}
          part="toast"
          role={destructive ? 'alert' : undefined}
        >
          <div className="ys-toast-text">
            <p className="ys-toast-title">{toast.title}</p>
            <p className="ys-toast-description">{toast.description}</p>
          </div>
          <button
            type="button"
            className="ys-toast-close"
            aria-label="Close notification"
            onClick={dismissToast}
          >
            ×
          </button>
        </div>
      )}
    </div>
  );
}
