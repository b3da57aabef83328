// `pnpm test` (every check) and `pnpm test:fast` (the inner loop): the steps of the suite, run
// side by side where the machine has room, each timed. A step's output is printed in one piece
// when it ends, so parallel steps never interleave; a table of the times closes the run.
//
//   node scripts/test.mjs [fast] [--only <step,…>]
//
// Steps run in the order listed, STEPS_AT_ONCE at a time (default: one per core), each as soon
// as what it needs has passed: the longest first, so that no long step is left to run alone at
// the end, and lint apart from the browser suite. On two cores from a clean clone: 716 s and
// 1,412 CPU s with lint, both unit steps and the browser suite side by side (four at once), 427 s
// and 813 CPU s in that order two at once, 391 s and 753 CPU s in this order (775 four at once).
// The build and the browser suite, and the unit tests, are the longest chains, and the process
// tests wait on servers within timeouts: they run at normal priority and every other step under
// `nice`, so the others take the cores whenever those wait and never hold them up. Every step
// runs even when another failed: one run names every failure. Nothing here judges time: the
// table only reports it.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { machineBusySeconds, parseProcStat, TreeCpuSampler } from './processCpu.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const vitest = 'pnpm exec vitest run';
/**
 * Files whose fixed setup costs seconds (worker threads, a database, server or demo region of
 * their own, production password hashing, hundreds of property runs): a file over about 2 s on
 * a quiet machine. The full run runs them with the rest; the fast tier leaves them out.
 */
const SLOW_TESTS = '**/*.slow.test.*';
/** A unit step's command: its Vitest projects, the fast tier without the slow files. */
const unitRun = (projects) => {
  const run = `${vitest} ${projects.map((p) => `--project ${p}`).join(' ')} --exclude '**/*.process.test.ts'`;
  return { all: run, fast: `${run} --exclude '${SLOW_TESTS}'` };
};

/**
 * `run`: the command, or one per tier (`{ fast, all }`). `after`: steps that must have passed
 * first. `tiers`: the runs it is part of, `fast` and the full run (`all`). `critical`: on the
 * longest chain, so it keeps normal priority.
 * `oneWorker`: Vitest's files of one project share a module graph (and the api's a migrated
 * database, the engine's a demo region) per worker, so a second worker sets the whole project
 * up again: 14 CPU s more for the api's files alone. The unit tests are two steps of one worker
 * each (the api; the engine and the front ends), side by side, so each project is set up once.
 * `oneWorkerInFullRun`: in the full run the steps keep both cores busy between them, so the
 * PostgreSQL step's second worker would shorten nothing. The process tests keep two: they
 * mostly wait on the servers they start.
 */
const STEPS = [
  // The front ends for the browser suite (and the compiled server for its process test).
  { name: 'build', tiers: ['all'], critical: true, run: 'node scripts/buildChanged.mjs' },
  // The longest step that needs nothing first, beside the build. On one worker it is a chain
  // of its own, so it keeps normal priority too.
  {
    name: 'unit:api',
    tiers: ['fast', 'all'],
    critical: true,
    oneWorker: true,
    run: unitRun(['api']),
  },
  // The longest step of all, as soon as the build is there.
  {
    name: 'browser',
    tiers: ['all'],
    critical: true,
    after: ['build'],
    run: 'pnpm exec playwright test',
  },
  // Real server processes, mostly waited on; compiledServer runs the build. Their servers answer
  // within timeouts and paint demo regions: under `nice` beside three busy chains they got a
  // tenth of a core, and a 12 s first start took 330 s. So they keep normal priority too.
  {
    name: 'process',
    tiers: ['all'],
    critical: true,
    after: ['build'],
    run: `${vitest} --project api .process.test.ts`,
  },
  { name: 'accuracy', tiers: ['all'], run: `${vitest} --project engine-accuracy` },
  {
    name: 'unit',
    tiers: ['fast', 'all'],
    critical: true,
    oneWorker: true,
    run: unitRun(['engine', 'admin', 'storefront', 'widget']),
  },
  {
    name: 'postgres',
    tiers: ['all'],
    oneWorkerInFullRun: true,
    run: 'node scripts/testPostgres.mjs',
  },
  // Lint checks the types too, as its type-aware rules build them anyway (scripts/lint.mjs): 11
  // CPU s more than lint alone, where a separate `tsc -b` costs 38 on a cold cache (a fresh
  // clone, or after a branch switch) and 1 on a warm one. Both tiers take the steady cost.
  { name: 'lint+types', tiers: ['fast', 'all'], run: 'node scripts/lint.mjs --type-check' },
  { name: 'unit:core', tiers: ['fast', 'all'], run: `${vitest} --project core --coverage` },
];

