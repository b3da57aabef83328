import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../testing/serverProcess.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'yardstick-private-'));
let server: ServerProcess | undefined;

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/**
 * Every file and folder below `dir`, with its permission bits. The server is running: a file
 * listed may be gone by the time it is looked at (the disk check's probe), and is left out.
 */
function modesBelow(dir: string): { path: string; mode: number }[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).flatMap((path) => {
    const stats = statSync(join(dir, path), { throwIfNoEntry: false });
    return stats ? [{ path, mode: stats.mode & 0o777 }] : [];
  });
}

async function eventually<T>(read: () => T | undefined, what: string): Promise<T> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`No ${what} within 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('the files under DATA_DIR', () => {
  it("are readable by the server's user only: the database's folder and the outbox's .eml", async () => {
    server = await startServerProcess(dataDir, { LOG_LEVEL: 'warn' });
    const email = `private-${Date.now()}@example.test`;
    const registered = await fetch(`${server.base}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        companyName: 'Private Lawns',
        email,
        password: 'correct horse battery staple',
        termsOfUseAccepted: true,
        privacyPolicyAccepted: true,
      }),
    });
    expect(registered.status).toBe(201);
    const reset = await fetch(`${server.base}/api/password-reset/request`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    expect(reset.status).toBe(200);
    // The mail worker writes the message to the outbox folder on its next pass.
    const eml = await eventually(
      () => modesBelow(dataDir).find((file) => file.path.endsWith('.eml')),
      '.eml in the outbox',
    );
    expect(eml.mode & 0o077).toBe(0);

    const files = modesBelow(dataDir);
    // PGlite writes its own files 0666 whatever the umask: its folder is what keeps them.
    const database = files.find((file) => file.path === 'pglite');
    expect(database?.mode).toBe(0o700);
    const elsewhere = files.filter((file) => !file.path.startsWith('pglite/'));
    expect(elsewhere.length).toBeGreaterThan(3);
    const open = elsewhere.filter((file) => (file.mode & 0o077) !== 0);
    expect(open.map((file) => `${file.path} ${file.mode.toString(8)}`)).toEqual([]);
  }, 300_000);
});
