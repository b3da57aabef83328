import { resolveHost, type HostTarget } from './resolveHost.ts';
import { mainSiteFrom } from './mainSite.ts';

type PageLocation = Pick<Location, 'hostname' | 'protocol' | 'port' | 'href'>;

export type Startup =
  | { kind: 'redirect'; url: string }
  | { kind: 'render'; target: HostTarget; mainSiteUrl: string };

/**
 * What to do when the page opens. A main-site host redirects, except when the redirect would
 * land on this very page (a misrouted server), which would loop forever.
 */
export function decideStartup(location: PageLocation, mainHostMeta: string): Startup {
  const mainSite = mainSiteFrom(mainHostMeta, location);
  const target = resolveHost(location.hostname, mainSite.host);
  if (target.kind === 'main-site' && mainSite.url !== location.href) {
    return { kind: 'redirect', url: mainSite.url };
  }
  return { kind: 'render', target, mainSiteUrl: mainSite.url };
}
