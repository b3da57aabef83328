/**
 * The widget script's budget: its gzipped size, and the time from the script's arrival to
 * an interactive <yardstick-estimator> (the Analyze button rendered) in headless Chromium.
 */
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { BUILT_FRONT_ENDS } from '../src/http/frontEnds/mountFrontEnds.ts';

export interface WidgetBench {
  rawKb: number;
  gzipKb: number;
  interactiveMs: { samples: number; p50: number; max: number };
}

const PAGE = `<!doctype html><html><head><meta charset="utf-8"><title>bench</title></head><body>
<yardstick-estimator api-key="ys_pk_bench"></yardstick-estimator>
<script async src="/yardstick.js"></script></body></html>`;

/** Runs in the page: from the script's responseEnd to the first frame with the Analyze button. */
const MEASURE_IN_PAGE = `new Promise((resolve) => {
  const poll = () => {
    const button = document.querySelector('yardstick-estimator')?.shadowRoot?.querySelector('button');
    const script = performance.getEntriesByType('resource').find((e) => e.name.endsWith('/yardstick.js'));
    if (button && script) resolve(performance.now() - script.responseEnd);
    else setTimeout(poll, 1);
  };
  poll();
})`;

export async function benchWidget({ samples = 10 } = {}): Promise<WidgetBench> {
  const script = readFileSync(BUILT_FRONT_ENDS.widgetScript);
  const server = createServer((req, res) => {
    if (req.url === '/yardstick.js')
      res.writeHead(200, { 'content-type': 'text/javascript' }).end(script);
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
    for (let i = 0; i < samples; i += 1) {
      const page = await browser.newPage();
      await page.goto(`http://127.0.0.1:${port}/`);
      times.push(Number(await page.evaluate(MEASURE_IN_PAGE)));
      await page.close();
    }
    times.sort((a, b) => a - b);
    return {
      rawKb: Math.round(script.length / 102.4) / 10,
      gzipKb: Math.round(gzipSync(script, { level: 9 }).length / 102.4) / 10,
      interactiveMs: {
        samples,
        p50: Math.round(times[Math.floor(samples / 2)] ?? 0),
        max: Math.round(times.at(-1) ?? 0),
      },
    };
  } finally {
    await browser.close();
    server.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  benchWidget().then((result) => process.stdout.write(`${JSON.stringify(result, null, 2)}\n`));
}
