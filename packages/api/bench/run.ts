/**
 * `pnpm bench`: the analysis engine, the analysis call over HTTP, the widget script and the mail
 * backlog, each in its own process so that peak memory is its own. Prints a table and writes
 * bench/results.json.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../src/platform/paths.ts';
import { BUILT_FRONT_ENDS } from '../src/platform/http/frontEnds/mountFrontEnds.ts';

const TARGETS = {
  coldP50Ms: 100,
  cachedP50Ms: 20,
  engineRssMb: 400,
  freshServerRssMb: 250,
  peakServerRssMb: 300,
  httpColdP50Ms: 100,
  publicReadRatio: 0.8,
  loaderGzipKb: 10,
  estimatorGzipKb: 100,
  widgetInteractiveMs: 150,
  widgetLayoutShift: 0,
  mailDrainSeconds: 60,
};

function runBench(file: string): unknown {
  const output = execFileSync('pnpm', ['exec', 'tsx', join('bench', file)], {
    cwd: join(REPO_ROOT, 'packages/api'),
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return JSON.parse(output);
}

/** The public-read rows of the HTTP bench, checked to be what they say. */
function httpPublicReads(
  value: unknown,
): { path: string; requestsPerSecond: number; p99Ms: number; ratioToHealth: number }[] {
  const rows =
    typeof value === 'object' && value !== null ? Reflect.get(value, 'publicReads') : undefined;
  if (!Array.isArray(rows)) throw new Error('bench result has no publicReads');
  return rows.map((_, k) => ({
    path: String(Reflect.get(rows[k] as object, 'path')),
    requestsPerSecond: read(rows[k], 'requestsPerSecond'),
    p99Ms: read(rows[k], 'p99Ms'),
    ratioToHealth: read(rows[k], 'ratioToHealth'),
  }));
}

/** A list in a bench result, each row with a name and numbers, checked to be what it says. */
function namedRows<N extends string>(
  value: unknown,
  list: string,
  name: string,
  numbers: readonly N[],
): { name: string; figure: (key: N) => number }[] {
  const rows = typeof value === 'object' && value !== null ? Reflect.get(value, list) : undefined;
  if (!Array.isArray(rows)) throw new Error(`bench result has no ${list}`);
  return rows.map((row: unknown) => {
    const label = typeof row === 'object' && row !== null ? Reflect.get(row, name) : '';
    for (const key of numbers) read(row, key);
    return { name: String(label), figure: (key: N) => read(row, key) };
  });
}

const widgetLazyChunks = (widget: unknown) =>
  namedRows(widget, 'lazyChunks', 'file', ['rawKb', 'gzipKb'] as const);
const transferredPages = (transfer: unknown) =>
  namedRows(transfer, 'pages', 'page', ['sentKb', 'decodedKb'] as const);

/** With WIDGET_BENCH_COMPARE set: the other build's p50 and this build's ratio to it. */
function widgetComparison(value: unknown): [string, string, number, string][] {
  const compared =
    typeof value === 'object' && value !== null ? Reflect.get(value, 'comparedWith') : undefined;
  if (compared === undefined) return [];
  return [
    [
      `widget: address field p50 of ${String(Reflect.get(compared as object, 'distDir'))}, in turn`,
      'ms',
      read(compared, 'p50'),
      `this build × ${read(compared, 'ratio')}`,
    ],
  ];
}

function read(value: unknown, ...path: string[]): number {
  let current: unknown = value;
  for (const key of path) {
    current =
      typeof current === 'object' && current !== null ? Reflect.get(current, key) : undefined;
  }
  if (typeof current !== 'number')
    throw new Error(`bench result has no number at ${path.join('.')}`);
  return current;
}

