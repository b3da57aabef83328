import type { ContactDetails } from '../estimatorTypes.ts';
import type { AnalysisServiceLine, PropertyAnalysisResult } from '@yardstick/core/schemas/analysis';
import type { AcceptedQuote } from '@yardstick/core/schemas/quotes';
import type { ToastMessage } from '@yardstick/core/toast';
import type { AnalysisFailureKind } from '../analysisFailure.ts';
import type { LawnEditorChange } from '../lawnEditor/editorState.ts';
import type { AddressSuggestion, EstimatorApi } from '../estimatorTypes.ts';

export type { AddressSuggestion } from '../estimatorTypes.ts';

export type AnalysisStatus = 'idle' | 'analyzing' | 'result' | 'error';

/** The quote flow of SPEC §4.8, entered once a result is shown. */
/** 'done': the visitor closed the confirmation; only a thank-you remains. */
export type QuoteStep = 'result' | 'form' | 'submitting' | 'accepted' | 'done';

/**
 * The lawn as the homeowner adjusted it on the map, exactly as the editor shows it: its
 * geodesic area, and why it cannot be priced while it cannot (then nothing can be accepted).
 */
export type LawnAdjustment = LawnEditorChange;

export interface ProgressStepState {
  id: string;
  label: string;
  done: boolean;
}

export interface CustomerDetails {
  name: string;
  email: string;
  phone: string;
  notes: string;
}

/** What the host (an app or the custom element) hands the store; may change at any time. */
export interface EstimatorConnection {
  api: EstimatorApi;
  onAnalysisComplete?: (result: PropertyAnalysisResult) => void;
  onQuoteAccepted?: (quote: AcceptedQuote) => void;
  /** The visitor pressed 'Done' on the confirmation: the host may close a dialog, move on. */
  onDone?: (quote: AcceptedQuote | null) => void;
}

export interface AnalyzeOptions {
  /** A preset (landing-page demo) analysis: failure reads 'Demo temporarily unavailable'. */
  preset?: boolean;
}

export interface EstimatorData {
  address: string;
  suggestions: AddressSuggestion[];
  suggestionsOpen: boolean;
  /** Index into suggestions, or -1 when nothing is highlighted. */
  highlightedIndex: number;

  status: AnalysisStatus;
  progress: ProgressStepState[];
  result: PropertyAnalysisResult | null;
  /** The visitor asked for this result: focus moves to it. A preset's result leaves focus be. */
  focusResult: boolean;
  analysisError: string | null;
  /** What kind of failure analysisError is: the error card's title follows it. */
  analysisFailure: AnalysisFailureKind | null;
  serviceLines: AnalysisServiceLine[];
  /** Sum of the selected lines, kept in step with serviceLines. */
  total: number;
  /** The lawn on the map: every line is priced on its area; null prices the measurement. */
  lawnAdjustment: LawnAdjustment | null;

  quoteStep: QuoteStep;
  /** 'Prices changed: …': the owner's prices moved since they were shown; the lines hold the new ones. */
  priceNotice: string | null;
  customer: CustomerDetails;
  acceptedQuote: AcceptedQuote | null;

  demoAddresses: string[];
  /** The server measures only the demo region: its addresses are offered as examples. */
  demoRegionIsDataSource: boolean;
  companyName: string | null;
  /** The company's contact, read through the key when quotes are unavailable; null until then. */
  contact: ContactDetails | null;
  toast: ToastMessage | null;
}

export interface EstimatorActions {
  setAddress(text: string): void;
  moveHighlight(step: 1 | -1): void;
  pickSuggestion(index: number): void;
  closeSuggestions(): void;
  /** The field lost focus: close after a short delay so a click on a suggestion still lands. */
  blurAddress(): void;

  analyze(address?: string, options?: AnalyzeOptions): Promise<PropertyAnalysisResult | null>;
  toggleService(serviceId: string): void;
  setFrequency(serviceId: string, frequency: string): void;

  openAcceptForm(): void;
  cancelAcceptForm(): void;
  setCustomerField(field: keyof CustomerDetails, value: string): void;
  submitQuote(): Promise<AcceptedQuote | null>;
  /** Back to an empty estimator ('Get Another Quote'). */
  reset(): void;
  /** 'Done' on the confirmation: a plain thank-you, and the host is told. */
  finish(): void;

  loadDemoAddresses(): Promise<void>;
  loadCompanyName(): Promise<void>;
  /** Reads the company's contact through the key, once. */
  loadContact(): Promise<void>;

  showToast(toast: ToastMessage): void;
  dismissToast(): void;

  connect(connection: EstimatorConnection): void;
  /** Stops every timer; call when the estimator goes away. Requests in flight still land. */
  dispose(): void;
}

export type EstimatorState = EstimatorData & EstimatorActions;
