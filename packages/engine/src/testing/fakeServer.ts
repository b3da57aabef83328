import { createServer, type IncomingHttpHeaders } from 'node:http';

export interface FakeRequest {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface FakeReply {
  status?: number;
  headers?: Record<string, string>;
  /** Sent as application/json. */
  json?: unknown;
  /** Sent as is (malformed JSON, image bytes). */
  body?: string | Buffer;
  /** Answer only after this long (timeouts). */
  delayMs?: number;
}

export type FakeHandler = (request: FakeRequest) => FakeReply | Promise<FakeReply>;

export interface FakeServer {
  baseUrl: string;
  requests: FakeRequest[];
  /** Replaces the handler (a test scripting one scenario). */
  handle(handler: FakeHandler): void;
  close(): Promise<void>;
}

/** A provider stand-in on 127.0.0.1 with a free port: tests never reach the internet. */
export async function startFakeServer(handler: FakeHandler): Promise<FakeServer> {
  let current = handler;
  const requests: FakeRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request: FakeRequest = {
        method: req.method ?? 'GET',
        url: new URL(req.url ?? '/', 'http://127.0.0.1'),
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(request);
      void Promise.resolve(current(request)).then(async (reply) => {
        if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
        if (res.destroyed) return;
        const json = reply.json !== undefined;
        res.writeHead(reply.status ?? 200, {
          ...(json ? { 'content-type': 'application/json' } : {}),
          ...reply.headers,
        });
        res.end(json ? JSON.stringify(reply.json) : reply.body);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('fake server has no TCP port');
  const { port } = address;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    handle: (next) => {
      current = next;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
