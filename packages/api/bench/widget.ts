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
import { BUILT_FRONT_ENDS } from '../src/platform/http/frontEnds/mountFrontEnds.ts';
import { median } from '@yardstick/core/verifiedAccuracy';

interface Size {
  rawKb: number;
  gzipKb: number;
}

export interface WidgetBench {
  loader: Size;
  /**
   * The estimator proper: the entry chunk and its static imports, React included, fetched as
   * the loader's own address field shows and needed for suggestions and Analyze.
   */
  estimator: Size & { files: string[] };
  /** Fetched after the address field is usable (zod, the result screens): not in the budget. */
  lazyChunks: (Size & { file: string })[];
  /** The machine is shared: its 1-minute load average before and after the timed runs. */
  loadAverage: { before: number; after: number };
  /** Loader arrival → an address field that takes typing (painted, main thread free). */
  interactiveMs: { samples: number; p50: number; max: number };
  /** Loader arrival → the estimator proper has the field (suggestions, Analyze). */
  readyMs: { p50: number; max: number };
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
<script src="/in-page-timing.js"></script></head><body>
<h1>A host page</h1>
<yardstick-estimator api-key="ys_pk_bench" show-header></yardstick-estimator>
<p>Text below the estimator, which must not move.</p>
<script async src="/widget/yardstick.js"></script></body></html>`;

/**
 * Runs before anything else on the page and notes, as they happen: every layout shift; when
 * the estimator first rendered into the shadow root after the definition's task (to tell the
 * definition's shift from the estimator's: a first screen the loader draws as it defines the
 * element lies in its reservation, and shows in the same frame);
 * when the address field became interactive, that is in the page, enabled and painted with
 * the main thread free again to take a key press (the first task after the frame that shows
 * it); and when the estimator proper took the field over (a new field element), for a loader
 * that draws a field of its own first. The times are taken here rather than when the bench
 * asks: Playwright's goto and evaluate round trips often end after the field is up, and a
 * time read then would be the bench's, not the widget's.
 */
const IN_PAGE_TIMING = `window.layoutShifts = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) window.layoutShifts.push({ value: entry.value, at: entry.startTime });
}).observe({ type: 'layout-shift', buffered: true });
const afterNextFrame = (callback) => requestAnimationFrame(() => setTimeout(callback, 0));
customElements.whenDefined('yardstick-estimator').then(() => {
  const shadow = document.querySelector('yardstick-estimator')?.shadowRoot;
  if (!shadow) return;
  let firstField;
  let loaderDrewField = false;
  const check = () => {
    const field = shadow.querySelector('input');
    if (!field || field.disabled || field.getClientRects().length === 0) return;
    if (!firstField) {
      firstField = field;
      afterNextFrame(() => (window.fieldInteractiveAt = performance.now()));
    }
    // The estimator proper: the first field, or the next one when the loader drew the first.
    if (!loaderDrewField || field !== firstField) {
      observer.disconnect();
      afterNextFrame(() => (window.estimatorReadyAt = performance.now()));
    }
  };
  // Content drawn in a later task than the definition's: the estimator's, not the loader's
  // first screen, which shows in the definition's own frame.
  const observer = new MutationObserver(() => {
    window.estimatorRenderedAt ??= performance.now();
    check();
  });
  observer.observe(shadow, { childList: true, subtree: true });
  // A field already there as the element is defined is the loader's own first screen.
  loaderDrewField = shadow.querySelector('input') !== null;
  check();
});`;

/** Waits for the estimator proper, then reads the page's times from the loader's responseEnd. */
const MEASURE_IN_PAGE = `new Promise((resolve) => {
  const poll = () => {
    const script = performance.getEntriesByType('resource').find((e) => e.name.endsWith('/yardstick.js'));
    if (script && window.fieldInteractiveAt !== undefined && window.estimatorReadyAt !== undefined) {
      const sum = (shifts) => shifts.reduce((total, shift) => total + shift.value, 0);
      // Shifts settle in the frames after the estimator arrived.
      requestAnimationFrame(() => setTimeout(() => {
        // A shift in the frame that also shows the estimator counts against the estimator.
        const rendered = window.estimatorRenderedAt;
        resolve({
          ms: window.fieldInteractiveAt - script.responseEnd,
          readyMs: window.estimatorReadyAt - script.responseEnd,
          shift: sum(window.layoutShifts.filter((shift) => shift.at >= rendered)),
          definitionShift: sum(window.layoutShifts.filter((shift) => shift.at < rendered)),
        });
      }, 100));
    } else setTimeout(poll, 5);
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
    if (path === '/in-page-timing.js')
      res.writeHead(200, { 'content-type': 'text/javascript' }).end(IN_PAGE_TIMING);
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
  readyMs: number;
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
      readyMs: {
        p50: Math.round(median(ownSamples.map((sample) => sample.readyMs))),
        max: Math.round(Math.max(...ownSamples.map((sample) => sample.readyMs))),
      },
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
  const result = await benchWidget();
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
}
