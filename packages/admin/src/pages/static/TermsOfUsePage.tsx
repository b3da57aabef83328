import { SITE_NAME } from '../../hooks/useDocumentTitle.ts';
import { StaticPage } from './StaticPage.tsx';

export function TermsOfUsePage() {
  return (
    <StaticPage
      title="Terms of Use"
      intro={`These terms govern your use of ${SITE_NAME}, the instant-quote service for lawn-care businesses.`}
      back={{ to: '/register', label: 'Back to registration' }}
    >
      <h2>1. The service</h2>
      <p>
        {SITE_NAME} measures properties from aerial imagery and prices them with the services and
        rates you set. You may publish the estimator on your website, on a branded storefront or use
        it while signed in.
      </p>
      <h2>2. Estimates</h2>
      <p>
        Estimates are automated approximations produced from imagery, parcel data and AI analysis.
        They are not guaranteed: measured areas, obstacles and prices may differ from the property
        on the ground. You remain responsible for confirming the scope and price of any work with
        your customer before you perform it.
      </p>
      <h2>3. Your account</h2>
      <p>
        Keep your password and embed key secret; you are responsible for activity under your
        account. Refresh your embed key if you believe it has been exposed.
      </p>
      <h2>4. Trials, plans and billing</h2>
      <p>
        New accounts start with a free trial. Paid plans renew each month until cancelled;
        per-estimate charges apply as described on the pricing page.
      </p>
      <h2>5. Acceptable use</h2>
      <p>
        Do not use the service to analyse properties for unlawful purposes, to resell raw data, or
        to overload or probe the service.
      </p>
      <h2>6. Changes to these terms</h2>
      <p>
        We may change these terms. We will give you at least 30 days notice of changes by email or
        in the app before they take effect. Continuing to use the service after that date means you
        accept the changed terms.
      </p>
      <h2>7. Contact</h2>
      <p>Questions about these terms can be sent to our support team.</p>
    </StaticPage>
  );
}