const args = process.argv.slice(2);
const tier = args.includes('fast') ? 'fast' : 'all';
const onlyAt = args.indexOf('--only');
const only = onlyAt >= 0 ? new Set((args[onlyAt + 1] ?? '').split(',')) : undefined;
const unknown = [...(only ?? [])].filter((name) => !STEPS.some((step) => step.name === name));
if (unknown.length > 0) {
  console.error(
    `No step named ${unknown.join(', ')}: ${STEPS.map((step) => step.name).join(', ')}`,
  );
  process.exit(2);
}
const atOnce = Number(process.env.STEPS_AT_ONCE ?? availableParallelism());
/** How much the steps off the longest chain yield to it (`nice` steps; 0 when none is on it). */
const YIELD = 10;
const steps = STEPS.filter((step) => (only ? only.has(step.name) : step.tiers.includes(tier))).map(
  (step) => ({
    ...step,
    run: typeof step.run === 'string' ? step.run : step.run[tier],
    after: (step.after ?? []).filter((name) => !only || only.has(name)),
  }),
);

/** A step on one worker, unless VITEST_MAX_WORKERS says otherwise. */
const oneWorker = (step) =>
  process.env.VITEST_MAX_WORKERS === undefined &&
  (step.oneWorker || (step.oneWorkerInFullRun && tier === 'all' && !only));

/**
 * Runs one step; resolves with its status, wall and CPU seconds (its processes' user + system:
 * those its shell waited for, or those sampled in its process tree, whichever is more).
 */
function runStep(step) {
  return new Promise((resolve) => {
    const started = performance.now();
    // The shell reports its children's CPU time (cutime + cstime) on fd 3 before it exits.
    const script = `${step.run}\nstatus=$?\ncat /proc/$$/stat >&3 2>/dev/null\nexit $status`;
    const niceness = steps.some((other) => other.critical) && !step.critical ? YIELD : 0;
    const child = spawn('nice', ['-n', String(niceness), 'sh', '-c', script], {
      cwd: root,
      env: {
        ...process.env,
        TMPDIR: scratch,
        ...(oneWorker(step) ? { VITEST_MAX_WORKERS: '1' } : {}),
      },
      stdio: ['ignore', 'pipe', 'pipe', 'pipe'],
    });
    sampler.watch(child.pid);
    const output = [];
    let stat = '';
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.stdio[3].on('data', (chunk) => (stat += chunk.toString()));
    child.on('close', (code) => {
      const waited = stat.includes(')') ? parseProcStat(stat).waitedCpu : undefined;
      const sampled = sampler.release(child.pid);
      const cpu =
        waited === undefined && sampled === undefined
          ? undefined
          : Math.max(waited ?? 0, sampled ?? 0);
      resolve({
        ok: code === 0,
        wall: (performance.now() - started) / 1000,
        cpu,
        output: Buffer.concat(output).toString(),
      });
    });
  });
}

// Every step's scratch files (databases, demo regions, browser profiles: hundreds of MB) go
// into one folder of this run's own, removed when it ends, so runs never fill the disk.
const scratch = mkdtempSync(join(tmpdir(), 'yardstick-run-'));
// As open as the temporary directory itself: tests run servers as other users (postgres, nobody).
chmodSync(scratch, 0o1777);
const removeScratch = () => {
  try {
    rmSync(scratch, { recursive: true, force: true });
  } catch (error) {
    console.error(`The run's scratch folder ${scratch} could not be removed: ${error.message}`);
  }
};
process.on('exit', removeScratch);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

const results = new Map();
const running = new Map();
const sampler = new TreeCpuSampler();
const busyAtStart = machineBusySeconds();
const startedAt = performance.now();
const clock = () => `${Math.round((performance.now() - startedAt) / 1000)} s`.padStart(6);

function ready(step) {
  return step.after.every((name) => results.has(name));
}

