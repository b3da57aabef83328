import {
  expect,
  request as playwrightRequest,
  test,
  type APIRequestContext,
  type BrowserContext,
} from '@playwright/test';
import { z } from 'zod';

/** A signed-up owner with an active trial, and the session cookie that signs a browser in. */
export interface Owner {
  id: string;
  companyName: string;
  email: string;
  password: string;
  cookies: Awaited<ReturnType<APIRequestContext['storageState']>>['cookies'];
}

export const OWNER_PASSWORD = 'mow-the-lawn-42';

const registeredSchema = z.object({ id: z.string() });
const apiKeySchema = z.object({ apiKey: z.string() });
const demoAddressesSchema = z.object({
  addresses: z.array(z.object({ address: z.string() })).min(1),
});

/** The app's origin, as the config gives it (callable in tests and hooks). */
export function baseUrl(): string {
  const { baseURL } = test.info().project.use;
  if (!baseURL) throw new Error('playwright.config.ts must set use.baseURL');
  return baseURL;
}

/** An address nobody else in this run has used: tests share one server. */
export function uniqueEmail(label: string): string {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return `${label}-${stamp}@lawns.example`;
}

/**
 * Registers an owner through the API and (unless told not to) starts the trial, as the
 * register page does.
 * Each call is one of the server's 20 sign-in attempts per 15 minutes, so specs make one
 * owner per file and share it.
 */
export async function registerOwner(
  label: string,
  { startTrial = true }: { startTrial?: boolean } = {},
): Promise<Owner> {
  const api = await playwrightRequest.newContext({ baseURL: baseUrl() });
  try {
    const companyName = `${label[0]?.toUpperCase() ?? ''}${label.slice(1)} Lawn Co`;
    const email = uniqueEmail(label);
    const registered = await api.post('/api/register', {
      data: {
        companyName,
        email,
        password: OWNER_PASSWORD,
        termsOfUseAccepted: true,
        privacyPolicyAccepted: true,
      },
    });
    expect(registered.status(), await registered.text()).toBe(201);
    const { id } = registeredSchema.parse(await registered.json());
    if (startTrial) {
      const trial = await api.post('/api/start-trial', { data: { userId: id } });
      expect(trial.ok(), await trial.text()).toBe(true);
    }
    const { cookies } = await api.storageState();
    return { id, companyName, email, password: OWNER_PASSWORD, cookies };
  } finally {
    await api.dispose();
  }
}

/** Signs the browser context in as the owner without using the login form. */
export async function signInAs(context: BrowserContext, owner: Owner): Promise<void> {
  await context.addCookies(owner.cookies);
}

/** An API client carrying the owner's session, for setting up data the test is not about. */
export async function ownerApi(owner: Owner): Promise<APIRequestContext> {
  return playwrightRequest.newContext({
    baseURL: baseUrl(),
    storageState: { cookies: owner.cookies, origins: [] },
  });
}

/** One address of the demo region (GET /api/demo/addresses), which the demo providers can analyse. */
export async function demoAddress(api: APIRequestContext, index = 0): Promise<string> {
  const answer = await api.get('/api/demo/addresses');
  expect(answer.ok()).toBe(true);
  const { addresses } = demoAddressesSchema.parse(await answer.json());
  const picked = addresses[index % addresses.length];
  if (!picked) throw new Error('The demo region has no addresses');
  return picked.address;
}

/** The owner's embed key (POST /api/generate-api-key returns the current one). */
export async function embedKey(api: APIRequestContext): Promise<string> {
  const answer = await api.post('/api/generate-api-key', { data: {} });
  expect(answer.ok(), await answer.text()).toBe(true);
  return apiKeySchema.parse(await answer.json()).apiKey;
}
