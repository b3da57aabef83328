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

/** The message the /embed page posts to its parent with its content height. */
export const EMBED_HEIGHT_MESSAGE = 'yardstick:embed-height';

/**
 * The auto-resizing embed: SPEC's iframe (800 px tall, which stays if scripts are off) and a
 * small script for the host page that sets the frame's height from the frame's messages. It
 * takes messages only from the app's origin and only from an iframe on the page.
 */
export function embedAutoResizeCode(target: EmbedTarget): string {
  const origin = target.origin.replace(/\/+$/, '');
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
