import { apiEndpoints as endpoints } from '@yardstick/core/endpoints';
import type { CustomDomainCheck, Storefront } from '@yardstick/core/schemas/storefronts';
import { api } from '../../http/client.ts';

/** The owner's storefront: the first of the list, or null (SPEC §7). */
export async function loadStorefront(): Promise<Storefront | null> {
  const list = await api.call(endpoints.storefronts);
  return list[0] ?? null;
}

export async function saveStorefront(
  existing: Storefront | null,
  formData: FormData,
): Promise<void> {
  if (existing) {
    await api.call(endpoints.updateStorefront, { params: { id: existing.id }, formData });
  } else {
    await api.call(endpoints.createStorefront, { formData });
  }
}

export async function deleteStorefront(id: string): Promise<void> {
  await api.call(endpoints.deleteStorefront, { params: { id } });
}

/** The CNAME the storefront's custom domain needs and what DNS answers for it now. */
export async function checkCustomDomain(storefrontId: string): Promise<CustomDomainCheck> {
  return api.call(endpoints.storefrontDomainCheck, { params: { id: storefrontId } });
}
