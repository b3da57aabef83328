/**
 * The API's endpoint table (SPEC §7): every route under /api with its method, path and the
 * core schemas of what it takes and answers. Front ends call through it (client.call), and the
 * server's endpoints test holds the mounted routes to it, both ways.
 */
import { billingEndpoints } from './endpoints/billing.ts';
import type { Endpoint } from './endpoints/endpoint.ts';
import { estimatorEndpoints } from './endpoints/estimator.ts';
import { ownerEndpoints } from './endpoints/owner.ts';

export { billingEndpoints, estimatorEndpoints, ownerEndpoints };
export { endpointUrl, type Endpoint, type ParamNames } from './endpoints/endpoint.ts';

export const apiEndpoints = {
  ...estimatorEndpoints,
  ...ownerEndpoints,
  ...billingEndpoints,
} as const satisfies Record<string, Endpoint>;
