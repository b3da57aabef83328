import { useEstimator, useEstimatorActions } from '../context.ts';

/** Demo mode: addresses of the demo region, one click to analyze. */
export function DemoAddresses() {
  const addresses = useEstimator((state) => state.demoAddresses);
  const analyzing = useEstimator((state) => state.status === 'analyzing');
  const { analyze } = useEstimatorActions();
  if (addresses.length === 0) return null;

  return (
    <div className="ys-demo">
      <p className="ys-muted">Try an example address:</p>
      <ul className="ys-demo-list">
        {addresses.map((address) => (
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