if (!existsSync(BUILT_FRONT_ENDS.widgetScript)) {
  execFileSync('pnpm', ['--filter', '@yardstick/widget', 'build'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
}

console.log(
  'Benchmarking the analysis engine, the HTTP analysis call, the widget and what pages transfer…',
);
const engine = runBench('analysisEngine.ts');
const http = runBench('httpAnalysis.ts');
const widget = runBench('widget.ts');
const transfer = runBench('transfer.ts');
// With a PostgreSQL server to measure on: what a second server process adds.
const workers = process.env.BENCH_DATABASE_URL ? runBench('workers.ts') : undefined;
// On PGlite, and on PostgreSQL too when there is one to measure on.
const mail = runBench('mailDrain.ts');
const postgresMailSeconds =
  typeof mail === 'object' && mail !== null ? Reflect.get(mail, 'postgresSeconds') : undefined;

const rows: [string, string, number, number | string][] = [
  [
    'engine: cold analysis p50 / p95',
    'ms',
    read(engine, 'cold', 'p50Ms'),
    read(engine, 'cold', 'p95Ms'),
  ],
  [
    'engine: cold analysis read as photographs p50 / p95',
    'ms',
    read(engine, 'coldAsPhotographs', 'p50Ms'),
    read(engine, 'coldAsPhotographs', 'p95Ms'),
  ],
  [
    'engine: cached analysis p50 / p95',
    'ms',
    read(engine, 'cached', 'p50Ms'),
    read(engine, 'cached', 'p95Ms'),
  ],
  ['engine: 4 concurrent', 'analyses/s', read(engine, 'throughput', 'analysesPerSecond'), ''],
  ['engine: peak RSS', 'MB', read(engine, 'peakRssMb'), `target ≤ ${TARGETS.engineRssMb}`],
  [
    'server: RSS after start (compiled, PGlite, demo)',
    'MB',
    read(http, 'freshRssMb'),
    `target ≤ ${TARGETS.freshServerRssMb}`,
  ],
  [
    'server: its supervisor’s RSS after start',
    'MB',
    read(http, 'supervisorRssMb'),
    'restarts the server process if it dies',
  ],
  [
    'server: peak RSS over this run',
    'MB',
    read(http, 'peakRssMb'),
    `target ≤ ${TARGETS.peakServerRssMb}`,
  ],
  ['HTTP: cold analysis p50 / p95', 'ms', read(http, 'cold', 'p50Ms'), read(http, 'cold', 'p95Ms')],
  [
    'HTTP: cached analysis p50 / p95',
    'ms',
    read(http, 'cached', 'p50Ms'),
    read(http, 'cached', 'p95Ms'),
  ],
  ['HTTP: 4 concurrent clients', 'requests/s', read(http, 'throughput', 'requestsPerSecond'), ''],
  [
    'HTTP: GET /api/health, 50 connections',
    'requests/s',
    read(http, 'health', 'requestsPerSecond'),
    `p99 ${read(http, 'health', 'p99Ms')} ms`,
  ],
  ...httpPublicReads(http).map((r): [string, string, number, string] => [
    `HTTP: GET ${r.path}, 50 connections`,
    'requests/s',
    r.requestsPerSecond,
    `${Math.round(r.ratioToHealth * 100)} % of health, p99 ${r.p99Ms} ms`,
  ]),
  [
    'widget: loader raw / gzip',
    'KB',
    read(widget, 'loader', 'rawKb'),
    read(widget, 'loader', 'gzipKb'),
  ],
  [
    'widget: estimator entry (React included), fetched as the field shows raw / gzip',
    'KB',
    read(widget, 'estimator', 'rawKb'),
    read(widget, 'estimator', 'gzipKb'),
  ],
  ...widgetLazyChunks(widget).map((chunk): [string, string, number, number] => [
    `widget: lazy chunk ${chunk.name} raw / gzip`,
    'KB',
    chunk.figure('rawKb'),
    chunk.figure('gzipKb'),
  ]),
  [
    'widget: loader arrival → address field p50 / max',
    'ms',
    read(widget, 'interactiveMs', 'p50'),
    read(widget, 'interactiveMs', 'max'),
  ],
  [
    'widget: loader arrival → estimator has the field (suggestions, Analyze) p50 / max',
    'ms',
    read(widget, 'readyMs', 'p50'),
    read(widget, 'readyMs', 'max'),
  ],
  ...widgetComparison(widget),
  [
    'machine: 1-minute load average before / after the widget runs',
    'load',
    read(widget, 'loadAverage', 'before'),
    read(widget, 'loadAverage', 'after'),
  ],
  [
    'widget: layout shift as the estimator arrives p50 / max',
    'CLS',
    read(widget, 'layoutShift', 'p50'),
    read(widget, 'layoutShift', 'max'),
  ],
  [
    'widget: layout shift when the async loader defines the element p50 / max',
    'CLS',
    read(widget, 'definitionShift', 'p50'),
    read(widget, 'definitionShift', 'max'),
  ],
  ...transferredPages(transfer).map((row): [string, string, number, string] => [
    `transfer: ${row.name}, sent / decoded`,
    'KB',
    row.figure('sentKb'),
    `${row.figure('decodedKb')} KB decoded`,
  ]),
  [
    `mail: ${read(mail, 'mails')} queued messages of ${read(mail, 'owners')} owners sent to a local SMTP server, PGlite (median of ${read(mail, 'runs')})`,
    's',
    read(mail, 'pgliteSeconds'),
    `target ≤ ${TARGETS.mailDrainSeconds}`,
  ],
  ...(typeof postgresMailSeconds === 'number'
    ? [
        [
          'mail: the same on PostgreSQL',
          's',
          postgresMailSeconds,
          `target ≤ ${TARGETS.mailDrainSeconds}`,
        ] as [string, string, number, string],
      ]
    : []),
  ...(workers
    ? [
        [
          'HTTP on PostgreSQL: analyses/s, WORKERS=1 / WORKERS=2 (4 clients)',
          'analyses/s',
          read(workers, 'oneWorker'),
          read(workers, 'twoWorkers'),
        ] as [string, string, number, number],
        ['HTTP on PostgreSQL: WORKERS=2 ÷ WORKERS=1', 'ratio', read(workers, 'ratio'), ''] as [
          string,
          string,
          number,
          string,
        ],
      ]
    : []),
];
if (!workers) console.log('Set BENCH_DATABASE_URL=postgres://… to measure WORKERS=1 against 2.');
console.table(
  rows.map(([measure, unit, value, second]) => ({
    measure,
    unit,
    value,
    'p95 / gzip / max / note': second,
  })),
);

const checks = {
  coldP50: read(engine, 'cold', 'p50Ms') <= TARGETS.coldP50Ms,
  cachedP50: read(engine, 'cached', 'p50Ms') <= TARGETS.cachedP50Ms,
  engineRss: read(engine, 'peakRssMb') <= TARGETS.engineRssMb,
  freshServerRss: read(http, 'freshRssMb') <= TARGETS.freshServerRssMb,
  peakServerRss: read(http, 'peakRssMb') <= TARGETS.peakServerRssMb,
  httpColdP50: read(http, 'cold', 'p50Ms') <= TARGETS.httpColdP50Ms,
  publicReads: httpPublicReads(http).every((r) => r.ratioToHealth >= TARGETS.publicReadRatio),
  loaderGzip: read(widget, 'loader', 'gzipKb') <= TARGETS.loaderGzipKb,
  estimatorGzip: read(widget, 'estimator', 'gzipKb') <= TARGETS.estimatorGzipKb,
  widgetLayoutShift: read(widget, 'layoutShift', 'p50') <= TARGETS.widgetLayoutShift,
  widgetInteractive: read(widget, 'interactiveMs', 'p50') <= TARGETS.widgetInteractiveMs,
  mailDrain:
    read(mail, 'pgliteSeconds') <= TARGETS.mailDrainSeconds &&
    (typeof postgresMailSeconds !== 'number' || postgresMailSeconds <= TARGETS.mailDrainSeconds),
};
console.log('Targets met:', checks);

const outDir = join(REPO_ROOT, 'bench');
mkdirSync(outDir, { recursive: true });
writeFileSync(
  join(outDir, 'results.json'),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), targets: TARGETS, checks, engine, http, widget, transfer, workers, mail }, null, 2)}\n`,
);
console.log(`Written to ${join(outDir, 'results.json')}`);
