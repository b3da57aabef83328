import { readFileSync } from 'node:fs';

export const WIDGET_PACKAGE = JSON.parse(
  readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
) as { version: string };

export function bannerFor(): string {
  return `/*! Yardstick estimator widget v${WIDGET_PACKAGE.version} */`;
}
