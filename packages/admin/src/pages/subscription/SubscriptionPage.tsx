import { Link } from 'react-router';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';
import { Card } from '../../ui/Card.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { Icon } from '../../ui/Icon.tsx';

/** A placeholder until the subscription page (SPEC §2.11) replaces this file. */
export function SubscriptionPage() {
  useDocumentTitle('Subscription');
  return (
    <>
      <PageHeader title="Subscription" />
      <Card>
        <EmptyState
          icon={<Icon name="tools" size={36} />}
          title="Subscriptions are coming soon"
          description="Plans and payments will be available here shortly."
          action={<Link to="/account">Back to Account</Link>}
        />
      </Card>
    </>
  );
}
