import { test } from '@playwright/test';

/**
 * The origins an end-to-end run talks to, all derived from the config's baseURL
 * (http://localhost:E2E_PORT), so every engineer's port works unchanged.
 */
export interface Site {
  port: number;
  /** The main host: the owner app, /embed and the API. */
  main: string;
  /** The third-party pages of examples/, on another origin (playwright.config.ts). */
  examples: string;
  /** `http://<subdomain>.localhost:PORT/`; Chromium resolves *.localhost to loopback. */
  storefront(subdomain: string): string;
  /** Any other host on the app's port, e.g. an owner's custom domain. */
  host(name: string): string;
}

export function siteFrom(baseURL: string | undefined): Site {
  if (!baseURL) throw new Error('playwright.config.ts must set use.baseURL');
  const main = new URL(baseURL);
  const port = Number(main.port);
  return {
    port,
    main: main.origin,
    examples: `http://127.0.0.1:${port + 1}`,
    storefront: (subdomain) => `http://${subdomain}.localhost:${port}/`,
    host: (name) => `http://${name}:${port}/`,
  };
}

/** Lower-case letters and digits: fits emails, subdomains and domain labels alike. */
export function uniqueId(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

/** An address nobody else in this run has used: tests share one server. */
export function uniqueEmail(label: string): string {
  return `${label}-${uniqueId()}@e2e.test`;
}

/** The app's origin as the config gives it, where no fixture hands it over (hooks, helpers). */
export function baseUrl(): string {
  return siteFrom(test.info().project.use.baseURL).main;
}
