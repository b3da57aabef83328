import type { MessagePort } from 'node:worker_threads';
import type { ParserOptions } from '@electric-sql/pglite';
import type { PgliteClient, PgliteStatements } from './pgliteClient.ts';
import {
  toThreadError,
  type PgliteRequest,
  type PgliteThreadEvent,
  type ThreadQueryOptions,
} from './pgliteThreadMessages.ts';

/** The side of a MessagePort this needs; the worker's parentPort is one too. */
export type Port = Pick<MessagePort, 'on' | 'postMessage'>;

interface OpenTransaction {
  tx: PgliteStatements;
  commit(): void;
  rollback(error: Error): void;
  /** Settles when PGlite has committed or rolled back. */
  done: Promise<void>;
  /** Rejects when the transaction fails on its own (the fail-stop refused it): never resolves. */
  failed: Promise<never>;
  settled: boolean;
}

class RolledBack extends Error {}

const asText = (value: string) => value;

function queryOptions({ rowMode, textTypes }: ThreadQueryOptions) {
  const parsers: ParserOptions = {};
  for (const type of textTypes ?? []) parsers[type] = asText;
  return { rowMode, parsers };
}

/**
 * Answers the main thread's requests with the client, which lives on this thread. A
 * transaction stays open here, between the main thread's `begin` and `end`, and PGlite runs
 * it alone: other requests wait for it, as they would on one thread.
 */
export function servePglite(client: PgliteClient, port: Port, onClose: () => void): void {
  const transactions = new Map<number, OpenTransaction>();
  let nextTx = 1;
  const send = (event: PgliteThreadEvent) => port.postMessage(event);

  const statementsFor = (
    tx: number | undefined,
  ): PgliteStatements & { failed?: Promise<never> } => {
    if (tx === undefined) return client;
    const open = transactions.get(tx);
    if (!open) throw new Error(`Transaction ${tx} is over`);
    return { ...open.tx, failed: open.failed };
  };
  const inTransaction = <T>(statements: { failed?: Promise<never> }, work: Promise<T>) =>
    statements.failed ? Promise.race([work, statements.failed]) : work;

  const begin = () =>
    new Promise<number>((started, refused) => {
      const id = nextTx++;
      const done = client.transaction(
        (tx) =>
          new Promise<void>((commit, rollback) => {
            const failed = done.then(() => new Promise<never>(() => undefined));
            failed.catch(() => undefined);
            const open: OpenTransaction = { tx, commit, rollback, done, failed, settled: false };
            void done.finally(() => (open.settled = true)).catch(() => undefined);
            transactions.set(id, open);
            started(id);
          }),
      );
      done.catch(refused);
    });

  const end = async (id: number, commit: boolean) => {
    const open = transactions.get(id);
    if (!open) throw new Error(`Transaction ${id} is over`);
    transactions.delete(id);
    // A transaction the fail-stop ended must never reach PGlite again, not even as ROLLBACK.
    if (!open.settled) {
      if (commit) open.commit();
      else open.rollback(new RolledBack());
    }
    await open.done.catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
  };

  const handlers: {
    [Op in PgliteRequest['op']]: (request: Extract<PgliteRequest, { op: Op }>) => Promise<unknown>;
  } = {
    query: async ({ sql, params, options, tx }) => {
      const statements = statementsFor(tx);
      return inTransaction(statements, statements.query(sql, params, queryOptions(options)));
    },
    exec: async ({ sql, tx }) => {
      const statements = statementsFor(tx);
      return inTransaction(statements, statements.exec(sql));
    },
    begin,
    end: ({ tx, commit }) => end(tx, commit),
    listen: async ({ channel }) => {
      await client.listen(channel, (payload) => send({ type: 'notify', channel, payload }));
    },
    close: async () => {
      await client.close();
      onClose();
    },
  };

  port.on('message', ({ id, request }: { id: number; request: PgliteRequest }) => {
    const handle = handlers[request.op] as (request: PgliteRequest) => Promise<unknown>;
    handle(request).then(
      (value) => send({ type: 'reply', id, value }),
      (error: unknown) => send({ type: 'refusal', id, error: toThreadError(error) }),
    );
  });
}
