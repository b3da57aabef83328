import { ApiError, errorMessage } from '@yardstick/core/client';
import {
  storefrontFieldOfError,
  type Storefront,
  type StorefrontFormField,
} from '@yardstick/core/schemas/storefronts';
import { offersPricing } from '@yardstick/core/frequencies';
import { canPublishStorefront } from '@yardstick/core/storefront';
import { listServices } from '../services/servicesApi.ts';
import { useConfirm } from '../../ui/confirmContext.ts';
import { errorToast, useToast } from '../../ui/toastContext.ts';
import { storefrontFormData, type StorefrontFormValues } from './storefrontForm.ts';
import { deleteStorefront, saveStorefront } from './storefrontsApi.ts';

/** How a save ended: saved, failed (said in a toast), or refused about one field. */
export type SaveOutcome = 'saved' | 'failed' | { field: StorefrontFormField; message: string };

/** A refusal the server made about one field of the form, if it was one. */
function fieldRefusal(error: unknown): SaveOutcome | undefined {
  if (!(error instanceof ApiError) || !error.serverMessage) return undefined;
  const field = storefrontFieldOfError(error.status, error.serverMessage);
  return field && { field, message: error.serverMessage };
}

/** Publish, update and delete with the confirmation and messages of SPEC §5 and §8. */
export function useStorefrontActions(storefront: Storefront | null, reload: () => Promise<void>) {
  const toast = useToast();
  const confirm = useConfirm();

  /** Without a priced service every quote would read $0.00: the owner decides knowingly. */
  async function confirmWithoutPricing(): Promise<boolean> {
    const services = await listServices().catch(() => null);
    if (!services || offersPricing(services)) return true;
    return confirm({
      title: 'No prices yet',
      message:
        'You have no active service with a price, so customers would see $0.00 quotes. Until you add one, your storefront asks homeowners to contact you instead. Publish anyway?',
      confirmLabel: 'Publish Anyway',
      cancelLabel: 'Not Yet',
    });
  }

  async function save(values: StorefrontFormValues, logo: File | null): Promise<SaveOutcome> {
    if (!canPublishStorefront(values)) {
      toast(errorToast('Subdomain and company name are required'));
      return 'failed';
    }
    if (values.isActive && !(await confirmWithoutPricing())) return 'failed';
    try {
      await saveStorefront(storefront, storefrontFormData(values, logo));
    } catch (error) {
      const refusal = fieldRefusal(error);
      if (refusal) return refusal;
      toast(errorToast(errorMessage(error, 'Failed to save storefront')));
      return 'failed';
    }
    toast({
      title: 'Success',
      description: storefront
        ? 'Storefront updated successfully'
        : 'Storefront published successfully',
    });
    await reload();
    return 'saved';
  }

  async function remove() {
    if (!storefront) return;
    const yes = await confirm({
      title: 'Delete storefront?',
      message: 'Are you sure you want to delete your storefront? This action cannot be undone.',
      confirmLabel: 'Delete Storefront',
      destructive: true,
    });
    if (!yes) return;
    try {
      await deleteStorefront(storefront.id);
    } catch (error) {
      toast(errorToast(errorMessage(error, 'Failed to delete storefront')));
      return;
    }
    toast({ title: 'Success', description: 'Storefront deleted successfully' });
    await reload();
  }

  return { save, remove };
}
