import { AnalysisError } from '../errors.ts';

/**
 * Failures of real providers that the engine's catalogue (errors.ts) has no class for.
 * Messages are for the homeowner; the technical cause rides on `cause` and in the log.
 */
export class AddressSearchUnavailableError extends AnalysisError {
  constructor(options?: ErrorOptions) {
    super('Address search is not available right now. Please try again in a few minutes.', options);
  }
}

export class ParcelLookupUnavailableError extends AnalysisError {
  constructor(options?: ErrorOptions) {
    super(
      'Property boundary records are not available right now. Please try again in a few minutes.',
      options,
    );
  }
}

export class BuildingOutlinesUnavailableError extends AnalysisError {
  constructor(options?: ErrorOptions) {
    super('Building outlines are not available right now.', options);
  }
}
