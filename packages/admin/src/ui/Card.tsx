import type { HTMLAttributes, ReactNode } from 'react';
import { classNames } from './classNames.ts';
import './card.css';

export function Card({ className, ...rest }: HTMLAttributes<HTMLElement>) {
  return <section {...rest} className={classNames('card', className)} />;
}

interface CardHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  /** Keeps headings in order wherever the card sits. */
  level?: 2 | 3;
  titleId?: string;
}

export function CardHeader({ title, description, actions, level = 2, titleId }: CardHeaderProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className="card__header split">
      <div>
        <Heading className="card__title" id={titleId}>
          {title}
        </Heading>
        {description && <p className="card__description">{description}</p>}
      </div>
      {actions && <div className="row">{actions}</div>}
    </div>
  );
}
