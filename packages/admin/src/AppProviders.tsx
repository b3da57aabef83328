import { Outlet, ScrollRestoration } from 'react-router';
import { SessionProvider } from './session/SessionProvider.tsx';
import { ConfirmProvider } from './ui/ConfirmProvider.tsx';
import { ToastProvider } from './ui/ToastProvider.tsx';

/** The providers every route shares; rendered as the router's root element. */
export function AppProviders() {
  return (
    <ToastProvider>
      <ConfirmProvider>
        <SessionProvider>
          <Outlet />
          <ScrollRestoration />
        </SessionProvider>
      </ConfirmProvider>
    </ToastProvider>
  );
}
