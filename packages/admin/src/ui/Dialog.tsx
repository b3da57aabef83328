import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { classNames } from './classNames.ts';
import { focusableElements, trapTabKey } from './focusable.ts';
import './dialog.css';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
  /** The alertdialog role is for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
}

/** A modal dialog: focus moves in and is trapped, Escape closes, focus returns on close. */
export function Dialog(props: DialogProps) {
  if (!props.open) return null;
  return createPortal(<DialogPanel {...props} />, document.body);
}

function DialogPanel({
  onClose,
  title,
  description,
  children,
  footer,
  wide,
  role = 'dialog',
}: DialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    if (panel) {
      // Skip the close button so the first real control (or the panel) gets focus.
      const target = focusableElements(panel).find((el) => !el.dataset.dialogClose) ?? panel;
      target.focus();
    }
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, []);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (panelRef.current) trapTabKey(event, panelRef.current);
  }

  return (
    <div
      className="dialog-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panelRef}
        className={classNames('dialog', wide && 'dialog--wide')}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        onKeyDown={handleKeyDown}
      >
        <div className="dialog__header">
          <div>
            <h2 className="dialog__title" id={titleId}>
              {title}
            </h2>
            {description && (
              <p className="muted small" id={descriptionId} style={{ margin: '4px 0 0' }}>
                {description}
              </p>
            )}
          </div>
          <button
            type="button"
            className="icon-button"
            aria-label="Close"
            data-dialog-close="true"
            onClick={onClose}
          >
            ×
          </button>
        </div>
        {children}
        {footer && <div className="dialog__footer">{footer}</div>}
      </div>
    </div>
  );
}
