import { Outlet } from 'react-router';

/** The frame of the signed-in owner pages. */
export function AppLayout() {
  return (
    <div className="container page">
      <Outlet />
    </div>
  );
}