// Output comes when a step ends: meanwhile, a line a minute says what is still running.
const heartbeat = setInterval(
  () => console.log(`${clock()}  running: ${[...running.keys()].join(', ')}`),
  60_000,
);
await new Promise((done) => {
  const next = () => {
    for (const step of steps) {
      if (results.has(step.name) || running.has(step.name) || !ready(step)) continue;
      if (step.after.some((name) => !results.get(name).ok)) {
        results.set(step.name, { ok: false, skipped: true, wall: 0, output: '' });
        console.log(`${clock()}  skipped ${step.name}: ${step.after.join(', ')} failed`);
        continue;
      }
      if (running.size >= atOnce) break;
      console.log(`${clock()}  started ${step.name}`);
      running.set(
        step.name,
        runStep(step).then((result) => {
          running.delete(step.name);
          results.set(step.name, result);
          const verdict = result.ok ? 'passed' : 'FAILED';
          console.log(
            `\n── ${step.name} (${step.run}) ${'─'.repeat(20)}\n${result.output.trimEnd()}`,
          );
          console.log(`${clock()}  ${verdict} ${step.name} in ${result.wall.toFixed(0)} s\n`);
          next();
        }),
      );
    }
    if (running.size === 0 && results.size === steps.length) done();
  };
  next();
});

clearInterval(heartbeat);
sampler.stop();
const total = (performance.now() - startedAt) / 1000;
const busy = busyAtStart === undefined ? undefined : machineBusySeconds() - busyAtStart;
const cores = availableParallelism();
const machine =
  busy === undefined
    ? ''
    : `; the machine was busy ${busy.toFixed(0)} CPU s (${Math.round((100 * busy) / (total * cores))} % of ${cores} cores)`;
const rows = steps.map((step) => {
  const result = results.get(step.name);
  const cpu = result.cpu === undefined ? '–' : result.cpu.toFixed(0);
  const verdict = result.skipped ? 'skipped' : result.ok ? 'passed' : 'FAILED';
  return `| ${step.name.padEnd(10)} | ${result.wall.toFixed(0).padStart(6)} | ${cpu.padStart(6)} | ${verdict.padEnd(7)} |`;
});
console.log(
  [
    `pnpm test${tier === 'fast' ? ':fast' : ''}: ${total.toFixed(0)} s, ${atOnce} steps at once${machine}`,
    '| step       | wall s |  CPU s | result  |',
    '| ---------- | -----: | -----: | ------- |',
    ...rows,
  ].join('\n'),
);
const failed = steps.filter((step) => !results.get(step.name).ok).map((step) => step.name);
if (failed.length > 0) {
  // A long run's log is often read from its end: the failures are named again there.
  for (const name of failed) console.log(failureDigest(name, results.get(name).output));
  console.log(`Failed: ${failed.join(', ')}`);
  process.exit(1);
}

/** The lines of a failed step's output that name what failed and why, at most a screenful. */
function failureDigest(name, output) {
  const plain = stripVTControlCharacters(output).split('\n');
  const marks = [
    /^\s*FAIL\s/, // Vitest: a failed file or test
    /^\s*(×|✘)\s/, // Vitest and Playwright: a failed test
    /^\s+\d+\) /, // Playwright: a numbered failure
    /^\s*(AssertionError|Error|TypeError|TimeoutError|expect\()/, // the first line of the reason
    /^\s*(Expected|Received|Timeout|Call log)\b/,
    /^\s+- (waiting for|locator resolved|element is|element was|retrying|attempting) /, // Call log
    /^\s*> ?\d+ \|/, // the line of the test that failed, in its code frame
    /^\s+at \S+\.(spec|test)\.tsx?:\d+:\d+/, // and where it is
    /^\s*\d+ (failed|flaky)\b/, // Playwright's totals
    /^\s*(Test Files|Tests)\s+.*failed/, // Vitest's totals
    /^\/\S+\.\w+$|^\s+\d+:\d+\s+error\s/, // ESLint: a file, then its errors
    /^\S+\.\w+ \(\d+m?s\)$|^error TS|: error TS\d+/, // oxfmt (a file to format) and tsc
    /^Format issues found/,
    /^\s*x \S+\(|^\s*,-\[/, // oxlint: a rule or a compiler error, then where it is
  ];
  const picked = plain.filter((line) => marks.some((mark) => mark.test(line)));
  const unique = [...new Set(picked.map((line) => line.trimEnd()))].slice(0, 60);
  return [`\n── what failed in ${name} ${'─'.repeat(20)}`, ...unique].join('\n');
}
