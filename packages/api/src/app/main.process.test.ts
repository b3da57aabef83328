import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const MAIN = new URL('./main.ts', import.meta.url).pathname;

/** Starts the real server as `pnpm start` does and collects what it prints until it exits. */
async function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: dirname(MAIN),
    env: { PATH: process.env.PATH ?? '', PORT: '0', DEMO: 'false', LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, stderr };
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0);
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

/** Starts the server with the demo on, and stops it once `until` holds for its output (or it exits). */
async function startDemoServer(
  port: number,
  until: (stdout: string) => boolean,
  dataDir = mkdtempSync(join(tmpdir(), 'yardstick-main-')),
) {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: dirname(MAIN),
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      DEMO: 'true',
      LOG_LEVEL: 'info',
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    if (until(stdout)) child.kill('SIGTERM');
  });
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, stdout };
}

describe('the demo owner’s sign-in at start', () => {
  it('is printed in a frame once the server listens', async () => {
    const port = await freePort();
    const { stdout } = await startDemoServer(port, (out) =>
      /Password: .*\n(.*\n)*\+-+\+/.test(out),
    );
    const password = /Password: {2}([\w-]{16}) /.exec(stdout)?.[1];
    expect(password).toBeDefined();
    expect(stdout).toContain(`Sign in at http://localhost:${port}/login`);
    expect(stdout.indexOf('Password:')).toBeGreaterThan(stdout.indexOf('is listening on port'));
  }, 180_000);

  it('is not printed by a start that fails on a busy port', async () => {
    const busy = createServer().listen(0);
    await once(busy, 'listening');
    try {
      const { port } = busy.address() as AddressInfo;
      const { code, stdout } = await startDemoServer(port, () => false);
      expect(code).toBe(1);
      expect(stdout).not.toContain('Password');
    } finally {
      busy.close();
    }
  }, 180_000);
});

describe('starting with a DATA_DIR that cannot be written', () => {
  it('says so in one sentence and exits with status 1', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'yardstick-main-')), 'not-a-directory');
    writeFileSync(file, '');
    const dataDir = join(file, 'data');
    const secrets: Record<string, string>[] = [
      {},
      { JWT_SECRET: 'a-secret-that-is-long-enough-for-hs256-0123456789' },
    ];
    for (const env of secrets) {
      const { code, stderr } = await startServer({ DATA_DIR: dataDir, ...env });
      expect(code).toBe(1);
      expect(stderr.trim().split('\n')).toEqual([
        `The data directory ${dataDir} cannot be written (ENOTDIR). Point DATA_DIR at a directory this user can create and write.`,
      ]);
    }
  }, 60_000);
});

describe('the demo region and the embedded database', () => {
  it('are made in DATA_DIR on the first start, which says so, and found there on the next', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'yardstick-main-'));
    const listening = (out: string) => out.includes('is listening on port');
    const first = await startDemoServer(await freePort(), listening, dataDir);
    expect(first.stdout).toContain('Demo region generated');
    expect(first.stdout).toContain('Creating the embedded database');
    const [folder] = readdirSync(join(dataDir, 'demo-region'));
    expect(readdirSync(join(dataDir, 'demo-region', folder ?? '')).sort()).toEqual([
      'pixels.bin',
      'region.json',
      'truth.bin',
    ]);

    const second = await startDemoServer(await freePort(), listening, dataDir);
    expect(second.stdout).toContain('Demo region found');
    expect(second.stdout).not.toContain('Demo region generated');
    expect(second.stdout).not.toContain('Creating the embedded database');
  }, 360_000);
});
