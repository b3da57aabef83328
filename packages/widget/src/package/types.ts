/**
 * The npm package's public types, one file that becomes lib/types.d.ts (build/publicTypes.ts):
 * only type declarations here, and only the two data types may come from @yardstick/core —
 * the build writes those out in full, so the package needs no workspace code for its types.
 */
import type { PropertyAnalysisResult } from '@yardstick/core/schemas/analysis';
import type { AcceptedQuote } from '@yardstick/core/schemas/quotes';
import type * as React from 'react';
import type { CSSProperties, ReactElement } from 'react';

/** `detail` of `yardstick:analysis-complete`: the measured property and its priced services. */
export type YardstickAnalysis = PropertyAnalysisResult;

/** `detail` of `yardstick:quote-accepted`: the quote as the business received it. */
export type YardstickAcceptedQuote = AcceptedQuote;

export interface YardstickEstimatorProps {
  /** The business's publishable key (`ys_pk_…`), sent as `X-API-Key`, never with cookies. */
  apiKey?: string;
  /** The Yardstick origin, e.g. `https://app.example.com`; default: the page's own origin. */
  apiBase?: string;
  /** Shown in the header; read through the key when absent. */
  companyName?: string;
  /** Storefront mode: the business is found by its storefront subdomain instead of a key. */
  storefrontSubdomain?: string;
  /** Show 'Property Analyzer - Powered by {company}'. */
  showHeader?: boolean;
  /** Brand colour of buttons and highlights (a CSS colour); `--yardstick-accent` wins. */
  accentColor?: string;
  /** Offer 'Accept Quote' (default true). */
  allowAccept?: boolean;
  /** Offer the demo region's addresses as examples. */
  demo?: boolean;
  /** Offer the free-trial link. */
  showTrialCta?: boolean;
  /** Called once an address has been measured and priced. */
  onAnalysisComplete?: (analysis: YardstickAnalysis) => void;
  /** Called when the homeowner has accepted the quote. */
  onQuoteAccepted?: (quote: YardstickAcceptedQuote) => void;
  /** On the host element, e.g. to set the `--yardstick-*` custom properties. */
  className?: string;
  style?: CSSProperties;
}

/** `<YardstickEstimator />` from `@yardstick/widget/react` (React 18 and 19). */
export type YardstickEstimatorComponent = (props: YardstickEstimatorProps) => ReactElement;

/** The element's attributes, as in the README. Boolean ones are on when present and not "false". */
export interface YardstickEstimatorAttributes {
  'api-key'?: string;
  'api-base'?: string;
  'company-name'?: string;
  'storefront-subdomain'?: string;
  'show-header'?: boolean | '' | 'true' | 'false';
  'accent-color'?: string;
  'allow-accept'?: boolean | '' | 'true' | 'false';
  demo?: boolean | '' | 'true' | 'false';
  'show-trial-cta'?: boolean | '' | 'true' | 'false';
}

/** `<yardstick-estimator>`; the class also names the widget's version. */
export interface YardstickEstimatorElement extends HTMLElement {
  addEventListener<K extends keyof YardstickEstimatorEventMap>(
    type: K,
    listener: (this: YardstickEstimatorElement, event: YardstickEstimatorEventMap[K]) => void,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
}

/** Both events bubble and are composed, so a listener on `document` hears them too. */
export interface YardstickEstimatorEventMap {
  'yardstick:analysis-complete': CustomEvent<YardstickAnalysis>;
  'yardstick:quote-accepted': CustomEvent<YardstickAcceptedQuote>;
}

declare global {
  interface HTMLElementTagNameMap {
    'yardstick-estimator': YardstickEstimatorElement;
  }
  // oxlint-disable-next-line typescript/no-empty-object-type -- merges the two events in
  interface HTMLElementEventMap extends YardstickEstimatorEventMap {}
  // oxlint-disable-next-line typescript/no-empty-object-type -- they bubble to document
  interface DocumentEventMap extends YardstickEstimatorEventMap {}
  interface Window {
    Yardstick?: { version: string };
  }
}

declare module 'react' {
  // oxlint-disable-next-line typescript/no-namespace -- React's JSX lives in a namespace
  namespace JSX {
    interface IntrinsicElements {
      'yardstick-estimator': React.DetailedHTMLProps<
        React.HTMLAttributes<YardstickEstimatorElement>,
        YardstickEstimatorElement
      > &
        YardstickEstimatorAttributes;
    }
  }
}
