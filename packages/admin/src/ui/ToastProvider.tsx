import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { TOAST_DURATION_MS } from '@yardstick/core/toast';
import { classNames } from './classNames.ts';
import { ToastContext, type ToastInput } from './toastContext.ts';
import './toast.css';

interface ShownToast extends ToastInput {
  id: number;
}

/** The CSS variable dialogs keep clear of: where the visible toast ends, from the top. */
const CLEARANCE_VARIABLE = '--toast-clearance';

/**
 * Publishes how far down the visible toast reaches, so an open dialog moves below it
 * (dialog.css) and no toast ever covers a dialog's title, close button or actions.
 */
function useToastClearance(region: RefObject<HTMLDivElement | null>, shown: boolean) {
  useLayoutEffect(() => {
    const root = document.documentElement.style;
    const element = region.current;
    if (!shown || !element) {
      root.removeProperty(CLEARANCE_VARIABLE);
      return;
    }
    // Layout boxes, not the rendered one: the toast slides in with a transform.
    const publish = () => {
      const toastElement = element.querySelector('.toast');
      const bottom =
        toastElement instanceof HTMLElement
          ? element.getBoundingClientRect().top + toastElement.offsetTop + toastElement.offsetHeight
          : 0;
      root.setProperty(CLEARANCE_VARIABLE, `${Math.ceil(bottom)}px`);
    };
    publish();
    // A narrower window wraps the toast's text onto more lines.
    window.addEventListener('resize', publish);
    return () => {
      window.removeEventListener('resize', publish);
      root.removeProperty(CLEARANCE_VARIABLE);
    };
  }, [region, shown]);
}

/** Holds the single visible toast; it goes after TOAST_DURATION_MS or when closed. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<ShownToast | null>(null);
  const nextId = useRef(0);
  const region = useRef<HTMLDivElement>(null);
  useToastClearance(region, toast !== null);

  const show = useCallback((input: ToastInput) => {
    nextId.current += 1;
    setToast({ ...input, id: nextId.current });
  }, []);

  const close = useCallback(() => setToast(null), []);

  useEffect(() => {
    if (!toast) return;
    const timer = window.setTimeout(() => setToast(null), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [toast]);

  return (
    <ToastContext.Provider value={show}>
      {children}
      {/* Live regions are there before anything is said in them: a screen reader announces
          what appears inside, politely, or at once for an error. Roles come with the toast. */}
      <div className="toast-region" ref={region}>
        <div className="toast-live" aria-live="polite">
          {toast && !isError(toast) && <Toast key={toast.id} toast={toast} onClose={close} />}
        </div>
        <div className="toast-live" aria-live="assertive">
          {toast && isError(toast) && <Toast key={toast.id} toast={toast} onClose={close} />}
        </div>
      </div>
    </ToastContext.Provider>
  );
}

function isError(toast: ToastInput): boolean {
  return toast.variant === 'destructive';
}

function Toast({ toast, onClose }: { toast: ShownToast; onClose: () => void }) {
  const destructive = isError(toast);
  return (
    <div
      className={classNames('toast', destructive && 'toast--destructive')}
      role={destructive ? 'alert' : 'status'}
      aria-atomic="true"
    >
      <div className="toast__body">
        <p className="toast__title">{toast.title}</p>
        {toast.description && <p className="toast__description">{toast.description}</p>}
      </div>
      <button
        type="button"
        className="icon-button"
        aria-label="Close notification"
        onClick={onClose}
      >
        ×
      </button>
    </div>
  );
}
