import { version } from '../package.json';

declare global {
  interface Window {
    Yardstick?: { version: string };
  }
}

/** Stamped into the script: a banner comment and window.Yardstick.version. */
export const WIDGET_VERSION: string = version;

/** `window.Yardstick.version`, so a host page (or support) can tell which widget it runs. */
export function announceVersion(): void {
  window.Yardstick ??= { version: WIDGET_VERSION };
}
