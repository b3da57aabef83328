import { normalizeHost } from './resolveHost.ts';

/** The server writes the main product host into index.html under this name. */
export const MAIN_HOST_META_NAME = 'yardstick-main-host';
const FALLBACK_MAIN_HOST = 'localhost';

export interface MainSite {
  /** Host name only, lower case, no port. */
  host: string;
  /** `/` of the main site, e.g. `http://localhost:3000/`. */
  url: string;
}

type PageLocation = Pick<Location, 'protocol' | 'port'>;

export function readMainHostMeta(doc: Document): string {
  const content = doc.querySelector(`meta[name="${MAIN_HOST_META_NAME}"]`)?.getAttribute('content');
  return content?.trim() || FALLBACK_MAIN_HOST;
}

/**
 * Accepts a bare host (`example.com`), a host with port (`localhost:3000`) or a whole URL
 * (`https://example.com`), since the server may inject its PUBLIC_URL either way.
 * A bare host keeps the page's own protocol and port, so dev servers on :3000 link back right.
 */
export function mainSiteFrom(metaContent: string, location: PageLocation): MainSite {
  const hasScheme = metaContent.includes('://');
  const url = parseUrl(hasScheme ? metaContent : `${location.protocol}//${metaContent}`);
  if (url === null) return mainSiteFrom(FALLBACK_MAIN_HOST, location);

  const port = hasScheme ? url.port : url.port || location.port;
  const host = normalizeHost(url.hostname);
  return { host, url: `${url.protocol}//${host}${port ? `:${port}` : ''}/` };
}

function parseUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}
