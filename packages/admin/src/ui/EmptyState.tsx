import type { ReactNode } from 'react';
import './emptyState.css';

const HEADINGS = { 1: 'h1', 2: 'h2', 3: 'h3' } as const;

interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  level?: 1 | 2 | 3;
}

export function EmptyState({ title, description, icon, action, level = 2 }: EmptyStateProps) {
  const Heading = HEADINGS[level];
  return (
    <div className="empty-state">
      {icon && (
        <div className="empty-state__icon" aria-hidden="true">
          {icon}
        </div>
      )}
      <Heading className="empty-state__title">{title}</Heading>
      {description && <p className="empty-state__description">{description}</p>}
      {action}
    </div>
  );
}
