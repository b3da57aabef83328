// Every temporary file a test run makes (databases, data directories, demo regions) goes into
// one folder of the run's own, removed when the run ends, so runs outside `pnpm test` (which
// does the same for all its steps) never leave hundreds of folders behind in /tmp.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default function scratchFolder(): () => void {
  const scratch = mkdtempSync(join(tmpdir(), 'yardstick-vitest-'));
  // As open as /tmp itself: process tests run servers as other users (postgres, nobody).
  chmodSync(scratch, 0o1777);
  const previous = process.env.TMPDIR;
  // Workers start after the global setup and inherit it; os.tmpdir() reads it on each call.
  process.env.TMPDIR = scratch;
  return () => {
    if (previous === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previous;
    rmSync(scratch, { recursive: true, force: true });
  };
}
