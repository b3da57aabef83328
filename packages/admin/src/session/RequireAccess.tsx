import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { SUBSCRIPTION_PATH } from '@yardstick/core/subscription';
import { Loading } from '../ui/Spinner.tsx';
import { AccessEndedBanner, AccessEndedCard, accessEndedReason } from './AccessEnded.tsx';
import { useSession } from './sessionContext.ts';
import { useAccess } from './useAccess.ts';

/**
 * Analyze, Services and Storefronts need access (SPEC §4.3). When it ends while a page is
 * open (the trial's 20th estimate), the page and its result stay, under a notice saying the
 * trial has ended and what to do. A later visit explains the same instead of redirecting;
 * only an owner who never had access is sent to /subscription.
 */
export function RequireAccess() {
  const access = useAccess();
  const { user, usage } = useSession();
  const { pathname } = useLocation();
  // The last page open with access (set while rendering, as React allows for derived state).
  const [openedWithAccess, setOpenedWithAccess] = useState<string | null>(null);
  if (access.hasAccess && openedWithAccess !== pathname) setOpenedWithAccess(pathname);
  if (access.pending) return <Loading />;
  const reason = access.hasAccess ? null : accessEndedReason(user, usage);
  if (!access.hasAccess && !reason) return <Navigate to={SUBSCRIPTION_PATH} replace />;
  if (reason && openedWithAccess !== pathname) return <AccessEndedCard reason={reason} />;
  // One shape with or without the banner, so the open page (and its result) is not remounted.
  return (
    <>
      {reason && <AccessEndedBanner reason={reason} />}
      <Outlet />
    </>
  );
}
