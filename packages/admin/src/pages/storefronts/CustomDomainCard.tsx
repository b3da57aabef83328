import { errorMessage } from '@yardstick/core/client';
import type { CustomDomainCheck, Storefront } from '@yardstick/core/schemas/storefronts';
import { useAsyncData } from '../../hooks/useAsyncData.ts';
import { Badge, type BadgeTone } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { Card, CardHeader } from '../../ui/Card.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { Loading } from '../../ui/Spinner.tsx';
import { checkCustomDomain } from './storefrontsApi.ts';

const STATUS_BADGES: Record<CustomDomainCheck['status'], { label: string; tone: BadgeTone }> = {
  not_set: { label: 'Not set', tone: 'gray' },
  waiting: { label: 'Waiting for DNS', tone: 'yellow' },
  elsewhere: { label: 'Pointing elsewhere', tone: 'red' },
  connected: { label: 'Connected', tone: 'green' },
};

/** What the check found, in a sentence the owner can act on. */
function statusSentence(check: CustomDomainCheck): string {
  const { customDomain, record, pointsTo } = check;
  if (!customDomain || !record) {
    return 'Enter a custom domain under Basic Information and update your storefront to get the DNS record to create.';
  }
  switch (check.status) {
    case 'connected':
      return `${customDomain} points to ${record.value}: homeowners can reach your storefront there.`;
    case 'elsewhere':
      return `${customDomain} points to ${pointsTo.join(', ')}, not to ${record.value}. Change its record at your DNS provider to the CNAME above.`;
    default:
      return `${customDomain} has no DNS record yet. Create the CNAME above at your DNS provider; it can take from a few minutes to 48 hours to show.`;
  }
}

/** The CNAME record the owner's custom domain needs, and whether DNS answers with it yet. */
export function CustomDomainCard({ storefront }: { storefront: Storefront }) {
  const check = useAsyncData(() => checkCustomDomain(storefront.id));
  const result = check.data;
  const badge = result && STATUS_BADGES[result.status];

  return (
    <Card aria-labelledby="custom-domain-title" aria-busy={check.loading}>
      <CardHeader
        titleId="custom-domain-title"
        title="Custom Domain"
        description="Serve your storefront on your own domain, such as quotes.yourcompany.com."
        actions={badge && <Badge tone={badge.tone}>{badge.label}</Badge>}
      />
      {check.loading && !result && <Loading label="Checking DNS" />}
      {result?.record && (
        <>
          <p className="small" style={{ marginTop: 0 }}>
            Create this record at the company where your domain&apos;s DNS is managed:
          </p>
          <dl className="dns-record" aria-label="DNS record to create">
            <div>
              <dt>Type</dt>
              <dd>{result.record.type}</dd>
            </div>
            <div>
              <dt>Host (name)</dt>
              <dd className="break-anywhere">
                {result.record.host}
                <span className="small muted"> in {result.record.zone}</span>
              </dd>
            </div>
            <div>
              <dt>Value (points to)</dt>
              <dd className="break-anywhere">{result.record.value}</dd>
            </div>
          </dl>
        </>
      )}
      {result && (
        <p className="small" role="status" style={{ marginBottom: 0 }}>
          {statusSentence(result)}
        </p>
      )}
      {result?.record && (
        <p className="small muted" style={{ marginBottom: 0 }}>
          The check looks at DNS only. For https://{result.customDomain}, the server needs a
          certificate for that name too: ask whoever runs your Yardstick server to add it.
        </p>
      )}
      {check.error !== undefined && !check.loading && (
        <Notice tone="danger" role="alert">
          {errorMessage(check.error, 'Failed to check DNS')}
        </Notice>
      )}
      {storefront.customDomain && (
        <div className="row" style={{ marginTop: 16 }}>
          <Button variant="secondary" loading={check.loading} onClick={() => void check.reload()}>
            {check.loading ? 'Checking...' : 'Check DNS'}
          </Button>
          {result && !check.loading && (
            <span className="small muted">
              Last checked {new Date(result.checkedAt).toLocaleTimeString()}
            </span>
          )}
        </div>
      )}
    </Card>
  );
}
