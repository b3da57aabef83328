import { DEMO_SAMPLE, demoSampleWeeklyPrice } from '@yardstick/core/demoSample';
import { formatCurrency, formatSqFt } from '@yardstick/core/format';
import { Link } from 'react-router';

/** The sample's figures: core's recorded analysis, priced as the live demo prices it. */
const SAMPLE_FIGURES: readonly [string, string][] = [
  ['Mowable lawn', formatSqFt(DEMO_SAMPLE.mowableSqFt)],
  ['Complexity', `${DEMO_SAMPLE.complexityScore}/10: ${DEMO_SAMPLE.complexityWords}`],
  ['Found', DEMO_SAMPLE.found],
  ['Weekly mowing', `${formatCurrency(demoSampleWeeklyPrice(), 0)} per visit`],
];

/**
 * The demo section where the live demo does not run (DEMO off, as in production by default):
 * a sample analysis, never an error.
 */
export function StaticDemoSample() {
  return (
    <figure className="landing-demo__sample">
      <figcaption>
        <strong>Sample analysis</strong> · {DEMO_SAMPLE.address}
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
