import { ApiError } from '@yardstick/core/client';

interface Shown {
  /** Under the field, when the server refused the value (400). */
  field: (message: string) => void;
  /** In a toast, for any other failure. */
  toast: (message: string) => void;
}

/**
 * The `failed` of a save that can be refused about one field: the server's sentence under the field when it
 * refused the value, else in a toast (with `fallback` when it said nothing).
 */
export function fieldRefusalOrToast(fallback: string, show: Shown) {
  return (error: unknown): null => {
    const message =
      error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
    if (error instanceof ApiError && error.status === 400) show.field(message);
    else show.toast(message);
    return null;
  };
}
