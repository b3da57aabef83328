/**
 * The widget's budgets: the loader's and the whole estimator's gzipped sizes, the time from
 * the loader's arrival to an interactive address field, and the layout shift the estimator's
 * arrival causes, in headless Chromium with the element in view.
 */
import { fileURLToPath } from 'node:url';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { BUILT_FRONT_ENDS } from '../src/http/frontEnds/mountFrontEnds.ts';

export interface WidgetBench {
  loader: { rawKb: number; gzipKb: number };
  estimator: { rawKb: number; gzipKb: number };
  interactiveMs: { samples: number; p50: number; max: number };
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

function sizeKb(body: Buffer): { rawKb: number; gzipKb: number } {
  return {
    rawKb: Math.round(body.length / 102.4) / 10,
    gzipKb: Math.round(gzipSync(body, { level: 9 }).length / 102.4) / 10,
  };
}

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

export async function benchWidget({ samples = 10 } = {}): Promise<WidgetBench> {
  const distDir = dirname(BUILT_FRONT_ENDS.widgetScript);
  const chunksDir = join(distDir, 'chunks');
  const chunks = readdirSync(chunksDir).map((file) => readFileSync(join(chunksDir, file)));
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
    const times: number[] = [];
    const shifts: number[] = [];
    const definitionShifts: number[] = [];
    for (let i = 0; i < samples; i += 1) {
      // A fresh context each time: nothing cached, as for a first visit.
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await page.goto(`http://127.0.0.1:${port}/`);
      const { ms, shift, definitionShift } = (await page.evaluate(MEASURE_IN_PAGE)) as {
        ms: number;
        shift: number;
        definitionShift: number;
      };
      times.push(ms);
      shifts.push(shift);
      definitionShifts.push(definitionShift);
      await context.close();
    }
    return {
      loader: sizeKb(readFileSync(BUILT_FRONT_ENDS.widgetScript)),
      estimator: sizeKb(Buffer.concat(chunks)),
      interactiveMs: {
        samples,
        p50: Math.round(median(times)),
        max: Math.round(Math.max(...times)),
      },
      layoutShift: shiftSummary(shifts),
      definitionShift: shiftSummary(definitionShifts),
    };
  } finally {
    await browser.close();
    server.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  benchWidget().then((result) => process.stdout.write(`${JSON.stringify(result, null, 2)}\n`));
}
