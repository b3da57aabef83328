import { classNames } from './classNames.ts';
import './spinner.css';

/** A decorative spinner; the surrounding text says what is loading. */
export function Spinner({ className }: { className?: string }) {
  return <span className={classNames('spinner', className)} aria-hidden="true" />;
}

/** A page or section that is still loading, announced politely to screen readers. */
export function Loading({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="loading" role="status">
      <Spinner />
      <span>{label}</span>
    </div>
  );
}
