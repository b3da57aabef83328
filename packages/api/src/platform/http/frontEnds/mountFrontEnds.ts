import { join } from 'node:path';
import type { Express, Response } from 'express';
import { REPO_ROOT } from '../../config/config.ts';
import { isMainHost, mainHostNames, mainHostWithPort } from './hosts.ts';
import { spaRouter } from './spa.ts';
import { widgetScriptRouter } from './widgetScript.ts';

export interface FrontEndDirs {
  admin: string;
  storefront: string;
  widgetScript: string;
}

export const BUILT_FRONT_ENDS: FrontEndDirs = {
  admin: join(REPO_ROOT, 'packages/admin/dist'),
  storefront: join(REPO_ROOT, 'packages/storefront/dist'),
  widgetScript: join(REPO_ROOT, 'packages/widget/dist/yardstick.js'),
};

/** /embed is made to be framed by any site (SPEC §2.8); every other owner page refuses framing. */
function allowFramingOfEmbed(path: string, res: Response): void {
  if (path !== '/embed') return;
  res.removeHeader('X-Frame-Options');
  const policy = res.getHeader('Content-Security-Policy');
  if (typeof policy === 'string') {
    res.set(
      'Content-Security-Policy',
      policy.replace(/frame-ancestors [^;]*/, 'frame-ancestors *'),
    );
  }
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * One server, three faces (DESIGN §2): the widget script on every host, the owner app on the
 * main host (localhost or PUBLIC_URL's host, with or without www), a storefront on any other
 * host — a subdomain of the main host or an owner's custom domain.
 */
export function mountFrontEnds(
  app: Express,
  publicUrl: URL,
  dirs: FrontEndDirs = BUILT_FRONT_ENDS,
): void {
  const mainHosts = mainHostNames(publicUrl);
  const admin = spaRouter({ dir: dirs.admin, adjustHeaders: allowFramingOfEmbed });
  const mainHostMeta = `<meta name="yardstick-main-host" content="${escapeAttribute(mainHostWithPort(publicUrl))}" />`;
  const storefront = spaRouter({
    dir: dirs.storefront,
    transformIndex: (html) => html.replace('</head>', `    ${mainHostMeta}\n  </head>`),
  });

  app.use(widgetScriptRouter(dirs.widgetScript));
  app.use((req, res, next) => {
    const face = isMainHost(req.hostname, mainHosts) ? admin : storefront;
    face(req, res, next);
  });
  app.use((_req, res) => {
    res.status(404).json({ error: 'Not found' });
  });
}
