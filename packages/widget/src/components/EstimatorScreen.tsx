import { useState } from 'react';
import { useEstimator, useEstimatorActions, useEstimatorContext } from '../context.ts';
import { ANALYSIS_FAILURE_HINTS, ANALYSIS_FAILURE_TITLES } from '../analysisFailure.ts';
import { resultScreensChunk } from '../lazyChunks.ts';
import { TEXT, headerTitle } from '../messages.ts';
import { AddressForm } from './AddressForm.tsx';
import { DemoAddresses, spreadExamples } from './DemoAddresses.tsx';
import { lazyScreen } from './lazyScreen.tsx';
import { ProgressPanel } from './ProgressPanel.tsx';
import { Toast } from './Toast.tsx';

// Shown only after an analysis: fetched after the first screen (lazyChunks.ts).
const Results = lazyScreen(resultScreensChunk, (screens) => screens.Results);
const QuoteAccepted = lazyScreen(resultScreensChunk, (screens) => screens.QuoteAccepted);
const ThankYou = lazyScreen(resultScreensChunk, (screens) => screens.ThankYou);

/** Says what went wrong: the network, the server, the address or the service. */
function AnalysisError() {
  const message = useEstimator((state) => state.analysisError);
  const kind = useEstimator((state) => state.analysisFailure) ?? 'server';
  if (!message) return null;
  const detail = message === TEXT.analysisFailedFallback ? ANALYSIS_FAILURE_HINTS[kind] : message;
  return (
    <div className="ys-card ys-error-card" part="card error" data-failure={kind}>
      <p className="ys-strong">{ANALYSIS_FAILURE_TITLES[kind]}</p>
      <p>{detail}</p>
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
  const quoteStep = useEstimator((state) => (state.status === 'result' ? state.quoteStep : null));
  const fetchedCompanyName = useEstimator((state) => state.companyName);
  const demoRegionIsDataSource = useEstimator((state) => state.demoRegionIsDataSource);
  const demoAddresses = useEstimator((state) => state.demoAddresses);
  const { settings } = useEstimatorContext();
  const { reset, finish } = useEstimatorActions();
  const offerExamples = settings.demo || demoRegionIsDataSource;
  const anotherQuote = () => {
    setFocusAddress(true);
    reset();
  };
  // After 'Get Another Quote' the address field takes focus, ready for the next address.
  const [focusAddress, setFocusAddress] = useState(false);

  return (
    <>
      {showHeader && (
        <header className="ys-header" part="header">
          <h2 className="ys-header-title">{headerTitle(companyName || fetchedCompanyName)}</h2>
        </header>
      )}
      {quoteStep === 'done' ? (
        <ThankYou companyName={companyName || fetchedCompanyName} onAnotherQuote={anotherQuote} />
      ) : quoteStep === 'accepted' ? (
        <QuoteAccepted onAnotherQuote={anotherQuote} onDone={finish} />
      ) : (
        <>
          <AddressForm
            autoFocus={focusAddress}
            exampleAddress={offerExamples ? spreadExamples(demoAddresses)[0] : undefined}
          />
          {offerExamples && <DemoAddresses />}
          {status === 'analyzing' && <ProgressPanel />}
          {status === 'error' && <AnalysisError />}
          {status === 'result' && <Results />}
        </>
      )}
      <Toast />
    </>
  );
}
