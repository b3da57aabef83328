import type { Express } from 'express';

const PLACEHOLDER_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Yardstick</title></head>
<body><h1>Yardstick</h1><p>The API is running at <code>/api</code>. The web app is not built into this server yet.</p></body></html>`;

/**
 * The seam where the front ends will be served (DESIGN §2): the admin SPA on the main host,
 * the storefront SPA on tenant hosts, the widget script under /widget. Until they are built
 * the main page is a short placeholder and everything else is a JSON 404.
 */
export function mountFrontEnds(app: Express): void {
  app.get('/', (_req, res) => {
    res.type('html').send(PLACEHOLDER_PAGE);
  });
  app.use((_req, res) => {
    res.status(404).json({ error: 'Not found' });
  });
}
