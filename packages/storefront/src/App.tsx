import type { FetchLike } from '@yardstick/core';
import type { HostTarget } from './host/resolveHost.ts';
import type { StorefrontLookup } from './storefront/loadStorefront.ts';
import { useStorefront } from './storefront/useStorefront.ts';
import { LoadingState } from './components/LoadingState.tsx';
import { StatusCard } from './components/StatusCard.tsx';
import { StorefrontPage } from './components/StorefrontPage.tsx';

interface AppProps {
  target: HostTarget;
  mainSiteUrl: string;
  /** Injected in tests; defaults to the global fetch. */
  fetch?: FetchLike;
}

export function App({ target, mainSiteUrl, fetch }: AppProps) {
  switch (target.kind) {
    case 'subdomain':
    case 'custom-domain': {
      const lookup: StorefrontLookup =
        target.kind === 'subdomain'
          ? { subdomain: target.subdomain }
          : { customDomain: target.host };
      return <StorefrontView lookup={lookup} mainSiteUrl={mainSiteUrl} fetch={fetch} />;
    }
    case 'invalid-subdomain':
      return (
        <StatusCard
          title="Invalid subdomain"
          message={`“${target.label}” is not a storefront address.`}
          mainSiteUrl={mainSiteUrl}
        />
      );
    case 'main-site':
      // Only reached when the redirect would have looped: the server sent this app to the main host.
      return <NotFound mainSiteUrl={mainSiteUrl} />;
  }
}

interface StorefrontViewProps {
  lookup: StorefrontLookup;
  mainSiteUrl: string;
  fetch?: FetchLike;
}

function StorefrontView({ lookup, mainSiteUrl, fetch }: StorefrontViewProps) {
  const { state, retry } = useStorefront(lookup, fetch);
  switch (state.status) {
    case 'loading':
      return <LoadingState />;
    case 'not-found':
      return <NotFound mainSiteUrl={mainSiteUrl} />;
    case 'failed':
      return (
        <StatusCard
          title="Failed to load storefront"
          message="Something went wrong while loading this page. Please try again."
          mainSiteUrl={mainSiteUrl}
          actions={
            <button type="button" className="sf-button sf-button--secondary" onClick={retry}>
              Try again
            </button>
          }
        />
      );
    case 'found':
      return <StorefrontPage storefront={state.storefront} />;
  }
}

function NotFound({ mainSiteUrl }: { mainSiteUrl: string }) {
  return (
    <StatusCard
      title="Storefront not found"
      message="There is no storefront at this address. Check the link you were given."
      mainSiteUrl={mainSiteUrl}
    />
  );
}
