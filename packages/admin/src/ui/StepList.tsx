import { classNames } from './classNames.ts';
import './stepList.css';

export interface Step {
  title: string;
  text: string;
}

interface StepListProps {
  steps: readonly Step[];
  /** 'cards' gives each step its own tile; 'compact' puts the number beside the text. */
  variant?: 'cards' | 'compact';
}

/** Numbered steps ('How it works', 'Getting Started'). */
export function StepList({ steps, variant = 'cards' }: StepListProps) {
  return (
    <ol className={classNames('step-list grid-auto list-reset', `step-list--${variant}`)}>
      {steps.map((step, index) => (
        <li key={step.title} className="step-list__item">
          <span className="step-list__number" aria-hidden="true">
            {index + 1}
          </span>
          <div>
            <h3 className="step-list__title">{step.title}</h3>
            <p className="muted step-list__text">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
