import { useState } from 'react';
import { useEstimator, useEstimatorActions, useEstimatorContext } from '../context.ts';
import { headerTitle } from '../messages.ts';
import { AddressForm } from './AddressForm.tsx';
import { DemoAddresses } from './DemoAddresses.tsx';
import { ProgressPanel } from './ProgressPanel.tsx';
import { QuoteAccepted } from './QuoteAccepted.tsx';
import { Results } from './Results.tsx';
import { Toast } from './Toast.tsx';

function AnalysisError() {
  const message = useEstimator((state) => state.analysisError);
  if (!message) return null;
  return (
    <div className="ys-card ys-error-card" part="card error">
      <p className="ys-strong">We could not analyze that address.</p>
      <p className="ys-muted">{message}</p>
    </div>
  );
}

/** The screen for each state of SPEC §4.8: idle, analyzing, result (quote flow), error. */
export function EstimatorScreen({
  showHeader,
  companyName,
}: {
  showHeader: boolean;
  companyName?: string;
}) {
  const status = useEstimator((state) => state.status);
  const accepted = useEstimator(
    (state) => state.status === 'result' && state.quoteStep === 'accepted',
  );
  const fetchedCompanyName = useEstimator((state) => state.companyName);
  const { settings } = useEstimatorContext();
  const { reset } = useEstimatorActions();
  // After 'Get Another Quote' the address field takes focus, ready for the next address.
  const [focusAddress, setFocusAddress] = useState(false);

  return (
    <>
      {showHeader && (
        <header className="ys-header" part="header">
          <h2 className="ys-header-title">{headerTitle(companyName || fetchedCompanyName)}</h2>
        </header>
      )}
      {accepted ? (
        <QuoteAccepted
          onAnotherQuote={() => {
            setFocusAddress(true);
            reset();
          }}
          onDone={reset}
        />
      ) : (
        <>
          <AddressForm autoFocus={focusAddress} />
          {settings.demo && <DemoAddresses />}
          {status === 'analyzing' && <ProgressPanel />}
          {status === 'error' && <AnalysisError />}
          {status === 'result' && <Results />}
        </>
      )}
      <Toast />
    </>
  );
}
