/**
 * The widget's budgets: the loader's and the whole estimator's gzipped sizes, the time from
 * the loader's arrival to an interactive address field, and the layout shift the estimator's
 * arrival causes, in headless Chromium with the element in view.
 */
import { fileURLToPath } from 'node:url';
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { BUILT_FRONT_ENDS } from '../src/http/frontEnds/mountFrontEnds.ts';

interface Size {
  rawKb: number;
  gzipKb: number;
}

export interface WidgetBench {
  loader: Size;
  /** What runs before the address field: the entry chunk and its static imports, React included. */
  estimator: Size & { files: string[] };
  /** Fetched after the address field is usable (zod, the result screens): not in the budget. */
  lazyChunks: (Size & { file: string })[];
  /** The machine is shared: its 1-minute load average before and after the timed runs. */
  loadAverage: { before: number; after: number };
  interactiveMs: { samples: number; p50: number; max: number };
  /** With WIDGET_BENCH_COMPARE: another build's p50, visited in turn, and this one's ratio to it. */
  comparedWith?: { distDir: string; p50: number; ratio: number };
  /** Shift after the estimator's chunks arrived: what the loader's reservation must prevent. */
  layoutShift: { p50: number; max: number };
  /**
   * Shift when the async loader defines the element after the page's first paint (an unknown
   * element has no height); a page avoids it with the README's `:not(:defined)` rule.
   */
  definitionShift: { p50: number; max: number };
}

const PAGE = `<!doctype html><html><head><meta charset="utf-8"><title>bench</title>
<script src="/layout-shift.js"></script></head><body>
<h1>A host page</h1>
<yardstick-estimator api-key="ys_pk_bench" show-header></yardstick-estimator>
<p>Text below the estimator, which must not move.</p>
<script async src="/widget/yardstick.js"></script></body></html>`;

/**
 * Every layout shift with its time, and the time the estimator first rendered into the shadow
 * root (a mutation observer's microtask right after the render), to tell the two shifts apart.
 */
const LAYOUT_SHIFT = `window.layoutShifts = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) window.layoutShifts.push({ value: entry.value, at: entry.startTime });
}).observe({ type: 'layout-shift', buffered: true });
customElements.whenDefined('yardstick-estimator').then(() => {
  const shadow = document.querySelector('yardstick-estimator')?.shadowRoot;
  if (!shadow) return;
  const observer = new MutationObserver(() => {
    window.estimatorRenderedAt ??= performance.now();
    observer.disconnect();
  });
  observer.observe(shadow, { childList: true });
});`;

/** Runs in the page: from the loader's responseEnd to the first frame with the address field. */
const MEASURE_IN_PAGE = `new Promise((resolve) => {
  const poll = () => {
    const field = document.querySelector('yardstick-estimator')?.shadowRoot?.querySelector('input');
    const script = performance.getEntriesByType('resource').find((e) => e.name.endsWith('/yardstick.js'));
    if (field && !field.disabled && script) {
      const ms = performance.now() - script.responseEnd;
      const sum = (shifts) => shifts.reduce((total, shift) => total + shift.value, 0);
      requestAnimationFrame(() => setTimeout(() => {
        // A shift in the frame that also shows the estimator counts against the estimator.
        const rendered = window.estimatorRenderedAt;
        resolve({
          ms,
          shift: sum(window.layoutShifts.filter((shift) => shift.at >= rendered)),
          definitionShift: sum(window.layoutShifts.filter((shift) => shift.at < rendered)),
        });
      }, 100));
    } else setTimeout(poll, 1);
  };
  poll();
})`;

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

