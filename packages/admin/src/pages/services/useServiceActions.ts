import { errorMessage } from '@yardstick/core/client';
import type { Service } from '@yardstick/core/schemas/services';
import { useConfirm } from '../../ui/confirmContext.ts';
import { errorToast, useToast } from '../../ui/toastContext.ts';
import { createService, deleteService, setServiceActive, updateService } from './servicesApi.ts';
import type { ServiceFormValues } from './serviceFormValues.ts';

function optionCount(values: ServiceFormValues) {
  return `${values.frequencies.length} frequency option(s)`;
}

/** Save and delete with the confirmations and toasts of SPEC §5 and §8; reload after each change. */
export function useServiceActions(services: readonly Service[], reload: () => Promise<void>) {
  const toast = useToast();
  const confirm = useConfirm();

  /**
   * Saves the whole service in one call. Resolves null when saved (with the SPEC §8 toast),
   * else the sentence the form shows beside its actions: the dialog stays open with the
   * owner's edits, and nothing on the server changed.
   */
  async function save(service: Service | null, values: ServiceFormValues): Promise<string | null> {
    const name = values.name.trim();
    try {
      if (service) {
        await updateService(service, values);
        toast({
          title: 'Service Updated',
          description: `Service "${name}" updated successfully with ${optionCount(values)}.`,
        });
      } else {
        await createService(values, services.length);
        toast({
          title: 'Service Created Successfully!',
          description: `Service "${name}" has been created with ${optionCount(values)}.`,
        });
      }
    } catch (error) {
      const fallback = service ? 'Failed to update service' : 'Failed to create service';
      const unchanged = service
        ? 'Your saved service and its prices are unchanged.'
        : 'The service was not created.';
      const reason = errorMessage(error, fallback).replace(/\.?$/, '.');
      return `${reason} ${unchanged}`;
    }
    await reload();
    return null;
  }

  async function remove(service: Service) {
    const yes = await confirm({
      title: 'Delete service?',
      message: 'Are you sure you want to delete this service?',
      confirmLabel: 'Delete',
      destructive: true,
    });
    if (!yes) return;
    try {
      await deleteService(service.id);
      toast({ title: 'Service Deleted', description: 'Service deleted successfully' });
    } catch (error) {
      toast(errorToast(errorMessage(error, 'Failed to delete service')));
    }
    await reload();
  }

  /** Inactive services are not offered to homeowners; their prices are kept. */
  async function setActive(service: Service, isActive: boolean) {
    try {
      await setServiceActive(service, isActive);
      toast({
        title: isActive ? 'Service Activated' : 'Service Deactivated',
        description: isActive
          ? `"${service.name}" is offered to homeowners again.`
          : `"${service.name}" is no longer offered to homeowners. Its prices are kept.`,
      });
    } catch (error) {
      toast(errorToast(errorMessage(error, 'Failed to update service')));
    }
    await reload();
  }

  return { save, remove, setActive };
}
