import type { ParcelRecord } from '../../providers/types.ts';
import type { ProviderOptions } from '../../providers/registry.ts';
import type { ParcelGeography } from '../geoAnalysis.ts';

/** What the main thread asks of an analysis thread: one parcel, with the recipe of its providers. */
export interface ParcelJob {
  id: number;
  parcel: ParcelRecord;
  recipe: ProviderOptions;
}

/** An engine error crosses the thread boundary as its class name and homeowner sentence. */
export interface ThreadFailure {
  name: string;
  message: string;
  fields: Record<string, unknown>;
}

export type ThreadReply =
  | { kind: 'done'; id: number; geography: ParcelGeography }
  | { kind: 'failed'; id: number; failure: ThreadFailure }
  | { kind: 'log'; details: object; message: string };
