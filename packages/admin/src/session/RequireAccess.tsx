import { Navigate, Outlet } from 'react-router';
import { SUBSCRIPTION_PATH } from '@yardstick/core/subscription';
import { Loading } from '../ui/Spinner.tsx';
import { useAccess } from './useAccess.ts';

/** Analyze, Services, Accepted Quotes and Storefronts need access (SPEC §4.3); others go to /subscription. */
export function RequireAccess() {
  const access = useAccess();
  if (access.pending) return <Loading />;
  if (!access.hasAccess) return <Navigate to={SUBSCRIPTION_PATH} replace />;
  return <Outlet />;
}
