import type { Storefront } from '@yardstick/core/schemas/storefronts';
import { Notice } from '../../ui/Notice.tsx';
import { storefrontUrl } from './storefrontForm.ts';

/** 'View Your Storefront' on its subdomain (and custom domain), or a hint to create one. */
export function StorefrontLinks({ storefront }: { storefront: Storefront | null }) {
  if (!storefront) {
    return (
      <Notice tone="info">
        You don&apos;t have a storefront yet. Fill in the details below and publish it to get your
        own branded quote page.
      </Notice>
    );
  }
  const url = storefrontUrl(storefront.subdomain, window.location);
  const customUrl = storefront.customDomain
    ? `${window.location.protocol}//${storefront.customDomain}`
    : null;
  return (
    <Notice tone={storefront.isActive ? 'success' : 'warning'}>
      {storefront.isActive ? (
        <p>Your storefront is live.</p>
      ) : (
        <>
          <p>
            <strong>Your storefront is switched off.</strong> Homeowners who open it see your name,
            logo and contact details, but no instant quotes and no call-back form.
          </p>
          <p>
            To switch it on, tick &ldquo;Storefront is on&rdquo; below and press Update Storefront.
          </p>
        </>
      )}
      <p className="row" style={{ gap: 16 }}>
        <a href={url} target="_blank" rel="noopener noreferrer">
          View Your Storefront ↗
        </a>
        <span className="break-anywhere">{url}</span>
      </p>
      {customUrl && (
        <p>
          Custom domain:{' '}
          <a href={customUrl} target="_blank" rel="noopener noreferrer">
            {storefront.customDomain}
          </a>
        </p>
      )}
    </Notice>
  );
}
