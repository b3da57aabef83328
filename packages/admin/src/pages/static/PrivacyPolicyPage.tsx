import { SITE_NAME } from '../../hooks/useDocumentTitle.ts';
import { StaticPage } from './StaticPage.tsx';

export function PrivacyPolicyPage() {
  return (
    <StaticPage
      title="Privacy Policy"
      intro={`How ${SITE_NAME} collects, uses and protects information.`}
      back={{ to: '/register', label: 'Back to registration' }}
    >
      <h2>1. What we collect</h2>
      <p>
        Account details (company name, email, a hash of your password), the services and prices you
        set, the addresses analysed with your estimator, and the contact details your customers give
        when they accept a quote.
      </p>
      <h2>2. How we use it</h2>
      <p>
        To run the service: to analyse properties, show your quotes, count your estimates and bill
        your plan. We do not sell personal information.
      </p>
      <h2>3. Payments</h2>
      <p>
        Billing is processed by a card payment provider. Your card details go directly to that
        provider; we never see or store your full card number.
      </p>
      <h2>4. Your customers</h2>
      <p>
        Customer contact details submitted through your embed or storefront are stored for you and
        shown only in your account.
      </p>
      <h2>5. Children</h2>
      <p>
        The service is not intended for children under 13, and we do not knowingly collect
        information from them.
      </p>
      <h2>6. Your choices</h2>
      <p>
        You can update your account details, and ask us to delete your account and its data, at any
        time by contacting support.
      </p>
    </StaticPage>
  );
}
