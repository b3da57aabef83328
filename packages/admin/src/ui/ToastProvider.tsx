import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { TOAST_DURATION_MS } from '@yardstick/core/toast';
import { classNames } from './classNames.ts';
import { ToastContext, type ToastInput } from './toastContext.ts';
import './toast.css';

interface ShownToast extends ToastInput {
  id: number;
}

/** Holds the single visible toast; it goes after TOAST_DURATION_MS or when closed. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<ShownToast | null>(null);
  const nextId = useRef(0);

  const show = useCallback((input: ToastInput) => {
    nextId.current += 1;
    setToast({ ...input, id: nextId.current });
  }, []);

  useEffect(() => {
    if (!toast) return;
    const timer = window.setTimeout(() => setToast(null), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [toast]);

  return (
    <ToastContext.Provider value={show}>
      {children}
      <div className="toast-region">
        {toast && <Toast key={toast.id} toast={toast} onClose={() => setToast(null)} />}
      </div>
    </ToastContext.Provider>
  );
}

function Toast({ toast, onClose }: { toast: ShownToast; onClose: () => void }) {
  const destructive = toast.variant === 'destructive';
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
