import { createApiClient } from '@yardstick/core/client';

/** The app and the API share an origin, so paths are relative and cookies ride along. */
export const api = createApiClient();
