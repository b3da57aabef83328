/**
 * The engine's error catalogue. Each message is written for the homeowner who typed the
 * address; the server maps the classes to statuses in one place.
 */
export class AnalysisError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = new.target.name;
  }
}

export class AddressNotFoundError extends AnalysisError {
  constructor(readonly address: string) {
    super(`We could not find "${address}". Please check the street number and name and try again.`);
  }
}

export class ParcelNotFoundError extends AnalysisError {
  constructor(readonly address: string) {
    super(`We found ${address} but could not find the property boundary for it.`);
  }
}

export class ImageryUnavailableError extends AnalysisError {
  constructor(detail: string, options?: ErrorOptions) {
    super(
      `Aerial imagery for this property is not available right now (${detail}). Please try again later.`,
      options,
    );
  }
}

/** A provider that did not answer in time; `service` is homeowner-readable ("address search"). */
export class ProviderTimeoutError extends AnalysisError {
  constructor(
    readonly service: string,
    readonly timeoutMs: number,
  ) {
    super(`The ${service} service took too long to answer. Please try again in a moment.`);
  }
}

/** The imagery was there but could not be read as a colour image. */
export class UnreadableImageError extends AnalysisError {
  constructor(detail: string) {
    super(`The image could not be measured: ${detail}.`);
  }
}
