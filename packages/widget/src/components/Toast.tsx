import { useEstimator, useEstimatorActions } from '../context.ts';

/** One toast at a time (SPEC §2.3); errors are announced at once, the rest politely. */
export function Toast() {
  const toast = useEstimator((state) => state.toast);
  const { dismissToast } = useEstimatorActions();
  const destructive = toast?.variant === 'destructive';

  return (
    // The polite region is always there so screen readers hear what appears in it.
    <div className="ys-toast-region" role="status" aria-label="Notifications">
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
