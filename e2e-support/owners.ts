/**
 * Owners made through the real HTTP API: register (which signs in), start the trial, add
 * services, get the widget key, publish a storefront. Each owner keeps its session in its own
 * request context, so two owners in one test never share a cookie.
 */
import {
  expect,
  request,
  type APIRequestContext,
  type APIResponse,
  type BrowserContext,
} from '@playwright/test';
import type { Frequency } from '@yardstick/core/enums';
// Answers are parsed with the product's own schemas (core), not cast.
import {
  apiKeyResponseSchema,
  currentUserSchema,
  type CurrentUser,
} from '@yardstick/core/schemas/account';
import {
  acceptedQuotesListResponseSchema,
  type AcceptedQuote,
} from '@yardstick/core/schemas/quotes';
import { serviceResponseSchema } from '@yardstick/core/schemas/services';
import { storefrontSchema, type Storefront } from '@yardstick/core/schemas/storefronts';
import type { z } from 'zod';
import { baseUrl, uniqueEmail, uniqueId } from './site.ts';

type Cookies = Awaited<ReturnType<APIRequestContext['storageState']>>['cookies'];

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
  contactPhone?: string;
  contactEmail?: string;
}

export const PASSWORD = 'correct-horse-battery';

async function parsed<S extends z.ZodType>(
  response: APIResponse,
  schema: S,
  what: string,
): Promise<z.output<S>> {
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
    contactPhone: form.contactPhone ?? '',
    contactEmail: form.contactEmail ?? '',
  };
}

export class Owner {
  constructor(
    /** Carries this owner's session cookie. */
    readonly api: APIRequestContext,
    readonly user: CurrentUser,
    /** The session cookie as it was at sign-up: signs a browser in, or opens another API context. */
    readonly cookies: Cookies,
    /** The app's origin the owner signed up on. */
    readonly baseURL: string,
  ) {}

  get id(): string {
    return this.user.id;
  }

  get email(): string {
    return this.user.email;
  }

  get companyName(): string {
    return this.user.companyName;
  }

  get password(): string {
    return PASSWORD;
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
    return embedKey(this.api);
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

/** The owner's publishable key (POST /api/generate-api-key answers the current one), by any context carrying the session. */
export async function embedKey(api: APIRequestContext): Promise<string> {
  const answer = await api.post('/api/generate-api-key', { data: {} });
  return (await parsed(answer, apiKeyResponseSchema, 'Getting the API key')).apiKey;
}

export interface NewOwner {
  /** Names the owner after what the spec is about: "Axe Lawn Co", axe-<unique id>@e2e.test. */
  label?: string;
  companyName?: string;
  /** Services to create right away (none by default). */
  services?: readonly ServiceSpec[];
  /** The register page starts the trial; false leaves the owner without access (default true). */
  startTrial?: boolean;
}

function companyNameOf(options: NewOwner, id: string): string {
  if (options.companyName) return options.companyName;
  const { label } = options;
  return label ? `${label.charAt(0).toUpperCase()}${label.slice(1)} Lawn Co` : `E2E Lawn ${id}`;
}

/**
 * Registers a fresh owner with a unique email and starts its trial (SPEC §4.5). Tests share
 * one server, so every owner is new; the server's sign-up limit is raised for the e2e run.
 */
export async function registerOwner(options: NewOwner = {}, baseURL = baseUrl()): Promise<Owner> {
  const api = await request.newContext({ baseURL });
  const id = uniqueId();
  const register = await api.post('/api/register', {
    data: {
      companyName: companyNameOf(options, id),
      email: uniqueEmail(options.label ?? 'owner'),
      password: PASSWORD,
      termsOfUseAccepted: true,
      privacyPolicyAccepted: true,
    },
  });
  expect(register.status(), await register.text()).toBe(201);
  const user = await parsed(register, currentUserSchema, 'Registering an owner');
  if (options.startTrial ?? true) {
    const trial = await api.post('/api/start-trial', { data: { userId: user.id } });
    if (!trial.ok()) throw new Error(`Starting the trial failed: ${trial.status()}`);
  }
  const { cookies } = await api.storageState();
  const owner = new Owner(api, user, cookies, baseURL);
  if (options.services) await owner.addServices(options.services);
  return owner;
}

/** Signs the browser context in as the owner without using the login form. */
export async function signInAs(context: BrowserContext, owner: Owner): Promise<void> {
  await context.addCookies(owner.cookies);
}

/** A new API context carrying the owner's session; the caller disposes it. */
export async function ownerApi(owner: Owner): Promise<APIRequestContext> {
  return request.newContext({
    baseURL: owner.baseURL,
    storageState: { cookies: owner.cookies, origins: [] },
  });
}
