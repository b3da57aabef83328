/** The estimator's words, exactly as SPEC §2.7, §4.8 and §8 give them. */
import { ANALYSIS_MESSAGES } from '@yardstick/core/analysisMessages';
import type { ToastMessage } from '@yardstick/core/toast';

export const TEXT = {
  analyzeButton: 'Analyze Property',
  analyzing: 'Analyzing...',
  acceptButton: 'Accept Quote',
  accepting: 'Accepting...',
  quoteAccepted: 'Quote Accepted!',
  getAnotherQuote: 'Get Another Quote',
  done: 'Done',
  cancel: 'Cancel',
  minimumApplied: 'Min. price applied',
  mapFailedTitle: 'Failed to load map visualization',
  mapFailedDescription: 'Please try again later',
  aiPlaceholderExplanation: 'AI analysis in progress...',
  analysisFailedFallback: 'Failed to analyze property',
  acceptFailedFallback: 'Failed to accept quote',
  trialCta: 'Start Free Trial',
} as const;

export function headerTitle(companyName: string | null | undefined): string {
  return companyName ? `Property Analyzer - Powered by ${companyName}` : 'Property Analyzer';
}

export const TOASTS = {
  addressRequired: {
    title: 'Address required',
    description: ANALYSIS_MESSAGES.addressRequired,
    variant: 'destructive',
  },
  analysisComplete: {
    title: 'Analysis Complete',
    description: 'Property analysis has been completed successfully.',
    variant: 'default',
  },
  demoUnavailable: {
    title: 'Demo temporarily unavailable',
    description: 'Please try entering an address manually.',
    variant: 'destructive',
  },
  quoteAccepted: {
    title: 'Quote Accepted!',
    description: "Your quote has been accepted and we'll be in touch soon.",
    variant: 'default',
  },
} as const satisfies Record<string, ToastMessage>;

export function analysisFailedToast(description: string): ToastMessage {
  return { title: 'Analysis failed', description, variant: 'destructive' };
}

export function errorToast(description: string): ToastMessage {
  return { title: 'Error', description, variant: 'destructive' };
}
