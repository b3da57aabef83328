import { errorMessage } from '@yardstick/core/client';
import type { Service } from '@yardstick/core/schemas/services';
import { useConfirm } from '../../ui/confirmContext.ts';
import { errorToast, useToast } from '../../ui/toastContext.ts';
import { createService, deleteService, updateService } from './servicesApi.ts';
import type { ServiceFormValues } from './serviceFormValues.ts';

function optionCount(values: ServiceFormValues) {
  return `${values.frequencies.length} frequency option(s)`;
}

/** Save and delete with the confirmations and toasts of SPEC §5 and §8; reload after each change. */
export function useServiceActions(services: readonly Service[], reload: () => Promise<void>) {
  const toast = useToast();
  const confirm = useConfirm();

  async function save(service: Service | null, values: ServiceFormValues): Promise<boolean> {
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
      toast(errorToast(errorMessage(error, fallback)));
      await reload();
      return false;
    }
    await reload();
    return true;
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

  return { save, remove };
}
