// A tiny static file server for the third-party example pages in end-to-end tests.
// Usage: node scripts/serveStatic.mjs <folder> <port> [api origin]
// The pages name http://localhost:3000 as the Yardstick server; a given api origin replaces it.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';

const [folder = 'examples', portText = '4311', apiOrigin] = process.argv.slice(2);
const root = resolve(folder);
const types = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css' };

createServer(async (req, res) => {
  const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
  const file = resolve(join(root, path === '/' ? 'index.html' : path));
  if (!file.startsWith(root)) {
    res.writeHead(403).end();
    return;
  }
  try {
    let body = await readFile(file);
    if (apiOrigin && extname(file) === '.html') {
      body = Buffer.from(body.toString('utf8').replaceAll('http://localhost:3000', apiOrigin));
    }
    res
      .writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' })
      .end(body);
  } catch {
    res.writeHead(404).end('not found');
  }
}).listen(Number(portText), '127.0.0.1');
