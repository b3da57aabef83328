/** Types the API layer and the store both use, so neither imports the other. */
import type { AddressSuggestion } from '@yardstick/core/addressSuggestions';
import type { MapImageVariant } from '@yardstick/core/mapImage';
import type { PropertyAnalysisResult } from '@yardstick/core/schemas/analysis';
import type { AcceptQuoteRequest, AcceptedQuote } from '@yardstick/core/schemas/quotes';
import type { CallbackRequest } from '@yardstick/core/schemas/contact';

/** The company's public phone and e-mail, set by the owner on the Storefront page. */
export interface ContactDetails {
  contactPhone: string | null;
  contactEmail: string | null;
}

export type { AddressSuggestion };

export interface EstimatorApi {
  searchAddresses(query: string): Promise<AddressSuggestion[]>;
  analyzeProperty(address: string): Promise<PropertyAnalysisResult>;
  acceptQuote(request: AcceptQuoteRequest): Promise<AcceptedQuote>;
  /** The demo region's addresses, and whether they are the only ones that can be measured. */
  demoAddresses(): Promise<{ addresses: string[]; demoRegionIsDataSource: boolean }>;
  /** The owner's company name for the header, read through the key. */
  companyName(): Promise<string>;
  /** The owner's public contact, read through the key. */
  contact(): Promise<ContactDetails>;
  /** A homeowner asks to be called back: a lead in the owner's Accepted Quotes. */
  requestCallback(request: CallbackRequest): Promise<void>;
  /** The server allows the image by analysis id, so no key is needed in the URL. */
  mapImageUrl(analysisId: string, variant?: MapImageVariant): string;
  /** A path the server gave (the lawn editor's photo) as the browser must ask for it. */
  serverUrl(path: string): string;
  /** '{status} - {text}' when the image request fails, or null when it does not. */
  mapImageFailure(analysisId: string): Promise<string | null>;
}
