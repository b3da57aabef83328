import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './freePort.ts';
import { preparedDataDir } from './preparedDataDir.ts';
import { startServerProcess, type ServerProcess } from './serverProcess.ts';

const BIN = '/usr/lib/postgresql/15/bin';

export interface ThrowawayPostgres {
  readonly url: string;
  stop(): void;
  start(): void;
  destroy(): void;
}

/** Whether this machine has the PostgreSQL 15 programs a throwaway cluster is made with. */
export function canRunThrowawayPostgres(): boolean {
  return existsSync(join(BIN, 'initdb'));
}

/** PostgreSQL refuses to run as root: as root, the cluster belongs to the postgres user. */
function run(command: string, args: string[]): void {
  const asRoot = process.getuid?.() === 0;
  const [file, argv] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', join(BIN, command), ...args]]
    : [join(BIN, command), args];
  execFileSync(file, argv, { stdio: 'pipe' });
}

/** A PostgreSQL 15 cluster of our own in a temp dir, which a test may stop and start again. */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'yardstick-pg-'));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  const port = await freePort();
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync']);
  const start = () =>
    run('pg_ctl', [
      '-D',
      data,
      '-l',
      join(dir, 'log'),
      '-o',
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
      '-w',
      'start',
    ]);
  const stop = () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    destroy: () => {
      try {
        stop();
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface ServerOnThrowawayPostgres {
  postgres: ThrowawayPostgres;
  server: ServerProcess;
  /** Stops the server, then removes the cluster and the server's DATA_DIR. */
  dispose(): Promise<void>;
}

/** `pnpm start` (startServerProcess) on a throwaway cluster of its own, with `env` besides. */
export async function startServerOnThrowawayPostgres(
  env: Record<string, string>,
): Promise<ServerOnThrowawayPostgres> {
  const postgres = await startThrowawayPostgres();
  const dataDir = await preparedDataDir('yardstick-on-pg-', { embeddedDatabase: false });
  const removeBoth = () => {
    postgres.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const server = await startServerProcess(dataDir, { DATABASE_URL: postgres.url, ...env });
    return {
      postgres,
      server,
      dispose: async () => {
        await server.stop();
        removeBoth();
      },
    };
  } catch (error) {
    removeBoth();
    throw error;
  }
}
