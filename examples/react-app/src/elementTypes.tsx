/**
 * The element's typings as a site's TypeScript sees them: `tsc --noEmit` in this app fails
 * if the package stops declaring the tag, the events' details or the JSX attributes.
 */
import '@yardstick/widget/element';
import type { YardstickAcceptedQuote, YardstickAnalysis } from '@yardstick/widget/element';

export function listenToEstimator(
  onAnalysis: (analysis: YardstickAnalysis) => void,
  onQuote: (quote: YardstickAcceptedQuote) => void,
): void {
  const element = document.querySelector('yardstick-estimator');
  element?.addEventListener('yardstick:analysis-complete', (event) => onAnalysis(event.detail));
  document.addEventListener('yardstick:quote-accepted', (event) => onQuote(event.detail));
}

export const elementInJsx = (
  <yardstick-estimator api-key="ys_pk_demo_landing_page" show-header demo accent-color="#1b5e20" />
);
