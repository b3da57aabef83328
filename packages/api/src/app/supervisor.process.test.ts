import { existsSync, rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { preparedDataDir } from '../testing/preparedDataDir.ts';
import { startServerProcess, type ServerProcess } from '../testing/serverProcess.ts';

/**
 * `pnpm start` on the embedded database (one server process, WORKERS=1): the supervisor
 * replaces a server process that dies, and stops with it on SIGTERM. One start for both.
 */
let dataDir: string | undefined;
/** A replacement opens the database and loads the app again: seconds, more on a loaded machine. */
const BACK_WITHIN_MS = 60_000;
let server: ServerProcess;

const pidSchema = z.number().int().positive();
const pidsSchema = z.array(pidSchema);
/** The server processes the supervisor said it started, the latest last. */
const serverPids = () =>
  server.logLines().flatMap((line) => {
    if (/on the port, replaced if one dies/.test(line.msg)) return pidsSchema.parse(line.pids);
    return /replacement server process listens/.test(line.msg) ? [pidSchema.parse(line.pid)] : [];
  });

beforeAll(async () => {
  dataDir = await preparedDataDir('yardstick-supervisor-');
  server = await startServerProcess(dataDir, { WORKERS: '1' });
  // The server process may answer before the supervisor has said which processes it started.
  await server.logged(/on the port, replaced if one dies/);
}, 600_000);

afterAll(async () => {
  await server?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('the supervisor of one server process', () => {
  it('replaces a server process killed with SIGKILL on the same port, with what it had saved', async () => {
    const registered = await fetch(`${server.base}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        companyName: 'Crash Test Lawns',
        email: 'crash@example.test',
        password: 'correct horse battery staple',
        termsOfUseAccepted: true,
        privacyPolicyAccepted: true,
      }),
    });
    expect(registered.status).toBe(201);
    const cookie = (registered.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const [killed, ...others] = serverPids();
    expect(typeof killed).toBe('number');
    expect(others).toEqual([]);

    process.kill(killed ?? 0, 'SIGKILL');
    await expect
      .poll(
        () =>
          fetch(`${server.base}/api/health`).then(
            (res) => res.status,
            () => 0,
          ),
        { timeout: BACK_WITHIN_MS, interval: 100 },
      )
      .toBe(200);

    expect(server.deaths()).toEqual([
      expect.objectContaining({ pid: killed, signal: 'SIGKILL', level: 50 }),
    ]);
    const [, replacement] = serverPids();
    expect(typeof replacement).toBe('number');
    expect(replacement).not.toBe(killed);
    expect(existsSync(`/proc/${killed}`)).toBe(false);
    // The owner saved before the crash is there, and so is the session.
    const me = await fetch(`${server.base}/api/me`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: 'crash@example.test' });
  });

  it('stops, with its server process, with status 0 on SIGTERM', async () => {
    const running = serverPids().at(-1);
    expect(await server.stop()).toBe(0);
    expect(existsSync(`/proc/${running}`)).toBe(false);
    expect(server.logLines().at(-1)?.msg).toBe('Stopped');
  });
});
