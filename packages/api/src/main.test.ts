import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, writeFileSync } from 'node:fs';
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
