import type { ReactNode } from 'react';
import './notice.css';

export type NoticeTone = 'info' | 'success' | 'warning' | 'danger';

/** An inline message inside a card or page (not a toast). */
export function Notice({
  tone = 'info',
  role,
  children,
}: {
  tone?: NoticeTone;
  /** 'alert' for a message that appears after the user acted (announced at once). */
  role?: 'alert' | 'status';
  children: ReactNode;
}) {
  return (
    <div className={`notice notice--${tone}`} role={role}>
      {children}
    </div>
  );
}
