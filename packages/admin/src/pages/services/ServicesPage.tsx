import { useEffect, useState } from 'react';
import { errorMessage } from '@yardstick/core/client';
import type { Service } from '@yardstick/core/schemas/services';
import { useAsyncData } from '../../hooks/useAsyncData.ts';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';
import { Button } from '../../ui/Button.tsx';
import { Card, CardHeader } from '../../ui/Card.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { Loading } from '../../ui/Spinner.tsx';
import { errorToast, useToast } from '../../ui/toastContext.ts';
import { AllSetCard } from './AllSetCard.tsx';
import { GettingStartedCard } from './GettingStartedCard.tsx';
import { ServiceCard } from './ServiceCard.tsx';
import { ReviewThresholdCard } from './ReviewThresholdCard.tsx';
import { ServiceFormDialog } from './ServiceFormDialog.tsx';
import { listServices } from './servicesApi.ts';
import { useServiceActions } from './useServiceActions.ts';
import { Icon } from '../../ui/Icon.tsx';
import './services.css';

/** SPEC §2.13: the owner's services and their frequency prices. */
export function ServicesPage() {
  useDocumentTitle('Services');
  const toast = useToast();
  // How many services existed when the page first loaded: decides the welcome and 'All Set' cards.
  const [initialCount, setInitialCount] = useState<number | null>(null);
  const services = useAsyncData(async () => {
    const list = await listServices();
    setInitialCount((count) => count ?? list.length);
    return list;
  });
  const list = services.data ?? [];
  const actions = useServiceActions(list, services.reload);
  const [form, setForm] = useState<{ service: Service | null } | null>(null);

  useEffect(() => {
    if (services.error !== undefined)
      toast(errorToast(errorMessage(services.error, 'Failed to fetch services')));
  }, [services.error, toast]);

  const openNew = () => setForm({ service: null });
  const firstVisit = initialCount === 0;
  // One way to add a service at a time: the welcome card's on a first visit, the empty
  // list's once all are gone, the header's beside a list (SPEC §2.13).
  const welcome = firstVisit && list.length === 0;

  return (
    <>
      <PageHeader
        title="Services"
        subtitle="Manage your lawn care services and pricing with different frequencies"
        actions={list.length > 0 && <Button onClick={openNew}>Add Service</Button>}
      />
      {services.loading && !services.data && <Loading label="Loading services" />}
      {!services.data && services.error !== undefined && !services.loading && (
        <Card>
          <EmptyState
            title="Services could not be loaded"
            action={<Button onClick={() => void services.reload()}>Try Again</Button>}
          />
        </Card>
      )}
      {services.data && (
        <div className="stack">
          {welcome && <GettingStartedCard onAdd={openNew} />}
          {firstVisit && list.length === 1 && <AllSetCard />}
          {!welcome && (
            <Card aria-labelledby="your-services-title">
              <CardHeader titleId="your-services-title" title="Your Services" />
              {list.length === 0 ? (
                <EmptyState
                  level={3}
                  icon={<Icon name="leaf" size={36} />}
                  title="No Services"
                  description="Add a service with its prices to start quoting."
                  action={<Button onClick={openNew}>Add a Service</Button>}
                />
              ) : (
                <ul className="service-list grid-auto list-reset">
                  {list.map((service) => (
                    <ServiceCard
                      key={service.id}
                      service={service}
                      onEdit={() => setForm({ service })}
                      onDelete={() => void actions.remove(service)}
                      onSetActive={(isActive) => void actions.setActive(service, isActive)}
                    />
                  ))}
                </ul>
              )}
            </Card>
          )}
          <ReviewThresholdCard />
        </div>
      )}
      {form && (
        <ServiceFormDialog
          service={form.service}
          onClose={() => setForm(null)}
          onSubmit={(values) => actions.save(form.service, values)}
        />
      )}
    </>
  );
}
