/** The embed code an owner copies from the account page (SPEC §4.7): script tag, iframe, React. */

export const EMBED_IFRAME_HEIGHT = 800;

export interface EmbedTarget {
  /** Where the app is served, e.g. 'https://app.example.com'. */
  origin: string;
  apiKey: string;
  companyName?: string | null;
}

/** The /embed page URL; companyName is optional. */
export function embedUrl(target: EmbedTarget): string {
  const origin = withoutTrailingSlash(target.origin);
  const query = [`apiKey=${encodeURIComponent(target.apiKey)}`];
  if (target.companyName) query.push(`companyName=${encodeURIComponent(target.companyName)}`);
  return `${origin}/embed?${query.join('&')}`;
}

export function embedIframeCode(target: EmbedTarget): string {
  return `<iframe src="${embedUrl(target)}" width="100%" height="${EMBED_IFRAME_HEIGHT}" frameborder="0" allow="geolocation"></iframe>`;
}

/** The message the /embed page posts to its parent with its content height. */
export const EMBED_HEIGHT_MESSAGE = 'yardstick:embed-height';

/**
 * The auto-resizing embed: SPEC's iframe (800 px tall, which stays if scripts are off) and a
 * small script for the host page that sets the frame's height from the frame's messages. It
 * takes messages only from the app's origin and only from an iframe on the page.
 */
export function embedAutoResizeCode(target: EmbedTarget): string {
  const origin = withoutTrailingSlash(target.origin);
  const script = [
    '(function () {',
    `  var origin = ${JSON.stringify(origin)};`,
    "  window.addEventListener('message', function (event) {",
    '    if (event.origin !== origin) return;',
    '    var data = event.data;',
    `    if (!data || data.type !== ${JSON.stringify(EMBED_HEIGHT_MESSAGE)} || typeof data.height !== 'number') return;`,
    "    var frames = document.getElementsByTagName('iframe');",
    '    for (var i = 0; i < frames.length; i++) {',
    '      if (frames[i].contentWindow === event.source) {',
    "        frames[i].style.height = Math.max(200, Math.ceil(data.height)) + 'px';",
    "        frames[i].setAttribute('scrolling', 'no');",
    '      }',
    '    }',
    '  });',
    '})();',
  ].join('\n');
  return `${embedIframeCode(target)}\n<script>\n${script}\n</script>`;
}

/** The CDN loader's latest-1.x URL (immutable exact versions are listed in the widget README). */
export const WIDGET_SCRIPT_PATH = '/widget/v1/yardstick.js';

/** The npm package's name, as sites import it. */
export const WIDGET_PACKAGE = '@yardstick/widget';

/**
 * Where the server serves the packed npm package of `version` (as `pnpm pack` names it), under
 * its major version like the loader: installable from the server itself, no registry needed.
 */
export function widgetTarballPath(version: string): string {
  const major = version.split('.')[0] ?? version;
  return `/widget/v${major}/yardstick-widget-${version}.tgz`;
}

/** The line that installs the npm package from the server at `origin`. */
export function widgetInstallCommand(origin: string, version: string): string {
  return `npm install ${withoutTrailingSlash(origin)}${widgetTarballPath(version)}`;
}

function withoutTrailingSlash(origin: string): string {
  return origin.replace(/\/+$/, '');
}

function htmlAttribute(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

/** A JSX attribute value: a plain string where it can be, else a JS string literal. */
function jsxAttribute(value: string): string {
  return /["&{}<>\\]/.test(value) ? `{${JSON.stringify(value)}}` : `"${value}"`;
}

/** The loader script and the element, for any HTML page (the recommended embed). */
export function embedScriptCode(target: EmbedTarget): string {
  const origin = withoutTrailingSlash(target.origin);
  const attributes = [`api-key="${htmlAttribute(target.apiKey)}"`];
  if (target.companyName) attributes.push(`company-name="${htmlAttribute(target.companyName)}"`);
  return [
    `<script async src="${origin}${WIDGET_SCRIPT_PATH}"></script>`,
    `<yardstick-estimator ${attributes.join(' ')}></yardstick-estimator>`,
  ].join('\n');
}

/** A React component file using the npm package, after widgetInstallCommand's line. */
export function embedReactCode(target: EmbedTarget): string {
  const props = [
    `apiKey=${jsxAttribute(target.apiKey)}`,
    `apiBase=${jsxAttribute(withoutTrailingSlash(target.origin))}`,
  ];
  if (target.companyName) props.push(`companyName=${jsxAttribute(target.companyName)}`);
  return [
    `import { YardstickEstimator } from '${WIDGET_PACKAGE}/react';`,
    '',
    'export function InstantQuote() {',
    '  return (',
    '    <YardstickEstimator',
    ...props.map((prop) => `      ${prop}`),
    "      onQuoteAccepted={(quote) => console.log('Quote accepted', quote.id)}",
    '    />',
    '  );',
    '}',
  ].join('\n');
}
