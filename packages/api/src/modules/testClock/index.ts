/**
 * The test clock: one owner's time moved on, for browser tests of trials and renewals. It
 * answers only when NODE_ENV=test. The app uses it only through this file.
 */
export { testClockRouter, type TestClockDeps } from './router.ts';
