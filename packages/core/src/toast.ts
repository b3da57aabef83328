/** Toast messages (SPEC §2.3, §3 "Toast"): one at a time, gone after 5 seconds or on close. */

export const TOAST_DURATION_MS = 5000;

export type ToastVariant = 'default' | 'destructive';

export interface ToastMessage {
  title: string;
  description: string;
  variant: ToastVariant;
}
