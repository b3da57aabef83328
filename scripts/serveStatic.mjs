// A tiny static file server for the third-party example pages (`pnpm examples`, end-to-end tests).
// Usage: node scripts/serveStatic.mjs [folder] [port] [api origin]
// The pages name http://localhost:3000 as the Yardstick server, as a pasted snippet names its
// server; they are served with the running server's origin in its place. Without arguments
// that origin is the server's own default: PUBLIC_URL, else http://localhost:PORT (3000), and
// the pages are served on the next port, another origin as on a real third-party site.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';

const serverPort = Number(process.env.PORT ?? 3000);
const [
  folder = 'examples',
  portText = process.env.EXAMPLES_PORT ?? String(serverPort + 1),
  apiOrigin = (process.env.PUBLIC_URL ?? `http://localhost:${serverPort}`).replace(/\/+$/, ''),
] = process.argv.slice(2);
const SNIPPET_ORIGIN = 'http://localhost:3000';
const root = resolve(folder);
const types = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css' };

/** Answers one request; a malformed path is a 400, a missing file a 404, never a crash. */
async function serve(req, res) {
  let path;
  try {
    path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
  } catch {
    res.writeHead(400).end('bad path');
    return;
  }
  const file = resolve(join(root, path === '/' ? 'index.html' : path));
  if (!file.startsWith(root)) {
    res.writeHead(403).end();
    return;
  }
  try {
    let body = await readFile(file);
    if (extname(file) === '.html') {
      body = Buffer.from(body.toString('utf8').replaceAll(SNIPPET_ORIGIN, apiOrigin));
    }
    res
      .writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' })
      .end(body);
  } catch {
    res.writeHead(404).end('not found');
  }
}

createServer((req, res) => {
  void serve(req, res);
}).listen(Number(portText), '127.0.0.1', () => {
  const pages = `http://localhost:${portText}`;
  console.log(`Example pages on ${pages}/script-tag.html (also iframe, lazy, strict-csp),`);
  console.log(`using the Yardstick server at ${apiOrigin}.`);
});
