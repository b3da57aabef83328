import type { ReactNode } from 'react';
import './badge.css';

export type BadgeTone = 'gray' | 'green' | 'yellow' | 'blue' | 'purple' | 'red';

export function Badge({ tone = 'gray', children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={`badge badge--${tone}`}>{children}</span>;
}
