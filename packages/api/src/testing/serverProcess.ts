import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { BUILDS, isStale } from '../../../../scripts/buildChanged.mjs';
import { API_ROOT } from '../platform/paths.ts';
import { freePort } from './freePort.ts';

const MAIN = `${API_ROOT}/src/app/main.ts`;
/** What `pnpm start` runs: the compiled dist/main.js with the production memory options. */
const START_SCRIPT = `${API_ROOT}/bin/start.sh`;

let builtFromTheseSources: boolean | undefined;
/** Whether dist/ was built from the sources as they are now (the suite builds before these tests). */
function compiledServerIsCurrent(): boolean {
  const api = BUILDS.find((build) => build.name === '@yardstick/api');
  builtFromTheseSources ??= api !== undefined && !isStale(api);
  return builtFromTheseSources;
}

/**
 * The command that starts the server: the compiled build when it is current, as `pnpm start`
 * runs it (a start costs half the CPU of compiling the sources through tsx), else the sources.
 */
export function serverCommand(compiled = compiledServerIsCurrent()): [string, string[]] {
  return compiled ? ['sh', [START_SCRIPT]] : [process.execPath, ['--import', 'tsx', MAIN]];
}

/**
 * A process and every process under it (the supervisor and its server processes), by pid;
 * one that ends while it is listed is left out.
 */
export function processTree(pid: number): number[] {
  let children: number[];
  try {
    children = readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8')
        .split(' ')
        .filter(Boolean)
        .map(Number),
    );
  } catch {
    return [];
  }
  return [pid, ...children.flatMap(processTree)];
}

export interface LogLine {
  level: number;
  msg: string;
  /** On the access line of a request. */
  req?: { method: string; url: string };
  [key: string]: unknown;
}

export interface ServerProcess {
  base: string;
  child: ChildProcess;
  /** Every log line printed so far, parsed (pino JSON). */
  logLines(): LogLine[];
  /** Resolves once `count` log lines (1 unless given) have a message that matches. */
  logged(message: RegExp, count?: number): Promise<void>;
  /** User + system CPU time used so far by the server and the processes it runs, in seconds. */
  cpuSeconds(): number;
  /**
   * The server processes the supervisor saw die and replaced: a test that expects the server to
   * ride out trouble checks there were none, since the port answers again after a death.
   */
  deaths(): LogLine[];
  /** SIGKILL to the supervisor and every process under it, as a power cut would, and the exit. */
  killAll(): Promise<number | null>;
  /** SIGTERM, and the exit code once it has stopped. */
  stop(): Promise<number | null>;
}

export interface ServerProcessOptions {
  /** Runs it as another user. */
  user?: { uid: number; gid: number };
  /**
   * Runs the compiled server through bin/start.sh (built beforehand) instead of the sources;
   * by default, whenever the build is current.
   */
  compiled?: boolean;
}

/**
 * The real server in its own process on DATA_DIR, waiting until /api/health answers: the
 * compiled build exactly as `pnpm start` runs it, or its sources through tsx.
 */
export async function startServerProcess(
  dataDir: string,
  env: Record<string, string> = {},
  { user, compiled }: ServerProcessOptions = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const [command, args] = serverCommand(compiled);
  const child = spawn(command, args, {
    cwd: dirname(MAIN),
    env: {
      PATH: process.env.PATH ?? '',
      HOME: dataDir,
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      DEMO: 'false',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...user,
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = once(child, 'exit').then(([code]) => code as number | null);

  const logLines = () =>
    stdout
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as LogLine);
  const waitFor = async (
    done: () => Promise<boolean> | boolean,
    what: string,
    timeoutMs: number,
  ) => {
    const deadline = Date.now() + timeoutMs;
    while (!(await done())) {
      if (child.exitCode !== null)
        throw new Error(`The server exited (${child.exitCode}) before ${what}:\n${stderr}`);
      if (Date.now() > deadline) throw new Error(`No ${what} within ${timeoutMs} ms:\n${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  await waitFor(
    () =>
      fetch(`${base}/api/health`).then(
        (res) => res.ok,
        () => false,
      ),
    'answer from /api/health',
    // The first start paints the demo region and creates the database: minutes when loaded.
    600_000,
  );
  return {
    base,
    child,
    logLines,
    logged: (message, count = 1) =>
      waitFor(
        () => logLines().filter((line) => message.test(line.msg)).length >= count,
        `${count} log lines matching ${message}`,
        15_000,
      ),
    cpuSeconds: () =>
      processTree(child.pid ?? 0).reduce((sum, pid) => {
        const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
        // utime and stime (fields 14 and 15 of the whole line) are in clock ticks of 1/100 s.
        return sum + (Number(fields[11]) + Number(fields[12])) / 100;
      }, 0),
    deaths: () => logLines().filter((line) => /A server process died/.test(line.msg)),
    killAll: async () => {
      for (const pid of processTree(child.pid ?? 0)) process.kill(pid, 'SIGKILL');
      return exited;
    },
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
