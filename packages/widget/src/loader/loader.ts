/**
 * The CDN loader (dist/yardstick.js, a few KB): defines <yardstick-estimator>, reserves its
 * space at once and fetches the estimator's hashed chunks from its own origin only when an
 * element nears the viewport or takes focus. Safe to include twice and with `async`.
 */
import { WIDGET_VERSION, announceVersion } from '../version.ts';
import { ELEMENT_TAG, reservedHeightPx } from './constants.ts';
import { renderFirstScreen, type FirstScreen, type FirstScreenHandover } from './firstScreen.ts';

declare const __ESTIMATOR_ENTRY__: string;

interface EstimatorChunk {
  mountEstimator(
    host: HTMLElement,
    defaultApiBase: string,
    firstScreen?: FirstScreenHandover,
  ): () => void;
}

/** Read while the script runs (currentScript is null later); chunks and API live there. */
const SCRIPT_SRC =
  document.currentScript instanceof HTMLScriptElement && document.currentScript.src
    ? document.currentScript.src
    : document.baseURI;
const SCRIPT_ORIGIN = new URL(SCRIPT_SRC).origin;

let chunk: Promise<EstimatorChunk> | undefined;
function loadEstimator(): Promise<EstimatorChunk> {
  chunk ??= import(/* @vite-ignore */ new URL(__ESTIMATOR_ENTRY__, SCRIPT_SRC).href);
  return chunk;
}

/** Loads a little before the element scrolls into view so it is ready when seen. */
const NEAR_VIEWPORT_PX = 200;

/** Already near the viewport: load at once rather than wait a frame for the observer. */
function isNearViewport(element: HTMLElement): boolean {
  const box = element.getBoundingClientRect();
  return (
    box.top < innerHeight + NEAR_VIEWPORT_PX &&
    box.bottom > -NEAR_VIEWPORT_PX &&
    box.left < innerWidth + NEAR_VIEWPORT_PX &&
    box.right > -NEAR_VIEWPORT_PX
  );
}

/** An attribute that is present and not "false", as the estimator reads it. */
function isOn(element: HTMLElement, name: string): boolean {
  const value = element.getAttribute(name);
  return value !== null && value.trim().toLowerCase() !== 'false';
}

/** Sized like the estimator's first screen so its arrival moves nothing on the host page. */
function placeholderCss(element: HTMLElement): string {
  const height = reservedHeightPx(element.getBoundingClientRect().width, {
    header: isOn(element, 'show-header'),
    demo: isOn(element, 'demo'),
  });
  return `:host{display:block;min-height:${height}px}:host([hidden]){display:none}`;
}

class YardstickEstimatorElement extends HTMLElement {
  static readonly version = WIDGET_VERSION;
  private unmount: (() => void) | undefined;
  private observer: IntersectionObserver | undefined;
  private firstScreen: FirstScreen | undefined;
  private reservation: CSSStyleSheet | undefined;
  private loading = false;

  connectedCallback(): void {
    const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
    if (!this.unmount) {
      const sheet = (this.reservation ??= new CSSStyleSheet());
      if (!shadow.adoptedStyleSheets.includes(sheet))
        shadow.adoptedStyleSheets = [sheet, ...shadow.adoptedStyleSheets];
      // display:block first, so the width the reservation depends on is the real one.
      sheet.replaceSync(':host{display:block}');
      sheet.replaceSync(placeholderCss(this));
      // The address field takes typing now; the estimator takes it over when it arrives. An
      // Analyze pressed meanwhile fetches it again if an earlier fetch failed.
      this.firstScreen ??= renderFirstScreen(this, shadow, this.load);
    }
    if (this.unmount || this.loading) return;
    if (isNearViewport(this) || !('IntersectionObserver' in window)) {
      this.load();
      return;
    }
    this.addEventListener('focusin', this.load, { once: true });
    this.observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) this.load();
      },
      { rootMargin: `${NEAR_VIEWPORT_PX}px` },
    );
    this.observer.observe(this);
  }

  disconnectedCallback(): void {
    this.observer?.disconnect();
    this.observer = undefined;
    this.removeEventListener('focusin', this.load);
    this.unmount?.();
    this.unmount = undefined;
  }

  private readonly load = (): void => {
    this.observer?.disconnect();
    if (this.loading || this.unmount) return;
    this.loading = true;
    loadEstimator()
      .then(({ mountEstimator }) => {
        this.loading = false;
        if (!this.isConnected || this.unmount) return;
        const typed = this.firstScreen?.handOver();
        this.firstScreen = undefined;
        this.unmount = mountEstimator(this, SCRIPT_ORIGIN, typed);
      })
      .catch((error: unknown) => {
        this.loading = false;
        chunk = undefined;
        console.error('Yardstick: the estimator could not be loaded', error);
      });
  };
}

if (!customElements.get(ELEMENT_TAG)) customElements.define(ELEMENT_TAG, YardstickEstimatorElement);
announceVersion();