/** Raw and gzip -9 sizes; several files are each gzipped on their own, as they are served. */
function sizeKb(...bodies: Buffer[]): Size {
  return {
    rawKb: kb(bodies.reduce((total, body) => total + body.length, 0)),
    gzipKb: kb(bodies.reduce((total, body) => total + gzipSync(body, { level: 9 }).length, 0)),
  };
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/** From Vite's manifest: the entry with its static imports, and every other chunk. */
function estimatorChunks(distDir: string): { initial: string[]; lazy: string[] } {
  const manifest = JSON.parse(
    readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const initial = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || initial.has(chunk.file)) return;
    initial.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  Object.keys(manifest)
    .filter((key) => manifest[key]?.isEntry)
    .forEach(visit);
  const all = Object.values(manifest).map((chunk) => chunk.file);
  return { initial: [...initial], lazy: all.filter((file) => !initial.has(file)) };
}

const oneMinuteLoad = () => Math.round((loadavg()[0] ?? 0) * 100) / 100;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function shiftSummary(shifts: number[]): { p50: number; max: number } {
  return {
    p50: Math.round(median(shifts) * 1000) / 1000,
    max: Math.round(Math.max(...shifts) * 1000) / 1000,
  };
}

/** Serves a page with the estimator, the widget files of `distDir` and a 404 for the API. */
async function serveWidget(distDir: string): Promise<{ url: string; close(): void }> {
  const server = createServer((req, res) => {
    const path = normalize(req.url ?? '/');
    const file = join(distDir, path.replace(/^\/widget\//, ''));
    if (path === '/layout-shift.js')
      res.writeHead(200, { 'content-type': 'text/javascript' }).end(LAYOUT_SHIFT);
    else if (path.startsWith('/widget/') && file.startsWith(distDir) && existsSync(file))
      res.writeHead(200, { 'content-type': 'text/javascript' }).end(readFileSync(file));
    else if (path.startsWith('/api/'))
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"bench"}');
    else res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => server.close() };
}

interface Sample {
  ms: number;
  shift: number;
  definitionShift: number;
}

/** One first visit: a fresh context, nothing cached. */
async function visit(browser: Browser, url: string): Promise<Sample> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.goto(url);
    return (await page.evaluate(MEASURE_IN_PAGE)) as Sample;
  } finally {
    await context.close();
  }
}

/**
 * `compareDistDir` names another build of the widget (say, the main branch's dist/): its
 * visits alternate with this build's, and the ratio of the two medians holds up on a busy
 * machine where the milliseconds alone do not.
 */
export async function benchWidget({
  samples = 10,
  distDir = dirname(BUILT_FRONT_ENDS.widgetScript),
  compareDistDir = process.env.WIDGET_BENCH_COMPARE,
}: { samples?: number; distDir?: string; compareDistDir?: string } = {}): Promise<WidgetBench> {
  const chunks = estimatorChunks(distDir);
  const read = (file: string) => readFileSync(join(distDir, file));
  const loadBefore = oneMinuteLoad();
  const own = await serveWidget(distDir);
  const other = compareDistDir ? await serveWidget(compareDistDir) : undefined;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const ownSamples: Sample[] = [];
    const otherTimes: number[] = [];
    for (let i = 0; i < samples; i += 1) {
      ownSamples.push(await visit(browser, own.url));
      if (other) otherTimes.push((await visit(browser, other.url)).ms);
    }
    const times = ownSamples.map((sample) => sample.ms);
    const p50 = Math.round(median(times));
    return {
      loader: sizeKb(read('yardstick.js')),
      estimator: { ...sizeKb(...chunks.initial.map(read)), files: chunks.initial },
      lazyChunks: chunks.lazy.map((file) => ({ file, ...sizeKb(read(file)) })),
      loadAverage: { before: loadBefore, after: oneMinuteLoad() },
      interactiveMs: { samples, p50, max: Math.round(Math.max(...times)) },
      ...(compareDistDir && {
        comparedWith: {
          distDir: compareDistDir,
          p50: Math.round(median(otherTimes)),
          ratio: Math.round((p50 / median(otherTimes)) * 100) / 100,
        },
      }),
      layoutShift: shiftSummary(ownSamples.map((sample) => sample.shift)),
      definitionShift: shiftSummary(ownSamples.map((sample) => sample.definitionShift)),
    };
  } finally {
    await browser.close();
    own.close();
    other?.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  benchWidget().then((result) => process.stdout.write(`${JSON.stringify(result, null, 2)}\n`));
}
