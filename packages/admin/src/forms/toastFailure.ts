import { errorMessage } from '@yardstick/core/client';
import { errorToast, type ShowToast } from '../ui/toastContext.ts';

/**
 * The `failed` of a save whose failure is a toast: the server's sentence, else `fallback`,
 * under `title` ('Error' unless noted, SPEC §8).
 */
export function toastFailure(toast: ShowToast, fallback: string, title?: string) {
  return (error: unknown): null => {
    toast(errorToast(errorMessage(error, fallback), title));
    return null;
  };
}
