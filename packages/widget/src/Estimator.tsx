import { registerPath } from '@yardstick/core/plans';
import type { PropertyAnalysisResult } from '@yardstick/core/schemas/analysis';
import type { AcceptedQuote } from '@yardstick/core/schemas/quotes';
import { useEffect, useMemo, useState, type CSSProperties } from 'react';
import { DEFAULT_ACCENT_COLOR, accentProperties } from './accent.ts';
import { apiUrl } from './api/access.ts';
import { createEstimatorApi } from './api/estimatorApi.ts';
import { EstimatorScreen } from './components/EstimatorScreen.tsx';
import { EstimatorContext, type EstimatorContextValue } from './context.ts';
import type { ContactDetails } from './estimatorTypes.ts';
import { prefetchLazyChunks } from './lazyChunks.ts';
import { createEstimatorStore, type EstimatorStore } from './store/createEstimatorStore.ts';
import { ESTIMATOR_CSS } from './styles.ts';

export interface EstimatorProps {
  /** API origin; the default '' is the page's own origin (the apps). */
  apiBase?: string;
  /** Publishable key (embeds, the custom element, the demo): sent as X-API-Key, no cookies. */
  apiKey?: string;
  /** Storefront mode: the server finds the owner by subdomain; no key, no cookies. */
  storefrontSubdomain?: string;
  /** A custom path the address is posted to instead of /api/analyze-property. */
  analyzeEndpoint?: string;
  /** Shown in the header; with a key and no name, the name is read through the key. */
  companyName?: string;
  /** 'Property Analyzer - Powered by {company}' (default false). */
  showHeader?: boolean;
  accentColor?: string;
  /** Offer 'Accept Quote' (default true). */
  allowAccept?: boolean;
  /** Offer the free-trial link to /register?plan=starter on the main site. */
  showTrialCta?: boolean;
  /** The company's phone and e-mail, shown with the call-back form when quotes are unavailable. */
  contact?: ContactDetails;
  /** Quotes are unavailable (the host knows): the company's contact and a call-back form only. */
  quotesUnavailable?: boolean;
  /** Offer the call-back form (default true); the contact is shown either way. */
  takesCallbacks?: boolean;
  /** Offer the demo region's addresses as examples even when the server also measures real ones. */
  demo?: boolean;
  /** Analyze this address as a preset; when it fails the toast says the demo is unavailable. */
  autoAnalyzeAddress?: string;
  onAnalysisComplete?: (result: PropertyAnalysisResult) => void;
  onQuoteAccepted?: (quote: AcceptedQuote) => void;
  /** 'Done' on the confirmation: the estimator shows a thank-you; the host may move on. */
  onDone?: (quote: AcceptedQuote | null) => void;
  /** A store made with createEstimatorStore, for an app that drives it (e.g. `analyze`). */
  store?: EstimatorStore;
  /** Injected in tests; defaults to the global fetch. */
  fetch?: typeof fetch;
  /** The host has adopted ESTIMATOR_CSS as a stylesheet (strict-CSP pages block <style>). */
  stylesAdopted?: boolean;
}

type RootStyle = CSSProperties &
  Record<'--ys-accent' | '--ys-accent-text' | '--ys-focus-ring', string>;

/**
 * The estimator screen (SPEC §2.7). With neither apiKey nor storefrontSubdomain it uses the
 * owner's session cookie (/analyze). Renders its own <style>, so it works in a shadow root
 * and in the apps alike; every class is prefixed `ys-`.
 */
export function Estimator(props: EstimatorProps) {
  const {
    apiBase = '',
    apiKey,
    storefrontSubdomain,
    analyzeEndpoint,
    fetch: fetchImpl,
    onAnalysisComplete,
    onQuoteAccepted,
    onDone,
    demo = false,
    showHeader = false,
    companyName,
    autoAnalyzeAddress,
    accentColor = DEFAULT_ACCENT_COLOR,
  } = props;

  const api = useMemo(
    () =>
      createEstimatorApi({
        apiBase,
        apiKey,
        storefrontSubdomain,
        analyzeEndpoint,
        fetch: fetchImpl,
      }),
    [apiBase, apiKey, storefrontSubdomain, analyzeEndpoint, fetchImpl],
  );
  const [ownStore] = useState(() =>
    createEstimatorStore({ api, onAnalysisComplete, onQuoteAccepted, onDone }),
  );
  const store = props.store ?? ownStore;

  useEffect(() => {
    store.getState().connect({ api, onAnalysisComplete, onQuoteAccepted, onDone });
  }, [store, api, onAnalysisComplete, onQuoteAccepted, onDone]);

  // After the first screen is up: what an answer needs arrives while the homeowner types.
  useEffect(prefetchLazyChunks, []);

  // Timers stop when the estimator goes (an element removed from the page included).
  useEffect(() => () => store.getState().dispose(), [store]);

  // Asked everywhere: when the server measures only the demo region, its addresses are the
  // ones that work, and the estimator offers them (the demo prop offers them regardless).
  useEffect(() => {
    void store.getState().loadDemoAddresses();
  }, [store, api]);

  const needsCompanyName = showHeader && !companyName && Boolean(apiKey);
  useEffect(() => {
    if (needsCompanyName) void store.getState().loadCompanyName();
  }, [store, api, needsCompanyName]);

  useEffect(() => {
    if (autoAnalyzeAddress) void store.getState().analyze(autoAnalyzeAddress, { preset: true });
  }, [store, autoAnalyzeAddress]);

  const context = useMemo<EstimatorContextValue>(
    () => ({
      store,
      api,
      settings: {
        allowAccept: props.allowAccept ?? true,
        showTrialCta: props.showTrialCta ?? false,
        demo,
        trialUrl: apiUrl(apiBase, registerPath()),
        companyName,
        contact: props.contact,
        quotesUnavailable: props.quotesUnavailable ?? false,
        takesCallbacks: props.takesCallbacks ?? true,
      },
    }),
    [
      store,
      api,
      props.allowAccept,
      props.showTrialCta,
      demo,
      apiBase,
      companyName,
      props.contact,
      props.quotesUnavailable,
      props.takesCallbacks,
    ],
  );

  // A page's --yardstick-accent(-text) on the host wins over the accent-color attribute.
  const style: RootStyle = accentProperties(accentColor);

  return (
    <EstimatorContext.Provider value={context}>
      <div className="ys-estimator" part="estimator" style={style}>
        {props.stylesAdopted ? null : <style>{ESTIMATOR_CSS}</style>}
        <EstimatorScreen showHeader={showHeader} companyName={companyName} />
      </div>
    </EstimatorContext.Provider>
  );
}
