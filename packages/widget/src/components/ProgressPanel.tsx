import { PROGRESS_MAX, analysisProgressPercent } from '@yardstick/core/analysisProgress';
import { useEstimator } from '../context.ts';

/** Four steps on their own clocks; the bar shows the share done (SPEC §4.8). */
export function ProgressPanel() {
  const steps = useEstimator((state) => state.progress);
  const done = steps.filter((step) => step.done).length;
  const percent = Math.round(analysisProgressPercent(done, steps.length));

  return (
    <section
      className="ys-card ys-progress"
      part="card progress"
      aria-label="Analysis progress steps"
    >
      <h2 className="ys-card-title">Analyzing property</h2>
      <div
        className="ys-progress-bar"
        role="progressbar"
        aria-label="Analysis progress"
        aria-valuemin={0}
        aria-valuemax={PROGRESS_MAX}
        aria-valuenow={percent}
      >
        <div className="ys-progress-fill" style={{ width: `${percent}%` }} />
      </div>
      <ol className="ys-steps">
        {steps.map((step) => (
          <li key={step.id} className="ys-step" data-done={step.done}>
            <span className="ys-step-icon" aria-hidden="true">
              {step.done ? '✓' : ''}
            </span>
            <span>{step.label}</span>
            <span className="ys-visually-hidden">{step.done ? ' (done)' : ' (in progress)'}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
