import {
  customDomainCheckSchema,
  storefrontsListResponseSchema,
  type CustomDomainCheck,
  type Storefront,
} from '@yardstick/core/schemas/storefronts';
import { api } from '../../http/client.ts';

/** The owner's storefront: the first of the list, or null (SPEC §7). */
export async function loadStorefront(): Promise<Storefront | null> {
  const list = await api.request('GET', '/api/storefronts', {
    schema: storefrontsListResponseSchema,
  });
  return list[0] ?? null;
}

export async function saveStorefront(
  existing: Storefront | null,
  formData: FormData,
): Promise<void> {
  if (existing) {
    await api.request('PUT', `/api/storefronts/${encodeURIComponent(existing.id)}`, { formData });
  } else {
    await api.request('POST', '/api/storefronts', { formData });
  }
}

export async function deleteStorefront(id: string): Promise<void> {
  await api.request('DELETE', `/api/storefronts/${encodeURIComponent(id)}`);
}

/** The CNAME the storefront's custom domain needs and what DNS answers for it now. */
export async function checkCustomDomain(storefrontId: string): Promise<CustomDomainCheck> {
  return api.request('GET', `/api/storefronts/${encodeURIComponent(storefrontId)}/domain-check`, {
    schema: customDomainCheckSchema,
  });
}
