import type { ReactNode, RefObject } from 'react';
import { classNames } from '../../ui/classNames.ts';

interface LandingSectionProps {
  /** Also the id of the h2 that names the section. */
  name: string;
  eyebrow: string;
  title: string;
  intro?: ReactNode;
  /** The white band between the tinted ones. */
  alt?: boolean;
  id?: string;
  sectionRef?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/** A band of the marketing page: eyebrow, h2 and optional intro above its content. */
export function LandingSection({
  name,
  eyebrow,
  title,
  intro,
  alt,
  id,
  sectionRef,
  children,
}: LandingSectionProps) {
  const titleId = `${name}-title`;
  return (
    <section
      id={id}
      ref={sectionRef}
      tabIndex={id ? -1 : undefined}
      className={classNames('landing-section', alt && 'landing-section--alt')}
      aria-labelledby={titleId}
    >
      <div className="container">
        <div className="section-heading">
          <p className="eyebrow">{eyebrow}</p>
          <h2 id={titleId}>{title}</h2>
          {intro && <p className="muted">{intro}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}
