import type { FormObject } from './form.ts';
import type { FakeStripeStore, StripeObject } from './store.ts';

/** A Stripe error answer: `{ error: { type, code, message, decline_code?, param? } }` with its status. */
export class FakeStripeError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    readonly code: string | undefined,
    message: string,
    readonly extra: Record<string, string> = {},
  ) {
    super(message);
  }

  body() {
    return {
      error: {
        type: this.type,
        ...(this.code ? { code: this.code } : {}),
        message: this.message,
        ...this.extra,
      },
    };
  }
}

/** 404 resource_missing for a GET of an unknown id; 400 when a create names one. */
export function missing(kind: string, id: string, status = 404): FakeStripeError {
  return new FakeStripeError(
    status,
    'invalid_request_error',
    'resource_missing',
    `No such ${kind}: '${id}'`,
  );
}

export function invalid(message: string, param?: string): FakeStripeError {
  return new FakeStripeError(
    400,
    'invalid_request_error',
    'parameter_invalid',
    message,
    param ? { param } : {},
  );
}

export function cardDeclined(message: string, declineCode: string): FakeStripeError {
  return new FakeStripeError(402, 'card_error', 'card_declined', message, {
    decline_code: declineCode,
  });
}

export function raise(error: FakeStripeError): never {
  throw error;
}

export interface FakeRequest {
  params: Record<string, string>;
  /** The form body of a POST, or the query of a GET/DELETE. */
  form: FormObject;
}

export type FakeHandler = (request: FakeRequest) => unknown;

export interface FakeRoute {
  method: string;
  pattern: string;
  handler: FakeHandler;
}

/** GET {path}/:id of one kind of object, 404 resource_missing when there is none. */
export function retrieveRoute(
  store: FakeStripeStore,
  kind: StripeObject['object'],
  path: string,
): FakeRoute {
  return {
    method: 'GET',
    pattern: `${path}/:id`,
    handler: ({ params }) => {
      const id = params.id ?? '';
      return store.get(kind, id) ?? raise(missing(kind, id));
    },
  };
}

/** Matches `/v1/subscriptions/:id` style patterns. */
export function matchRoute(routes: FakeRoute[], method: string, path: string) {
  for (const route of routes) {
    if (route.method !== method) continue;
    const names: string[] = [];
    const regex = new RegExp(
      `^${route.pattern.replace(/:(\w+)/g, (_m, name: string) => {
        names.push(name);
        return '([^/]+)';
      })}$`,
    );
    const match = regex.exec(path);
    if (match) {
      const params = Object.fromEntries(
        names.map((name, i) => [name, decodeURIComponent(match[i + 1] ?? '')]),
      );
      return { route, params };
    }
  }
  return undefined;
}

type Json = unknown;

function copy<T>(value: T): T {
  return structuredClone(value);
}

function expandInto(store: FakeStripeStore, node: Json, segments: string[]): Json {
  const [key, ...rest] = segments;
  if (key === undefined || typeof node !== 'object' || node === null) return node;
  if (Array.isArray(node)) return node.map((item) => expandInto(store, item, segments));
  const record: Record<string, Json> = Object.fromEntries(Object.entries(node));
  if (key === 'data' && Array.isArray(record.data)) {
    record.data = record.data.map((item) => expandInto(store, item, rest));
    return record;
  }
  let value = record[key];
  // An includable field, only sent when asked for.
  if (key === 'confirmation_secret' && record.object === 'invoice' && typeof record.id === 'string')
    value = store.confirmationSecrets.get(record.id) ?? null;
  if (typeof value === 'string') value = copy(store.objects.get(value)) ?? value;
  record[key] = expandInto(store, value, rest);
  return record;
}

/** Applies `expand[]` paths (`latest_invoice.confirmation_secret`, `data.promotion.coupon`, …). */
export function expand(store: FakeStripeStore, object: Json, paths: string[]): Json {
  return paths.reduce((node, path) => expandInto(store, node, path.split('.')), copy(object));
}
