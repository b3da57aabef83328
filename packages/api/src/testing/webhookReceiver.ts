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
  /** Replies used in turn for the next requests; after them every request gets 200. */
  replyWith(...replies: ReceiverReply[]): void;
  close(): Promise<void>;
}

/** A real HTTP server on the loopback that records every webhook POSTed to it. */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  let replies: ReceiverReply[] = [];
  const hanging = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const reply = replies.shift() ?? { status: 200 };
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
    replyWith: (...next) => {
      replies = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
