import { useState } from 'react';
import { useEstimator, useEstimatorActions, useEstimatorContext } from '../context.ts';
import { quotesUnavailableMessage } from '@yardstick/core/callback';
import {
  ANALYSIS_FAILURE_HINTS,
  ANALYSIS_FAILURE_TITLES,
  CALLBACK_FAILURES,
} from '../analysisFailure.ts';
import { CallbackPanel } from './CallbackPanel.tsx';
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

/**
 * Says what went wrong: the network, the server, the address or the service. When waiting
 * will not help (the day's limit, no plan, the service down), the company's contact and a
 * call-back form follow, on the card itself: a toast never stands in for it.
 */
function AnalysisError() {
  const message = useEstimator((state) => state.analysisError);
  const kind = useEstimator((state) => state.analysisFailure) ?? 'server';
  const address = useEstimator((state) => state.address);
  const { settings } = useEstimatorContext();
  if (!message) return null;
  const detail = message === TEXT.analysisFailedFallback ? ANALYSIS_FAILURE_HINTS[kind] : message;
  // The landing demo has no company to call: it offers its own way on (a free trial).
  const offerCallback = CALLBACK_FAILURES.includes(kind) && !settings.demo;
  return (
    <div className="ys-card ys-error-card" part="card error" data-failure={kind} data-ys-primary>
      <p className="ys-strong">{ANALYSIS_FAILURE_TITLES[kind]}</p>
      <p>{detail}</p>
      {offerCallback && <CallbackPanel address={address} offerForm={settings.takesCallbacks} />}
      {settings.demo && kind === 'dailyLimit' && (
        // The demo's way on past its limit: an account of one's own.
        <p>
          <a className="ys-button ys-button--primary" href={settings.trialUrl}>
            Start a free trial
          </a>
        </p>
      )}
    </div>
  );
}

/** In place of the address field when the host knows quotes are unavailable (a storefront). */
function QuotesUnavailable({ companyName }: { companyName: string }) {
  const { settings } = useEstimatorContext();
  return (
    <section className="ys-card" part="card unavailable" aria-labelledby="ys-unavailable-title">
      <h2 id="ys-unavailable-title" className="ys-card-title">
        Instant quotes are not available right now
      </h2>
      <p>{quotesUnavailableMessage(companyName, { callBack: settings.takesCallbacks })}</p>
      <CallbackPanel offerForm={settings.takesCallbacks} />
    </section>
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
      {settings.quotesUnavailable ? (
        <QuotesUnavailable companyName={companyName || fetchedCompanyName || 'This company'} />
      ) : quoteStep === 'done' ? (
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
