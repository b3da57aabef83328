import { ApiError } from '@yardstick/core/client';

/**
 * Where a failed save of a settings card is reported: the server's sentence under the field
 * when it refused the value (400), else in a toast (with `fallback` when it said nothing).
 */
export function settingsSaveError(
  error: unknown,
  fallback: string,
): { field: string } | { toast: string } {
  const message = error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
  return error instanceof ApiError && error.status === 400
    ? { field: message }
    : { toast: message };
}
