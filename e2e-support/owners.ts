/**
 * Owners made through the real HTTP API, one per test: register (which signs in), start the
 * trial, add services, get the widget key, publish a storefront. Each owner keeps its session
 * in its own request context, so two owners in one test never share a cookie.
 */
import type { APIRequestContext, APIResponse, PlaywrightWorkerArgs } from '@playwright/test';
// Answers are parsed with the product's own schemas (core), not cast.
import {
  apiKeyResponseSchema,
  currentUserSchema,
  type CurrentUser,
} from '../packages/core/src/schemas/account.ts';
import {
  acceptedQuotesListResponseSchema,
  type AcceptedQuote,
} from '../packages/core/src/schemas/quotes.ts';
import { serviceResponseSchema } from '../packages/core/src/schemas/services.ts';
import { storefrontSchema, type Storefront } from '../packages/core/src/schemas/storefronts.ts';
import type { Frequency } from '../packages/core/src/enums.ts';
import { uniqueId } from './site.ts';

/** Anything with zod's `parse`; e2e-support itself cannot resolve zod from the repo root. */
interface Parser<T> {
  parse(data: unknown): T;
}

export interface FrequencyPrice {
  frequency: Frequency;
  pricePerSqFt: number;
  minimumPrice?: number;
}

export interface ServiceSpec {
  name: string;
  frequencies: FrequencyPrice[];
}

/** The price list most tests use: mowing (weekly, bi-weekly) and a one-time aeration. */
export const LAWN_SERVICES = [
  {
    name: 'Lawn Mowing',
    frequencies: [
      { frequency: 'weekly', pricePerSqFt: 0.008, minimumPrice: 50 },
      { frequency: 'bi-weekly', pricePerSqFt: 0.009 },
    ],
  },
  {
    name: 'Aeration',
    frequencies: [{ frequency: 'one-time', pricePerSqFt: 0.009, minimumPrice: 100 }],
  },
] as const satisfies readonly ServiceSpec[];

export interface StorefrontForm {
  subdomain: string;
  companyName: string;
  primaryColor?: string;
  secondaryColor?: string;
  accentColor?: string;
  customDomain?: string;
  isActive?: boolean;
}

export const PASSWORD = 'correct-horse-battery';

async function parsed<T>(response: APIResponse, schema: Parser<T>, what: string): Promise<T> {
  if (!response.ok()) {
    throw new Error(`${what} failed: ${response.status()} ${await response.text()}`);
  }
  return schema.parse(await response.json());
}

function storefrontMultipart(form: StorefrontForm): Record<string, string> {
  return {
    subdomain: form.subdomain,
    companyName: form.companyName,
    primaryColor: form.primaryColor ?? '#3B82F6',
    secondaryColor: form.secondaryColor ?? '#1E40AF',
    accentColor: form.accentColor ?? '#F59E0B',
    customDomain: form.customDomain ?? '',
    isActive: String(form.isActive ?? true),
  };
}

export class Owner {
  constructor(
    /** Carries this owner's session cookie. */
    readonly api: APIRequestContext,
    readonly user: CurrentUser,
  ) {}

  get email(): string {
    return this.user.email;
  }

  get companyName(): string {
    return this.user.companyName;
  }

  async addService(spec: ServiceSpec, sortOrder: number): Promise<string> {
    const { service } = await parsed(
      await this.api.post('/api/services', {
        data: { name: spec.name, description: '', isActive: true, sortOrder },
      }),
      serviceResponseSchema,
      `Creating service ${spec.name}`,
    );
    for (const [index, price] of spec.frequencies.entries()) {
      const response = await this.api.post(`/api/services/${service.id}/frequencies`, {
        data: {
          ...price,
          minimumPrice: price.minimumPrice ?? null,
          isActive: true,
          sortOrder: index,
        },
      });
      if (!response.ok()) {
        throw new Error(
          `Adding ${price.frequency} failed: ${response.status()} ${await response.text()}`,
        );
      }
    }
    return service.id;
  }

  async addServices(specs: readonly ServiceSpec[]): Promise<void> {
    for (const [index, spec] of specs.entries()) await this.addService(spec, index);
  }

  /** The owner's publishable key for the widget and /embed (made on first use). */
  async apiKey(): Promise<string> {
    const { apiKey } = await parsed(
      await this.api.post('/api/generate-api-key', { data: {} }),
      apiKeyResponseSchema,
      'Getting the API key',
    );
    return apiKey;
  }

  async publishStorefront(form: StorefrontForm): Promise<Storefront> {
    return parsed(
      await this.api.post('/api/storefronts', { multipart: storefrontMultipart(form) }),
      storefrontSchema,
      'Publishing the storefront',
    );
  }

  async updateStorefront(id: string, form: StorefrontForm): Promise<Storefront> {
    return parsed(
      await this.api.put(`/api/storefronts/${id}`, { multipart: storefrontMultipart(form) }),
      storefrontSchema,
      'Updating the storefront',
    );
  }

  async deleteStorefront(id: string): Promise<void> {
    // As the owner app sends it: every call is JSON (SPEC §7), which the CSRF guard expects.
    const response = await this.api.delete(`/api/storefronts/${id}`, {
      headers: { 'Content-Type': 'application/json' },
    });
    if (!response.ok()) {
      throw new Error(
        `Deleting the storefront failed: ${response.status()} ${await response.text()}`,
      );
    }
  }

  async acceptedQuotes(): Promise<AcceptedQuote[]> {
    const { acceptedQuotes } = await parsed(
      await this.api.get('/api/accepted-quotes'),
      acceptedQuotesListResponseSchema,
      'Listing accepted quotes',
    );
    return acceptedQuotes;
  }
}

export interface NewOwner {
  companyName?: string;
  /** Services to create right away (none by default). */
  services?: readonly ServiceSpec[];
}

/** Registers a fresh owner with a unique email and starts its trial (SPEC §4.5). */
export async function registerOwner(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string,
  options: NewOwner = {},
): Promise<Owner> {
  const api = await playwright.request.newContext({ baseURL });
  const id = uniqueId();
  const register = await api.post('/api/register', {
    data: {
      companyName: options.companyName ?? `E2E Lawn ${id}`,
      email: `owner-${id}@e2e.test`,
      password: PASSWORD,
      termsOfUseAccepted: true,
      privacyPolicyAccepted: true,
    },
  });
  const user = await parsed(register, currentUserSchema, 'Registering an owner');
  const trial = await api.post('/api/start-trial', { data: { userId: user.id } });
  if (!trial.ok()) throw new Error(`Starting the trial failed: ${trial.status()}`);
  const owner = new Owner(api, user);
  if (options.services) await owner.addServices(options.services);
  return owner;
}
