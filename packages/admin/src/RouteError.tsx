import { isRouteErrorResponse, useRouteError } from 'react-router';

/** Shown when a page fails to load or render (e.g. a stale chunk after a deploy). */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <main className="container page" style={{ textAlign: 'center' }}>
      <h1>Something went wrong</h1>
      <p className="muted">
        {detail ?? 'The page could not be shown. Please reload and try again.'}
      </p>
      <p>
        <a href="/">Go to the home page</a>
      </p>
    </main>
  );
}
