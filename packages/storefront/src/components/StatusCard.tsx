import type { ReactNode } from 'react';
import { useDocumentBranding } from '../useDocumentBranding.ts';

interface StatusCardProps {
  title: string;
  message: string;
  mainSiteUrl: string;
  /** Extra actions shown before the main-site link, such as a retry button. */
  actions?: ReactNode;
}

/** The card for every state that is not a storefront (SPEC §4.1): always offers the main site. */
export function StatusCard({ title, message, mainSiteUrl, actions }: StatusCardProps) {
  useDocumentBranding(title);
  return (
    <div className="sf-shell">
      <main className="sf-main sf-main--centered">
        <section className="sf-card" aria-labelledby="sf-card-title">
          <h1 id="sf-card-title" className="sf-card__title">
            {title}
          </h1>
          <p className="sf-card__message">{message}</p>
          <div className="sf-card__actions">
            {actions}
            <a className="sf-button" href={mainSiteUrl}>
              Go to main site
            </a>
          </div>
        </section>
      </main>
    </div>
  );
}
