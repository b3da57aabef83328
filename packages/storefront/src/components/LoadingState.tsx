import { useDocumentBranding } from '../useDocumentBranding.ts';

/** A header-shaped skeleton so the page does not jump when the storefront arrives. */
export function LoadingState() {
  useDocumentBranding('Loading storefront…');
  return (
    <div className="sf-shell">
      <div className="sf-skeleton-header" aria-hidden="true" />
      <main className="sf-main sf-main--centered" aria-busy="true">
        <div className="sf-loading" role="status" aria-label="Loading storefront">
          <span className="sf-spinner" aria-hidden="true" />
          <span>Loading storefront…</span>
        </div>
      </main>
    </div>
  );
}
