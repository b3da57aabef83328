import { noQuotesMessage, STOREFRONT_TAGLINE, type Storefront } from '@yardstick/core';
import { Estimator } from '@yardstick/widget';
import { brandColors } from '../theme/brand.ts';
import { useDocumentBranding } from '../useDocumentBranding.ts';
import { StorefrontLogo } from './StorefrontLogo.tsx';

/** An active storefront (SPEC §2.9): branded header, the estimator, a copyright footer. */
export function StorefrontPage({ storefront }: { storefront: Storefront }) {
  const colors = brandColors(storefront);
  useDocumentBranding(`${storefront.companyName} — Lawn Care Estimates`, colors.primary);

  return (
    <div className="sf-shell">
      <header
        className="sf-header"
        style={{
          backgroundColor: colors.primary,
          backgroundImage: `linear-gradient(135deg, ${colors.primary}, ${colors.secondary})`,
          color: colors.headerText,
        }}
      >
        <div className="sf-header__inner">
          <StorefrontLogo storefront={storefront} />
          <div>
            <h1 className="sf-header__name">{storefront.companyName}</h1>
            <p className="sf-header__tagline">{STOREFRONT_TAGLINE}</p>
          </div>
        </div>
      </header>
      <main className="sf-main">
        {storefront.acceptsQuotes === false ? (
          // No priced service yet: a plain sentence rather than an estimator quoting $0.00.
          <section className="sf-card" aria-labelledby="sf-no-quotes-title">
            <h2 id="sf-no-quotes-title" className="sf-card__title">
              Online quotes are not available
            </h2>
            <p className="sf-card__message">{noQuotesMessage(storefront.companyName)}</p>
          </section>
        ) : (
          /* Quotes go to the owner named by the subdomain; a storefront sends no key and no cookies. */
          <Estimator
            storefrontSubdomain={storefront.subdomain}
            apiBase=""
            allowAccept
            showHeader={false}
            accentColor={colors.accent}
          />
        )}
      </main>
      <footer className="sf-footer">
        <p>
          © {new Date().getFullYear()} {storefront.companyName}. All rights reserved.
        </p>
      </footer>
    </div>
  );
}
