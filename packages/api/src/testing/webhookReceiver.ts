import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** How the receiver answers the next request: a status, a redirect, or silence. */
export type ReceiverReply = { status: number } | { redirectTo: string } | { hang: true };

export interface WebhookReceiver {
  /** http://localhost:<port> */
  readonly origin: string;
  readonly received: ReceivedWebhook[];
  /**
   * Replies used in turn for the next requests to `path`; after them every request gets 200.
   * Kept per path so a retry left over from another test cannot take a reply meant for this one.
   */
  replyAt(path: string, ...replies: ReceiverReply[]): void;
  close(): Promise<void>;
}

/** A real HTTP server on the loopback that records every webhook POSTed to it. */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const replies = new Map<string, ReceiverReply[]>();
  const hanging = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '';
      received.push({
        path,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const reply = replies.get(path)?.shift() ?? { status: 200 };
      if ('hang' in reply) {
        hanging.add(res);
        return;
      }
      if ('redirectTo' in reply) {
        res.writeHead(302, { Location: reply.redirectTo }).end();
        return;
      }
      res.writeHead(reply.status, { 'Content-Type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://localhost:${port}`,
    received,
    replyAt: (path, ...next) => {
      replies.set(path, next);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
