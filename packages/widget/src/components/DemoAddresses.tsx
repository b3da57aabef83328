import { useEstimator, useEstimatorActions } from '../context.ts';

/** Enough examples to show the range of lots without burying the form under sixty chips. */
export const DEMO_EXAMPLE_COUNT = 6;

/** Examples spread evenly over the region's list, so small, large and commercial lots all show. */
export function spreadExamples(addresses: readonly string[], count = DEMO_EXAMPLE_COUNT): string[] {
  if (addresses.length <= count) return [...addresses];
  const step = addresses.length / count;
  return Array.from({ length: count }, (_, index) => addresses[Math.floor(index * step)] ?? '');
}

/** Demo mode: a few addresses of the demo region, one click to analyze. */
export function DemoAddresses() {
  const addresses = useEstimator((state) => state.demoAddresses);
  const analyzing = useEstimator((state) => state.status === 'analyzing');
  const { analyze } = useEstimatorActions();
  if (addresses.length === 0) return null;

  return (
    <div className="ys-demo">
      <p className="ys-muted">Try an example address:</p>
      <ul className="ys-demo-list">
        {spreadExamples(addresses).map((address) => (
          <li key={address}>
            <button
              type="button"
              className="ys-chip"
              disabled={analyzing}
              onClick={() => void analyze(address)}
            >
              {address}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
