import { version } from '../package.json';

/** Stamped into the script: a banner comment and window.Yardstick.version. */
export const WIDGET_VERSION: string = version;
