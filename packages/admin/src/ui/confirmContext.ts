import { createContext, useContext } from 'react';
import type { ConfirmOptions } from './ConfirmDialog.tsx';

export type Confirm = (options: ConfirmOptions) => Promise<boolean>;

export const ConfirmContext = createContext<Confirm | null>(null);

/** Asks a yes/no question in a modal; resolves true when the user confirms. */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm must be used inside <ConfirmProvider>');
  return confirm;
}
