import { Navigate, Outlet, useLocation } from 'react-router';
import { Loading } from '../ui/Spinner.tsx';
import { useSession } from './sessionContext.ts';

interface RequireAuthProps {
  /** Lets a signed-out visitor through on some URLs (the subscription hand-off of SPEC §6). */
  allowSignedOut?: (search: URLSearchParams) => boolean;
}

/** The login guard of SPEC §2.2: 'Loading' while checking, else sign-in with the requested location. */
export function RequireAuth({ allowSignedOut }: RequireAuthProps) {
  const { status } = useSession();
  const location = useLocation();
  if (status === 'loading') return <Loading />;
  if (status === 'signedOut' && !allowSignedOut?.(new URLSearchParams(location.search))) {
    return <Navigate to="/login" replace state={{ from: location }} />;
  }
  return <Outlet />;
}
