import { DEMO_PRESET_ADDRESSES } from '@yardstick/core/demo';
import { Link } from 'react-router';

/** Figures of one real analysis of the demo region's first preset home, shown as they are. */
const SAMPLE_FIGURES: readonly [string, string][] = [
  ['Mowable lawn', '7,670 sq ft'],
  ['Complexity', '5/10: a typical suburban lot'],
  ['Found', 'a pool, a shed, three trees, a patio and a garden bed'],
  ['Weekly mowing', '$62 per visit'],
];

/**
 * The demo section where the live demo does not run (DEMO off, as in production by default):
 * a sample analysis, never an error.
 */
export function StaticDemoSample() {
  return (
    <figure className="landing-demo__sample">
      <figcaption>
        <strong>Sample analysis</strong> · {DEMO_PRESET_ADDRESSES[0]}
      </figcaption>
      <dl>
        {SAMPLE_FIGURES.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="muted">
        Start a free trial to measure your own customers’ addresses.{' '}
        <Link to="/register?plan=starter">Start Free Trial</Link>
      </p>
    </figure>
  );
}
