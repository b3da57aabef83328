import { useEffect } from 'react';
import { useAsyncData } from '../../hooks/useAsyncData.ts';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';
import { useSession } from '../../session/sessionContext.ts';
import { Button } from '../../ui/Button.tsx';
import { Card } from '../../ui/Card.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { Loading } from '../../ui/Spinner.tsx';
import { errorToast, useToast } from '../../ui/toastContext.ts';
import { CustomDomainCard } from './CustomDomainCard.tsx';
import { StorefrontForm } from './StorefrontForm.tsx';
import { StorefrontLinks } from './StorefrontLinks.tsx';
import { loadStorefront } from './storefrontsApi.ts';
import { useStorefrontActions } from './useStorefrontActions.ts';
import '../../ui/tabs.css';
import './storefronts.css';

/** SPEC §2.14: the branded storefront on the owner's subdomain. */
export function StorefrontsPage() {
  useDocumentTitle('Storefront Configuration');
  const toast = useToast();
  const { user } = useSession();
  const loaded = useAsyncData(loadStorefront);
  const storefront = loaded.data ?? null;
  const actions = useStorefrontActions(storefront, loaded.reload);

  useEffect(() => {
    if (loaded.error !== undefined) toast(errorToast('Failed to load storefront configuration'));
  }, [loaded.error, toast]);

  return (
    <>
      <PageHeader
        title="Storefront Configuration"
        subtitle="A branded quote page on your own subdomain, ready to share with customers."
      />
      <div role="tablist" aria-label="Storefront settings" className="tabs">
        <button
          type="button"
          role="tab"
          id="tab-configuration"
          aria-selected="true"
          aria-controls="panel-configuration"
          className="tabs__tab tabs__tab--active"
        >
          Configuration
        </button>
      </div>
      <div
        role="tabpanel"
        id="panel-configuration"
        aria-labelledby="tab-configuration"
        className="stack"
      >
        {loaded.loading && loaded.data === undefined && <Loading label="Loading storefront" />}
        {!loaded.loading && loaded.data === undefined && (
          <Card>
            <EmptyState
              title="Failed to load storefront configuration"
              action={<Button onClick={() => void loaded.reload()}>Try Again</Button>}
            />
          </Card>
        )}
        {loaded.data !== undefined && (
          <>
            <StorefrontLinks storefront={storefront} />
            <StorefrontForm
              key={storefront ? `${storefront.id}:${storefront.updatedAt}` : 'new'}
              storefront={storefront}
              defaultCompanyName={user?.companyName ?? ''}
              onSave={actions.save}
              onDelete={actions.remove}
            />
            {storefront && (
              <CustomDomainCard
                key={`domain:${storefront.id}:${storefront.updatedAt}`}
                storefront={storefront}
              />
            )}
          </>
        )}
      </div>
    </>
  );
}
