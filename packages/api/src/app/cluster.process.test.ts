import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

const logLineSchema = z.object({ msg: z.string() });
const FIXTURE = new URL('../testing/crashingServerProcess.ts', import.meta.url).pathname;

describe('runWorkers', () => {
  it('gives up with status 1 and says why when replacements keep dying before they listen', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', FIXTURE], {
      env: {
        PATH: process.env.PATH ?? '',
        STARTED_ONCE_FILE: join(mkdtempSync(join(tmpdir(), 'yardstick-cluster-')), 'started'),
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let stdout = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    const [code] = (await once(child, 'exit')) as [number | null];
    const messages = stdout
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => logLineSchema.parse(JSON.parse(line)).msg);
    expect(code).toBe(1);
    expect(messages).toEqual([
      '1 server process on the port, replaced if one dies',
      'A server process died: replacing it',
      'A server process died: replacing it',
      'A server process died: replacing it',
      'Stopping: the server process died 3 times in a row before it listened; the errors above say why',
      'Stopped',
    ]);
  }, 60_000);
});
