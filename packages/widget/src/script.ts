/**
 * The one-file script (dist/yardstick.js): defines <yardstick-estimator> and says its
 * version. Safe to include twice and to load with `async`.
 */
import { defineEstimatorElement } from './element.tsx';
import { WIDGET_VERSION } from './version.ts';

declare global {
  interface Window {
    Yardstick?: { version: string };
  }
}

defineEstimatorElement();
window.Yardstick ??= { version: WIDGET_VERSION };
