import { STOREFRONT_TAGLINE, type Storefront } from '@yardstick/core';
import { telHref } from '@yardstick/core/callback';
import { Estimator } from '@yardstick/widget';
import { useMemo } from 'react';
import { brandColors } from '../theme/brand.ts';
import { useDocumentBranding } from '../useDocumentBranding.ts';
import { StorefrontLogo } from './StorefrontLogo.tsx';

/**
 * A storefront (SPEC §2.9) in every state: branded header, the estimator, the company's
 * contact and a copyright footer. While it cannot quote (switched off, its owner without a
 * plan, nothing priced) the estimator shows the contact and a call-back form instead of the
 * address field; switched off by its owner, the contact alone.
 */
export function StorefrontPage({ storefront }: { storefront: Storefront }) {
  const colors = brandColors(storefront);
  const { contactPhone, contactEmail } = storefront;
  const contact = useMemo(() => ({ contactPhone, contactEmail }), [contactPhone, contactEmail]);
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
        {/* Quotes go to the owner named by the subdomain; a storefront sends no key and no cookies. */}
        <Estimator
          storefrontSubdomain={storefront.subdomain}
          apiBase=""
          allowAccept
          showHeader={false}
          accentColor={colors.accent}
          companyName={storefront.companyName}
          contact={contact}
          quotesUnavailable={storefront.acceptsQuotes === false}
          takesCallbacks={storefront.isActive}
        />
      </main>
      <footer className="sf-footer">
        <ContactLine storefront={storefront} />
        <p>
          © {new Date().getFullYear()} {storefront.companyName}. All rights reserved.
        </p>
      </footer>
    </div>
  );
}

/** The company's phone and e-mail in every state, as the owner set them on the Storefront page. */
function ContactLine({ storefront }: { storefront: Storefront }) {
  const { contactPhone, contactEmail } = storefront;
  if (!contactPhone && !contactEmail) return null;
  return (
    <p className="sf-footer__contact">
      {contactPhone && <a href={telHref(contactPhone)}>{contactPhone}</a>}
      {contactPhone && contactEmail && ' · '}
      {contactEmail && <a href={`mailto:${contactEmail}`}>{contactEmail}</a>}
    </p>
  );
}
