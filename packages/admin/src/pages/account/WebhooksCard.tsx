import { useState } from 'react';
import { errorMessage } from '@yardstick/core/client';
import { formatDateTime } from '@yardstick/core/format';
import type { CreatedWebhookEndpoint } from '@yardstick/core/schemas/webhooks';
import { fieldRefusalOrToast } from '../../forms/fieldRefusalOrToast.ts';
import { useSubmit } from '../../forms/useSubmit.ts';
import { useAsyncData } from '../../hooks/useAsyncData.ts';
import { Button } from '../../ui/Button.tsx';
import { Card, CardHeader } from '../../ui/Card.tsx';
import { useConfirm } from '../../ui/confirmContext.ts';
import { InputField } from '../../ui/Field.tsx';
import { Loading } from '../../ui/Spinner.tsx';
import { errorToast, useToast } from '../../ui/toastContext.ts';
import { WebhookDeliveries } from './WebhookDeliveries.tsx';
import { addWebhookEndpoint, deleteWebhookEndpoint, listWebhookEndpoints } from './webhooksApi.ts';

/** The owner's webhook endpoints: add one (its secret shown once), see deliveries, delete. */
export function WebhooksCard() {
  const toast = useToast();
  const confirm = useConfirm();
  const endpoints = useAsyncData(listWebhookEndpoints);
  const [url, setUrl] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [created, setCreated] = useState<CreatedWebhookEndpoint>();
  const [openId, setOpenId] = useState<string>();

  const add = useSubmit(
    async (endpointUrl: string) => {
      setFieldError(undefined);
      const endpoint = await addWebhookEndpoint(endpointUrl);
      setCreated(endpoint);
      setUrl('');
      await endpoints.reload();
    },
    {
      failed: fieldRefusalOrToast('The endpoint could not be added.', {
        field: setFieldError,
        toast: (message) => toast(errorToast(message)),
      }),
    },
  );

  async function remove(id: string, endpointUrl: string) {
    const yes = await confirm({
      title: 'Delete this endpoint?',
      message: `${endpointUrl} will get no more events, and its delivery history is deleted.`,
      confirmLabel: 'Delete Endpoint',
      destructive: true,
    });
    if (!yes) return;
    try {
      await deleteWebhookEndpoint(id);
      if (created?.id === id) setCreated(undefined);
      toast({ title: 'Deleted', description: 'Webhook endpoint deleted' });
      await endpoints.reload();
    } catch (error) {
      toast(errorToast(errorMessage(error, 'The endpoint could not be deleted.')));
    }
  }

  return (
    <Card aria-labelledby="webhooks-title">
      <CardHeader
        titleId="webhooks-title"
        title="Webhooks"
        description="Send every accepted quote and each change to your own systems (a CRM, Zapier, your server). Each request is signed."
      />
      <form className="stack" onSubmit={add.onSubmit(() => url)} noValidate>
        <InputField
          label="Endpoint URL"
          type="url"
          placeholder="https://example.com/hooks/yardstick"
          value={url}
          error={fieldError}
          onChange={(event) => setUrl(event.target.value)}
        />
        <div className="row">
          <Button type="submit" size="sm" loading={add.pending} disabled={url.trim() === ''}>
            Add Endpoint
          </Button>
        </div>
      </form>
      {created && <SecretOnce endpoint={created} onDone={() => setCreated(undefined)} />}
      <div className="recent-mail">
        <h3 className="recent-mail__title">Endpoints</h3>
        {endpoints.loading && !endpoints.data && <Loading label="Loading endpoints" />}
        {endpoints.error !== undefined && !endpoints.data && (
          <p className="muted small">Endpoints could not be loaded.</p>
        )}
        {endpoints.data?.length === 0 && <p className="muted small">No endpoints yet.</p>}
        {endpoints.data && endpoints.data.length > 0 && (
          <ul className="recent-mail__list">
            {endpoints.data.map((endpoint) => {
              const open = openId === endpoint.id;
              return (
                <li key={endpoint.id} className="webhook-endpoint">
                  <div className="break-anywhere webhook-endpoint__url">{endpoint.url}</div>
                  <div className="muted recent-mail__meta">
                    Added {formatDateTime(endpoint.createdAt)}
                  </div>
                  <div className="row">
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-expanded={open}
                      aria-label={`${open ? 'Hide' : 'Show'} deliveries to ${endpoint.url}`}
                      onClick={() => setOpenId(open ? undefined : endpoint.id)}
                    >
                      {open ? 'Hide Deliveries' : 'Deliveries'}
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Delete ${endpoint.url}`}
                      onClick={() => void remove(endpoint.id, endpoint.url)}
                    >
                      Delete
                    </Button>
                  </div>
                  {open && <WebhookDeliveries endpointId={endpoint.id} />}
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </Card>
  );
}

/** The new endpoint's signing secret, with a copy button; it is not shown again. */
function SecretOnce({
  endpoint,
  onDone,
}: {
  endpoint: CreatedWebhookEndpoint;
  onDone: () => void;
}) {
  const toast = useToast();
  async function copy() {
    try {
      await navigator.clipboard.writeText(endpoint.secret);
      toast({ title: 'Copied!', description: 'The signing secret is on your clipboard.' });
    } catch {
      toast(errorToast('Unable to copy to clipboard. Please select the secret and copy it.'));
    }
  }
  return (
    <div className="webhook-secret stack" role="region" aria-label="New endpoint secret">
      <InputField
        label="Signing secret"
        readOnly
        value={endpoint.secret}
        hint="Copy it now and keep it with your receiver: it will not be shown again."
        onFocus={(event) => event.target.select()}
      />
      <div className="row">
        <Button size="sm" onClick={() => void copy()}>
          Copy Secret
        </Button>
        <Button size="sm" variant="ghost" onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
}
