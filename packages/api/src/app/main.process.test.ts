import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { preparedDataDir } from '../testing/preparedDataDir.ts';
import { freePort } from '../testing/freePort.ts';
import { serverCommand } from '../testing/serverProcess.ts';

const MAIN = new URL('./main.ts', import.meta.url).pathname;

/** Starts the real server as `pnpm start` does and collects what it prints until it exits. */
async function startServer(env: Record<string, string>) {
  const child = spawn(...serverCommand(), {
    cwd: dirname(MAIN),
    env: { PATH: process.env.PATH ?? '', PORT: '0', DEMO: 'false', LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, stderr };
}

/** Starts the server with the demo on, and stops it once `until` holds for its output (or it exits). */
async function startDemoServer(
  port: number,
  until: (stdout: string) => boolean,
  dataDir = mkdtempSync(join(tmpdir(), 'yardstick-main-')),
  env: Record<string, string> = {},
) {
  const child = spawn(...serverCommand(), {
    cwd: dirname(MAIN),
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      DEMO: 'true',
      LOG_LEVEL: 'info',
      DATA_DIR: dataDir,
      ...env,
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
  }, 180_000);
});

/** A DISK_RESERVE_MB above the free space stands for a disk too full for a database. */
const RESERVE_ABOVE_FREE_SPACE = { DISK_RESERVE_MB: '1000000' };

describe('a first start on a disk with less free space than DISK_RESERVE_MB', () => {
  it('says so in one sentence, before it paints the demo region or creates the database, and exits with status 1', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'yardstick-main-'));
    const { code, stderr } = await startServer({ DATA_DIR: dataDir, ...RESERVE_ABOVE_FREE_SPACE });
    expect(code).toBe(1);
    const lines = stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      new RegExp(
        `^The disk holding the data directory ${dataDir} has \\d+ MB free, less than the 1000000 MB ` +
          'the embedded database keeps in reserve \\(DISK_RESERVE_MB\\): free some space there, ' +
          'or point DATA_DIR at a larger disk\\.$',
      ),
    );
    expect(readdirSync(dataDir)).not.toContain('demo-region');
    expect(readdirSync(dataDir)).not.toContain('pglite');
  }, 180_000);
});

/**
 * Started with the demo, as `pnpm start` does on a fresh clone. The tests run in order on one
 * DATA_DIR: its first start paints the demo region and creates the database, which the next
 * ones find (painting and creating take seconds each).
 */
describe('a demo server on a fresh DATA_DIR', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'yardstick-main-'));
  const listening = (out: string) => out.includes('is listening on port');

  it('makes the demo region and the database there, says so, and prints the demo owner’s sign-in in a frame once it listens', async () => {
    const port = await freePort();
    const { stdout } = await startDemoServer(
      port,
      (out) => /Password: .*\n(.*\n)*\+-+\+/.test(out),
      dataDir,
    );
    expect(stdout).toContain('Demo region generated');
    expect(stdout).toContain('Creating the embedded database');
    const [folder] = readdirSync(join(dataDir, 'demo-region'));
    expect(readdirSync(join(dataDir, 'demo-region', folder ?? '')).sort()).toEqual([
      'pixels.bin',
      'region.json',
      'truth.bin',
    ]);
    const password = /Password: {2}([\w-]{16}) /.exec(stdout)?.[1];
    expect(password).toBeDefined();
    expect(stdout).toContain(`Sign in at http://localhost:${port}/login`);
    expect(stdout.indexOf('Password:')).toBeGreaterThan(stdout.indexOf('is listening on port'));
    // 12 s alone; beside the full run's other steps it has taken 200–330 s: the limit only
    // tells a hung start from a slow one.
  }, 900_000);

  it('finds them there on the next start, even on a disk below the reserve, where it serves with writes refused and says so', async () => {
    const second = await startDemoServer(
      await freePort(),
      listening,
      dataDir,
      RESERVE_ABOVE_FREE_SPACE,
    );
    expect(second.stdout).toContain('Demo region found');
    expect(second.stdout).not.toContain('Demo region generated');
    expect(second.stdout).not.toContain('Creating the embedded database');
    expect(second.stdout).toContain(
      'The database directory cannot take writes (the disk is full): writes answer 503 and reads go on until it can',
    );
    expect(second.code).toBe(0);
  }, 180_000);

  it('stops with status 0 on a SIGTERM that comes while it prepares the start, and starts no server process', async () => {
    const { code, stdout } = await startDemoServer(
      await freePort(),
      (out) => out.includes('Demo region found'),
      dataDir,
    );
    expect(code).toBe(0);
    expect(stdout).not.toContain('is listening on port');
    expect(stdout.trim().split('\n').at(-1)).toContain('"msg":"Stopped"');
  }, 180_000);

  it('stops with status 0 on a SIGTERM that comes while its server process still starts', async () => {
    const { code, stdout } = await startDemoServer(
      await freePort(),
      (out) => out.includes('Analysis providers ready'),
      dataDir,
    );
    expect(code).toBe(0);
    expect(stdout.trim().split('\n').at(-1)).toContain('"msg":"Stopped"');
  }, 180_000);

  it('prints no sign-in from a start that fails on a busy port, though it made the demo owner', async () => {
    // A database of its own, without owners, so this start creates the demo owner and its
    // password.
    const fresh = await preparedDataDir('yardstick-main-');
    const busy = createServer().listen(0);
    await once(busy, 'listening');
    try {
      const { port } = busy.address() as AddressInfo;
      const { code, stdout } = await startDemoServer(port, () => false, fresh);
      expect(stdout).toContain('Demo region found');
      expect(code).toBe(1);
      expect(stdout).not.toContain('Password');
    } finally {
      busy.close();
    }
  }, 180_000);
});
