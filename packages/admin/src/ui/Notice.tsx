import type { ReactNode } from 'react';
import './notice.css';

export type NoticeTone = 'info' | 'success' | 'warning' | 'danger';

/** An inline message inside a card or page (not a toast). */
export function Notice({ tone = 'info', children }: { tone?: NoticeTone; children: ReactNode }) {
  return <div className={`notice notice--${tone}`}>{children}</div>;
}
