import type { BadgeTone } from '@yardstick/core/badge';
import type { ReactNode } from 'react';
import './badge.css';

export type { BadgeTone };

export function Badge({ tone = 'gray', children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={`badge badge--${tone}`}>{children}</span>;
}
