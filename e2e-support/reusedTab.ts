/**
 * One browser tab per worker, handed from test to test. Twelve loads of two of the app's pages
 * cost Chromium 19 CPU s in a new tab each and 6 CPU s in one tab: a new tab costs about a CPU
 * second more than a navigation in a tab that already showed the app. Over the suite, tests in
 * one tab cost a sixth less CPU.
 *
 * Between tests the tab is left as a new one would be: on a document without scripts, no
 * cookies, routes, permissions or listeners the test added, no other pages, the site storage it
 * touched cleared and the default viewport. A test that failed or that changed what cannot be
 * undone (a fake clock, an init script, emulated media, an exposed function) has its tab closed,
 * and the next test gets a new one. Tests with context options of their own (a phone's touch, a
 * viewport) get a context of their own, as Playwright gives them.
 */
import type {
  Browser,
  BrowserContext,
  BrowserContextOptions,
  CDPSession,
  Page,
  TestInfo,
} from '@playwright/test';

/** The options of Playwright's `use` that shape a context, as the project sets them. */
export type TabOptions = Pick<
  BrowserContextOptions,
  'viewport' | 'userAgent' | 'deviceScaleFactor' | 'isMobile' | 'hasTouch'
> & { baseURL: string };

/** Methods whose effect on a tab or context outlives the test that called them. */
const LASTING_PAGE_CALLS = ['addInitScript', 'emulateMedia', 'exposeBinding', 'exposeFunction'];
const LASTING_CONTEXT_CALLS = ['addInitScript', 'exposeBinding', 'exposeFunction'];
const CLOCK_CALLS = [
  'install',
  'setFixedTime',
  'setSystemTime',
  'pauseAt',
  'fastForward',
  'runFor',
];

/** Every kind of site storage but cookies (cleared on their own) and caches worth keeping. */
const SITE_STORAGE = 'local_storage,indexeddb,cache_storage,service_workers,file_systems';

/**
 * Where a tab waits between tests: a document without scripts on the origin it is on (the app's
 * health answer; a plain 404 from a third-party page's server), so the renderer stays for the
 * next test's pages on that site. about:blank would take a new one.
 */
function restingUrl(current: string): string {
  const { origin, protocol } = new URL(current);
  return protocol === 'http:' || protocol === 'https:' ? `${origin}/api/health` : 'about:blank';
}

/** The ways a test adds a listener to a page; each is undone with `page.off`. */
const LISTENER_CALLS = ['on', 'once', 'addListener', 'prependListener'];

/** Calls `onCall` with the arguments of every call of `methods` on `target`, before it runs. */
function watchCalls(
  target: object,
  methods: readonly string[],
  onCall: (args: unknown[]) => void,
): void {
  const calls = target as Record<string, unknown>;
  for (const method of methods) {
    const original = calls[method];
    if (typeof original !== 'function') continue;
    calls[method] = function (this: unknown, ...args: unknown[]) {
      onCall(args);
      return Reflect.apply(original, this, args);
    };
  }
}

export class ReusedTab {
  private context: BrowserContext | undefined;
  private page: Page | undefined;
  private session: CDPSession | undefined;
  /** Origins the tab's pages asked anything of, whose storage is cleared after each test. */
  private readonly origins = new Set<string>();
  private lasting = false;
  /** The event and listener of each `page.on` (and kin) since the test began. */
  private added: unknown[][] = [];

  constructor(
    private readonly browser: Browser,
    private readonly options: TabOptions,
  ) {}

  /** Whether a test's context options are the project's, so the shared tab can serve it. */
  fits(options: Pick<TabOptions, 'viewport' | 'isMobile' | 'hasTouch'>): boolean {
    const { viewport, isMobile, hasTouch } = this.options;
    return (
      JSON.stringify(options.viewport) === JSON.stringify(viewport) &&
      Boolean(options.isMobile) === Boolean(isMobile) &&
      Boolean(options.hasTouch) === Boolean(hasTouch)
    );
  }

  /** The tab for the next test, opened if there is none. */
  async open(): Promise<{ context: BrowserContext; page: Page }> {
    const { context, page } =
      this.context && this.page && !this.page.isClosed()
        ? { context: this.context, page: this.page }
        : await this.start();
    if (this.options.viewport) await page.setViewportSize(this.options.viewport);
    this.added = [];
    return { context, page };
  }

  private async start(): Promise<{ context: BrowserContext; page: Page }> {
    await this.close();
    const context = await this.browser.newContext(this.options);
    const page = await context.newPage();
    this.origins.clear();
    this.lasting = false;
    context.on('request', (request) => {
      const { origin, protocol } = new URL(request.url());
      if (protocol === 'http:' || protocol === 'https:') this.origins.add(origin);
    });
    const markLasting = () => {
      this.lasting = true;
    };
    watchCalls(page, LASTING_PAGE_CALLS, markLasting);
    watchCalls(context, LASTING_CONTEXT_CALLS, markLasting);
    watchCalls(page.clock, CLOCK_CALLS, markLasting);
    watchCalls(page, LISTENER_CALLS, (args) => this.added.push(args.slice(0, 2)));
    this.context = context;
    this.page = page;
    this.session = await context.newCDPSession(page);
    return { context, page };
  }

  /** After a test: the tab made as new again, or closed when that cannot be done. */
  async release(testInfo: TestInfo): Promise<void> {
    const { page, context, session } = this;
    if (!page || !context || !session) return;
    const failed = testInfo.status !== testInfo.expectedStatus;
    if (failed && !page.isClosed()) {
      const path = testInfo.outputPath('test-failed-1.png');
      await page.screenshot({ path, timeout: 10_000 }).then(
        () => testInfo.attachments.push({ name: 'screenshot', path, contentType: 'image/png' }),
        () => undefined,
      );
    }
    if (failed || this.lasting || page.isClosed()) {
      await this.close();
      return;
    }
    try {
      for (const eventAndListener of this.added) Reflect.apply(page.off, page, eventAndListener);
      this.added = [];
      await Promise.all(
        context
          .pages()
          .filter((other) => other !== page)
          .map((p) => p.close()),
      );
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await context.unrouteAll({ behavior: 'ignoreErrors' });
      // The page stops before its storage goes, so nothing it runs writes it back.
      await page.goto(restingUrl(page.url()));
      await context.clearCookies();
      await context.clearPermissions();
      for (const origin of this.origins) {
        await session.send('Storage.clearDataForOrigin', { origin, storageTypes: SITE_STORAGE });
        await session.send('DOMStorage.clear', {
          storageId: { securityOrigin: origin, isLocalStorage: false },
        });
      }
      this.origins.clear();
    } catch {
      await this.close();
    }
  }

  async close(): Promise<void> {
    const context = this.context;
    this.context = undefined;
    this.page = undefined;
    this.session = undefined;
    await context?.close().catch(() => undefined);
  }
}
