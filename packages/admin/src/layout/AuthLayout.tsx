import { Outlet } from 'react-router';

/** The shared frame of sign-in and registration: one centred column. */
export function AuthLayout() {
  return (
    <div className="auth-layout container">
      <Outlet />
    </div>
  );
}
