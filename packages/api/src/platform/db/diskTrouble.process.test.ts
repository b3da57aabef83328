import { execFileSync } from 'node:child_process';
import { chmodSync, closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFirstStart } from '../../testing/preparedDataDir.ts';
import { startServerProcess, type ServerProcess } from '../../testing/serverProcess.ts';
import { DATABASE_UNAVAILABLE_MESSAGE } from './errors.ts';

/**
 * The real server on a DATA_DIR that stops taking writes: a real EACCES (the write-ahead log
 * directory made unwritable; as root the server runs as `nobody`, since root writes anyway),
 * and a real ENOSPC (DATA_DIR on a small tmpfs, filled to the last byte) where mounting is
 * allowed, as for root on a CI machine.
 */
const root = mkdtempSync(join(tmpdir(), 'yardstick-disk-'));
const mounted = tryMountTmpfs(root, 160);
const dataDir = join(root, 'data');
const pgWal = join(dataDir, 'pglite', 'pg_wal');
const asNobody = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : undefined;
const WRITES_STOPPED = /cannot take writes/;
const WRITES_RESUMED = /takes writes again/;

function tryMountTmpfs(dir: string, sizeMb: number): boolean {
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeMb}m`, 'tmpfs', dir], {
      stdio: 'ignore',
    });
    return true;
  } catch {
    return false;
  }
}

/** Writes a ballast file until the file system says ENOSPC, and returns that code. */
function fillDisk(path: string): string {
  const fd = openSync(path, 'w');
  try {
    for (const size of [1 << 20, 4096, 1]) {
      const chunk = Buffer.alloc(size, 1);
      try {
        for (;;) writeSync(fd, chunk);
      } catch (error) {
        if (size === 1) return (error as NodeJS.ErrnoException).code ?? '';
      }
    }
    return '';
  } finally {
    closeSync(fd);
  }
}

let server: ServerProcess;
let cookie = '';
let registrations = 0;

const register = () =>
  fetch(`${server.base}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      companyName: 'Disk Test Lawns',
      email: `disk-${(registrations += 1)}@example.test`,
      password: 'correct horse battery staple',
      termsOfUseAccepted: true,
      privacyPolicyAccepted: true,
    }),
  });
const me = () => fetch(`${server.base}/api/me`, { headers: { cookie } });
const page = () =>
  fetch(`${server.base}/login`).then(async (res) => `${res.status} ${await res.text()}`);

/**
 * Writes refused with 503 and a sentence; reads and pages as before; health says the database
 * is down (it refuses writes) without hanging; a quiet process.
 */
async function expectWritesRefusedReadsServed(loginPage: string) {
  const refused = await register();
  expect(refused.status).toBe(503);
  expect(await refused.json()).toEqual({ error: DATABASE_UNAVAILABLE_MESSAGE });
  const read = await me();
  expect(read.status).toBe(200);
  expect(await read.json()).toMatchObject({ email: 'disk-1@example.test' });
  expect(await page()).toBe(loginPage);
  const health = await fetch(`${server.base}/api/health`);
  expect(health.status).toBe(503);
  expect(await health.json()).toMatchObject({ ok: false, db: 'down' });

  // Idle while it waits for the disk: no spinning, and no new log line for every check or write.
  const before = { lines: server.logLines().length };
  for (let i = 0; i < 5; i += 1) expect((await register()).status).toBe(503);
  // CPU over the idle wait alone: each refused sign-up hashes its password first, which is work
  // of the request, not spinning.
  const idleFrom = server.cpuSeconds();
  await new Promise((resolve) => setTimeout(resolve, 2_500));
  expect(server.cpuSeconds() - idleFrom).toBeLessThan(1.25);
  const newLines = server.logLines().slice(before.lines);
  // One access line per refused write, at warning level, and nothing else.
  expect(newLines.filter((line) => !line.req)).toEqual([]);
  const refusals = newLines.filter((line) => line.req?.url === '/api/register');
  expect(refusals.map((line) => line.level)).toEqual([40, 40, 40, 40, 40]);
}

async function expectWritesResumed(times: number) {
  await server.logged(WRITES_RESUMED, times);
  const res = await register();
  expect(res.status).toBe(201);
  // Health follows once writes have gone through again for a few seconds.
  await expect
    .poll(async () => (await fetch(`${server.base}/api/health`)).status, { timeout: 60_000 })
    .toBe(200);
}

beforeAll(async () => {
  execFileSync('mkdir', ['-p', dataDir]);
  // Created and migrated already: what is under test is the disk, not the first start.
  await copyFirstStart(dataDir);
  if (asNobody) execFileSync('chown', ['-R', `${asNobody.uid}:${asNobody.gid}`, dataDir]);
  server = await startServerProcess(
    dataDir,
    { RATE_LIMIT_API_MAX: '100000', RATE_LIMIT_AUTH_MAX: '100000' },
    { user: asNobody },
  );
  const first = await register();
  expect(first.status).toBe(201);
  cookie = (first.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}, 300_000);

afterAll(async () => {
  await server?.stop();
  if (mounted) execFileSync('umount', ['-l', root]);
  rmSync(root, { recursive: true, force: true });
});

describe('a DATA_DIR that stops taking writes (embedded database)', () => {
  it('answers writes 503 while the database directory is not writable (EACCES), and recovers', async () => {
    const loginPage = await page();
    chmodSync(pgWal, 0o500);
    try {
      await server.logged(WRITES_STOPPED, 1);
      const stopped = server.logLines().filter((line) => WRITES_STOPPED.test(line.msg));
      expect(stopped).toHaveLength(1);
      expect(stopped[0]).toMatchObject({ code: 'EACCES', level: 50 });
      await expectWritesRefusedReadsServed(loginPage);
    } finally {
      chmodSync(pgWal, 0o700);
    }
    await expectWritesResumed(1);
  });

  it.runIf(mounted)(
    'answers writes 503 on a full disk (ENOSPC), and recovers when space returns',
    async () => {
      const loginPage = await page();
      const ballast = join(root, 'ballast');
      expect(fillDisk(ballast)).toBe('ENOSPC');
      await server.logged(WRITES_STOPPED, 2);
      expect(server.logLines().filter((line) => line.msg.includes('disk is full'))).toHaveLength(1);
      await expectWritesRefusedReadsServed(loginPage);

      rmSync(ballast);
      await expectWritesResumed(2);
      // The owner confirmed before the outage is still there.
      expect((await me()).status).toBe(200);
    },
    90_000,
  );

  it('stops cleanly on SIGTERM while writes are refused', async () => {
    chmodSync(pgWal, 0o500);
    try {
      await server.logged(WRITES_STOPPED, mounted ? 3 : 2);
      expect(await server.stop()).toBe(0);
      expect(server.logLines().at(-1)?.msg).toBe('Stopped');
      // Through every outage the one server process lived on.
      expect(server.deaths()).toEqual([]);
    } finally {
      chmodSync(pgWal, 0o700);
    }
  });
});
