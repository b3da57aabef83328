import { TRIAL } from '@yardstick/core/plans';
import { QUOTE_MESSAGES } from '@yardstick/core/schemas/quotes';
import { useEffect, useId, useRef } from 'react';
import { useEstimator, useEstimatorActions, useEstimatorContext } from '../context.ts';
import { TEXT } from '../messages.ts';
import { canAcceptQuote, lawnProblem } from '../store/quoteSlice.ts';
import { AcceptQuoteForm } from './AcceptQuoteForm.tsx';
import { AiAnalysisCard } from './AiAnalysisCard.tsx';
import { AreaCards } from './AreaCards.tsx';
import { LawnAdjustment, LawnProblem, canAdjustLawn } from './LawnAdjustment.tsx';
import { MapImageCard, hasValidCenter } from './MapImageCard.tsx';
import { MeasurementNote } from './MeasurementNote.tsx';
import { ReviewNote } from './ReviewNote.tsx';
import { ServiceSelection } from './ServiceSelection.tsx';

function AcceptCallToAction() {
  const anySelected = useEstimator((state) => state.serviceLines.some((line) => line.isSelected));
  const problem = useEstimator(lawnProblem);
  const { openAcceptForm } = useEstimatorActions();
  const reasonId = useId();

  return (
    <section className="ys-card ys-cta" aria-label="Accept this quote">
      <div>
        <p className="ys-strong">Happy with this estimate?</p>
        <p className="ys-muted">
          {anySelected
            ? 'Accept it and we will get in touch to schedule.'
            : QUOTE_MESSAGES.servicesRequired}
        </p>
        <ReviewNote />
      </div>
      <button
        type="button"
        className="ys-button ys-button--primary"
        data-ys-primary=""
        part="button primary-button"
        disabled={!anySelected || problem !== null}
        aria-describedby={problem ? reasonId : undefined}
        onClick={openAcceptForm}
      >
        {TEXT.acceptButton}
      </button>
      {problem && <LawnProblem id={reasonId} problem={problem} />}
    </section>
  );
}

function TrialCallToAction({ href }: { href: string }) {
  return (
    <section className="ys-card ys-cta ys-cta--trial" aria-label="Free trial">
      <div>
        <p className="ys-strong">Want instant quotes like this for your own lawn-care business?</p>
        <p className="ys-muted">Start a free {TRIAL.days}-day trial. No card needed.</p>
      </div>
      {/* _top: inside the /embed iframe the register page must not open in the frame. */}
      <a className="ys-button ys-button--primary" href={href} target="_top">
        {TEXT.trialCta}
      </a>
    </section>
  );
}

/**
 * Everything shown once an analysis came back, price and Accept first, the map and the
 * yard's details after. The heading takes focus when the result arrives, so keyboard and
 * screen-reader users land on (and hear) the news instead of on the page's body.
 */
export function Results() {
  const result = useEstimator((state) => state.result);
  const quoteStep = useEstimator((state) => state.quoteStep);
  const { settings } = useEstimatorContext();
  const focusResult = useEstimator((state) => state.focusResult);
  const heading = useRef<HTMLHeadingElement>(null);
  const analysisId = result?.analysisId;
  // Only for a result the visitor asked for: a landing-page preset must not pull the page.
  // Scrolled to the top of the view, not the bottom edge: on a phone the price comes next.
  useEffect(() => {
    const element = heading.current;
    if (!analysisId || !focusResult || !element) return;
    element.focus({ preventScroll: true });
    if ('scrollIntoView' in element) element.scrollIntoView({ block: 'start' });
  }, [analysisId, focusResult]);
  if (!result) return null;

  const showMap = Boolean(result.analysisId) && hasValidCenter(result.mapData.center);
  const acceptAllowed = settings.allowAccept && canAcceptQuote({ result });

  return (
    <div className="ys-results" part="result">
      <h2 className="ys-result-heading" ref={heading} tabIndex={-1}>
        <span className="ys-muted">Estimate for</span>{' '}
        <span className="ys-strong">{result.address}</span>
      </h2>
      <ServiceSelection />
      {acceptAllowed && quoteStep === 'result' && <AcceptCallToAction />}
      {acceptAllowed && (quoteStep === 'form' || quoteStep === 'submitting') && <AcceptQuoteForm />}
      {showMap && (
        <MapImageCard
          key={result.analysisId}
          analysisId={result.analysisId}
          address={result.address}
        >
          {canAdjustLawn(result) && <LawnAdjustment result={result} />}
        </MapImageCard>
      )}
      <AreaCards result={result} />
      <MeasurementNote result={result} />
      <AiAnalysisCard result={result} />
      {settings.showTrialCta && <TrialCallToAction href={settings.trialUrl} />}
    </div>
  );
}
