import { createContext, useContext } from 'react';
import type { ToastVariant } from '@yardstick/core/toast';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export type ShowToast = (toast: ToastInput) => void;

export const ToastContext = createContext<ShowToast | null>(null);

/** Shows a toast; a new one replaces the one on screen (SPEC §2.3: one at a time). */
export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  if (!show) throw new Error('useToast must be used inside <ToastProvider>');
  return show;
}

/** SPEC §8: errors are toasts titled 'Error' in the destructive style unless noted. */
export function errorToast(description: string, title = 'Error'): ToastInput {
  return { title, description, variant: 'destructive' };
}
