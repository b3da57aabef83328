/** The embed code an owner copies from the account page (SPEC §4.7). */

export const EMBED_IFRAME_HEIGHT = 800;

export interface EmbedTarget {
  /** Where the app is served, e.g. 'https://app.example.com'. */
  origin: string;
  apiKey: string;
  companyName?: string | null;
}

/** The /embed page URL; companyName is optional. */
export function embedUrl(target: EmbedTarget): string {
  const origin = target.origin.replace(/\/+$/, '');
  const query = [`apiKey=${encodeURIComponent(target.apiKey)}`];
  if (target.companyName) query.push(`companyName=${encodeURIComponent(target.companyName)}`);
  return `${origin}/embed?${query.join('&')}`;
}

export function embedIframeCode(target: EmbedTarget): string {
  return `<iframe src="${embedUrl(target)}" width="100%" height="${EMBED_IFRAME_HEIGHT}" frameborder="0" allow="geolocation"></iframe>`;
}
